import {Pool, types} from 'pg';
import {AppConfig} from '../config';
import {startEmbeddedDatabase} from './embedded-database';
import {migrate} from './migrator';

// Dates stay 'YYYY-MM-DD', bigint counts become numbers.
types.setTypeParser(types.builtins.DATE, v => v);
types.setTypeParser(types.builtins.INT8, v => Number(v));

export interface OpenDatabase {
  pool: Pool;
  /** DATABASE_READ_URL's pool (same size), or `pool` itself when it is unset. */
  readPool: Pool;
  url: string;
  /** Where the data is, for summaries (never the password). */
  where: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  poolSize?: number;
  log?: (m: string) => void;
  /** Runs once the schema is current, before the database is handed out (the fixtures, which live above this layer). */
  seed?: (pool: Pool) => Promise<unknown>;
}

/**
 * The configured database (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR), migrated and
 * seeded by `seed`: what the server, `npm run fixtures` and the tools all start with (through
 * fixtures/openDatabaseWithFixtures).
 */
export async function openDatabase(config: AppConfig, opts: OpenOptions = {}): Promise<OpenDatabase> {
  const log = opts.log ?? (() => undefined);
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedDatabase({dir: config.dataDir, port: config.embeddedPort, database: 'voltcheck'});
  const url = config.databaseUrl ?? embedded!.url;
  const pool = logged(new Pool({connectionString: url, max: opts.poolSize ?? 4}), log);
  if (embedded) log(`embedded PostgreSQL started on 127.0.0.1:${config.embeddedPort} (data in ${config.dataDir}/pg)`);
  try {
    await migrate(pool, config.migrationsDir, log);
    await opts.seed?.(pool);
  } catch (err) {
    await pool.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw err;
  }
  const readPool = config.databaseReadUrl
    ? logged(new Pool({connectionString: config.databaseReadUrl, max: opts.poolSize ?? 4}), log)
    : pool;
  return {
    pool,
    readPool,
    url,
    where: config.databaseUrl
      ? 'DATABASE_URL'
      : `embedded PostgreSQL 127.0.0.1:${config.embeddedPort} in ${config.dataDir}/pg`,
    async close() {
      if (readPool !== pool) await readPool.end();
      await pool.end();
      await embedded?.stop();
    },
  };
}

function logged(pool: Pool, log: (m: string) => void): Pool {
  pool.on('error', err => log(`database connection error: ${err.message}`));
  // A connection cut while a client is checked out must not crash the process: its query fails instead.
  pool.on('connect', client => client.on('error', err => log(`database connection error: ${err.message}`)));
  return pool;
}
