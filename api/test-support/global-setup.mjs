// Starts (or reaches) the PostgreSQL the API tests run against and creates a fresh database for this run.
// TEST_DATABASE_URL: an existing server to use (a database is created on it and dropped after).
// Otherwise: the embedded PostgreSQL of the compiled API on TEST_PG_PORT (54339), kept under .data/test-pg-PORT.
import pg from 'pg';
import {fileURLToPath} from 'node:url';
import {dirname, join} from 'node:path';
import {existsSync} from 'node:fs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * One database per jest worker (`<run>_w<JEST_WORKER_ID>`; run in band: worker 1), so that test files running at
 * the same moment never share rows; worker-database.cjs points each worker at its own.
 */
export default async function globalSetup(globalConfig) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const compiled = join(here, '..', 'dist', 'database', 'embedded-database.js');
    if (!existsSync(compiled))
      throw new Error('Build the API first (npm run build, or npm test from the repository root).');
    const {startEmbeddedDatabase} = (await import(compiled)).default;
    const port = Number(process.env.TEST_PG_PORT ?? 54339);
    const db = await startEmbeddedDatabase({
      dir: join(here, '..', '..', '.data', `test-pg-${port}`),
      port,
      database: 'postgres_tests',
    });
    globalThis.__embeddedDb = db;
    serverUrl = db.url;
  }
  const run = `vt_${process.pid}_${Date.now()}`;
  const workers = globalConfig.runInBand ? 1 : Math.max(1, globalConfig.maxWorkers);
  const names = Array.from({length: workers}, (_, i) => `${run}_w${i + 1}`);
  const admin = new pg.Client({connectionString: serverUrl});
  await admin.connect();
  for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${run}`;
  // The workers' databases are this name with _w<JEST_WORKER_ID> (worker-database.cjs).
  process.env.VOLTCHECK_TEST_DATABASE_RUN = url.toString();
  globalThis.__testDatabase = {serverUrl, names};
  console.log(`\n[tests] PostgreSQL databases ${names.join(', ')} on ${url.host}`);
}
