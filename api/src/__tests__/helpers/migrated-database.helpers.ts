import {join} from 'node:path';
import pg from 'pg';
// The process's pg type parsers (dates as 'YYYY-MM-DD' text, bigint as numbers): what the repositories read.
import '../../database/open-database';
import {migrate} from '../../database/migrator';

const repoRoot = join(__dirname, '..', '..', '..', '..');

/** A database of its own, migrated from nothing, and how to drop it once its test file is done. */
export interface MigratedDatabase {
  pool: pg.Pool;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({connectionString: serverUrl});
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own on the run's server (VOLTCHECK_TEST_DATABASE_URL), named after the run's and `suffix`,
 * migrated from nothing: a repository test sees only the rows its builders insert, whatever other test files do.
 */
export async function givenMigratedDatabase(suffix: string): Promise<MigratedDatabase> {
  const shared = new URL(process.env.VOLTCHECK_TEST_DATABASE_URL!);
  const name = `${shared.pathname.slice(1)}_${suffix}`.slice(0, 63);
  const own = new URL(shared.toString());
  own.pathname = `/${name}`;
  await onServer(shared.toString(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(shared.toString(), `CREATE DATABASE ${name}`);
  const pool = new pg.Pool({connectionString: own.toString(), max: 4});
  await migrate(pool, join(repoRoot, 'migrations'));
  return {
    pool,
    async drop() {
      // pool.end() resolves once its clients are told to close, not once they have: the DROP … WITH (FORCE) below
      // may terminate one still closing, whose error the pool passes on; it is not this file's failure.
      pool.on('error', () => undefined);
      await pool.end();
      await onServer(shared.toString(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
