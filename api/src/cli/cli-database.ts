import {Pool, types} from 'pg';
import {AppConfig} from '../config';
import {migrate, startEmbeddedDatabase} from '../database';
import {loadFixturesOnce} from '../fixtures/load-fixtures';

// As the server reads them: dates stay 'YYYY-MM-DD', bigint counts become numbers.
types.setTypeParser(types.builtins.DATE, v => v);
types.setTypeParser(types.builtins.INT8, v => Number(v));

export interface CliDatabase {
  pool: Pool;
  url: string;
  /** Where the data is, for summaries (never the password). */
  where: string;
  close(): Promise<void>;
}

/**
 * The database the server would use (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR),
 * migrated and with the fixtures loaded once, as at server start.
 */
export async function openDatabase(config: AppConfig, opts: {poolSize?: number; log?: (m: string) => void} = {}): Promise<CliDatabase> {
  const log = opts.log ?? (() => undefined);
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedDatabase({dir: config.dataDir, port: config.embeddedPort, database: 'voltcheck'});
  const url = config.databaseUrl ?? embedded!.url;
  const pool = new Pool({connectionString: url, max: opts.poolSize ?? 4});
  pool.on('error', err => log(`database connection error: ${err.message}`));
  try {
    await migrate(pool, config.migrationsDir, log);
    if (config.loadDemoFixtures) await loadFixturesOnce(pool, config.fixturesDir, log);
  } catch (err) {
    await pool.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw err;
  }
  return {
    pool,
    url,
    where: config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL 127.0.0.1:${config.embeddedPort} in ${config.dataDir}/pg`,
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
