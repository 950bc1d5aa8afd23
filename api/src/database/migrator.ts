import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Pool} from 'pg';

const MIGRATION_FILE = /^(\d{3,})_[\w-]+\.sql$/;

export function migrationFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter(f => MIGRATION_FILE.test(f))
    .sort();
}

/** Applies the numbered SQL files of migrations/ not yet applied, each in its own transaction. */
export async function migrate(pool: Pool, dir: string, log: (m: string) => void = () => undefined): Promise<string[]> {
  const client = await pool.connect();
  try {
    // One migrator at a time, whatever the number of replicas starting.
    await client.query('SELECT pg_advisory_lock(727001)');
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migration (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await client.query<{name: string}>('SELECT name FROM schema_migration')).rows.map(r => r.name),
    );
    const applied: string[] = [];
    for (const file of migrationFiles(dir)) {
      if (done.has(file)) continue;
      const sql = readFileSync(join(dir, file), 'utf8');
      try {
        await client.query('BEGIN');
        await client.query(sql);
        await client.query('INSERT INTO schema_migration (name) VALUES ($1)', [file]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${file} failed: ${(err as Error).message}`, {cause: err});
      }
      log(`applied migration ${file}`);
      applied.push(file);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
    client.release();
  }
}

/** True when every file in migrations/ has been applied. */
export async function migrationsCurrent(pool: Pool, dir: string): Promise<boolean> {
  const {rows} = await pool.query<{name: string}>('SELECT name FROM schema_migration');
  const done = new Set(rows.map(r => r.name));
  return migrationFiles(dir).every(f => done.has(f));
}
