import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import pg from 'pg';
import {migrate} from '../../database/migrator';
import {schemaSqlFile} from '../../database/schema-dump';

const repoRoot = join(__dirname, '..', '..', '..', '..');

/** The first line where two texts part, numbered from 1, or undefined when they are the same. */
function firstDifference(committed: string, built: string) {
  const a = committed.split('\n');
  const b = built.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return {line: i + 1, committed: a[i] ?? '(end of file)', built: b[i] ?? '(end of file)'};
  }
  return undefined;
}

describe('docs/schema.sql', () => {
  // A database of its own on the run's server, migrated from nothing: the other test files' rows and any
  // schema left by an earlier run cannot leak into the dump.
  const shared = new URL(process.env.VOLTCHECK_TEST_DATABASE_URL!);
  const name = `${shared.pathname.slice(1)}_schema`.slice(0, 60);
  const own = new URL(shared.toString());
  own.pathname = `/${name}`;
  let pool: pg.Pool;

  async function onServer(sql: string) {
    const admin = new pg.Client({connectionString: shared.toString()});
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  }

  beforeAll(async () => {
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await onServer(`CREATE DATABASE ${name}`);
    pool = new pg.Pool({connectionString: own.toString(), max: 2});
    await migrate(pool, join(repoRoot, 'migrations'));
  });

  afterAll(async () => {
    await pool?.end();
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('is the schema that migrations/ builds', async () => {
    const committed = readFileSync(join(repoRoot, 'docs', 'schema.sql'), 'utf8');
    const diff = firstDifference(committed, await schemaSqlFile(pool));
    if (diff) {
      throw new Error(
        `docs/schema.sql is not the schema migrations/ build: run \`npm run schema\` and commit docs/schema.sql.\n` +
          `First difference, line ${diff.line}:\n  docs/schema.sql: ${diff.committed}\n  migrated:        ${diff.built}`,
      );
    }
    expect(diff).toBeUndefined();
  });
});
