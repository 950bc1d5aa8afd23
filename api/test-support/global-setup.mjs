// Starts (or reaches) the PostgreSQL the API tests run against and creates a fresh database for this run.
// TEST_DATABASE_URL: an existing server to use (a database is created on it and dropped after).
// Otherwise: the embedded PostgreSQL of the compiled API on TEST_PG_PORT (54339), kept under .data/test-pg-PORT.
import pg from 'pg';
import {fileURLToPath} from 'node:url';
import {dirname, join} from 'node:path';
import {existsSync} from 'node:fs';

const here = dirname(fileURLToPath(import.meta.url));

export default async function globalSetup() {
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
  const name = `voltcheck_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({connectionString: serverUrl});
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.VOLTCHECK_TEST_DATABASE_URL = url.toString();
  globalThis.__testDatabase = {serverUrl, name};
  console.log(`\n[tests] PostgreSQL database ${name} on ${url.host}`);
}
