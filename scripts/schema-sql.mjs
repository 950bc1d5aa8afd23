// Writes docs/schema.sql, the schema of a freshly migrated database, for reading in one place (`npm run schema`).
// It starts a throwaway embedded PostgreSQL (the API's, on SCHEMA_PG_PORT or 54349, in a temporary folder), applies
// migrations/ with the API's migrator and prints the catalogs with api/src/database/schema-dump.ts. The API's
// schema test builds the same text on the test database and fails when the committed file differs.
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const apiRequire = createRequire(join(root, 'api', 'package.json'));
const compiled = join(root, 'api', 'dist', 'database');
if (!existsSync(join(compiled, 'schema-dump.js'))) {
  console.error('Build the API first (npm run build): scripts/schema-sql.mjs uses api/dist/database.');
  process.exit(1);
}
const {startEmbeddedDatabase, migrate} = apiRequire(join(compiled, 'index.js'));
const {schemaSqlFile} = apiRequire(join(compiled, 'schema-dump.js'));
const {Pool} = apiRequire('pg');

const port = Number(process.env.SCHEMA_PG_PORT || 54349);
const dir = mkdtempSync(join(tmpdir(), 'voltcheck-schema-'));
const target = join(root, 'docs', 'schema.sql');
let db;
let pool;
try {
  db = await startEmbeddedDatabase({dir, port, database: 'voltcheck_schema'});
  pool = new Pool({connectionString: db.url, max: 2});
  const applied = await migrate(pool, join(root, 'migrations'));
  writeFileSync(target, await schemaSqlFile(pool));
  console.log(`docs/schema.sql: the schema after ${applied.length} migrations`);
} finally {
  await pool?.end();
  await db?.stop();
  rmSync(dir, {recursive: true, force: true});
}
