import {loadConfig} from '../config';
import {openDatabase} from '../database';

/** `npm run fixtures`: migrates and loads every fixture set the database has not had yet. */
async function main(): Promise<void> {
  const database = await openDatabase(loadConfig(), {log: m => console.log(m)});
  await database.close();
}

main().catch(err => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
