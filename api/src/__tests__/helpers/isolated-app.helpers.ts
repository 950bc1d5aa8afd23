import pg from 'pg';
import {AppConfig} from '../../config';
import {RunningServer} from '../../server';
import {givenRunningApp} from './app.helpers';

/**
 * A server on a database of its own (created beside the run's, migrated and given the fixtures): for
 * tests whose background work touches every row (the ledger submission, the syncs), which must neither
 * see nor change the other test files' data.
 */
export async function givenIsolatedApp(
  label: string,
  overrides: Partial<AppConfig> = {},
): Promise<{server: RunningServer; drop(): Promise<void>}> {
  const shared = new URL(process.env.VOLTCHECK_TEST_DATABASE_URL!);
  const name = `${shared.pathname.slice(1)}_${label}`.slice(0, 60);
  const admin = new pg.Client({connectionString: shared.toString()});
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const own = new URL(shared.toString());
  own.pathname = `/${name}`;
  const server = await givenRunningApp({databaseUrl: own.toString(), ...overrides});
  return {
    server,
    async drop() {
      await server.stop();
      const again = new pg.Client({connectionString: shared.toString()});
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}
