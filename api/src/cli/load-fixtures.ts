import {Pool} from 'pg';
import {loadConfig} from '../config';
import {migrate, startEmbeddedDatabase} from '../database';
import {loadFixturesOnce} from '../fixtures/load-fixtures';

/** `npm run fixtures`: migrates and loads every fixture set the database has not had yet. */
async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedDatabase({dir: config.dataDir, port: config.embeddedPort, database: 'voltcheck'});
  const pool = new Pool({connectionString: config.databaseUrl ?? embedded!.url});
  try {
    await migrate(pool, config.migrationsDir, m => console.log(m));
    const loaded = await loadFixturesOnce(pool, config.fixturesDir, m => console.log(m));
    console.log(loaded.length ? `loaded: ${loaded.join(', ')}` : 'every fixture set was already loaded');
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().catch(err => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
