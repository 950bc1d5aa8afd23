import {loadConfig} from '@voltcheck/api/dist/config';
import {Args, failUnknown, runMain} from '../shared/args';
import {openDatabaseWithFixtures} from '@voltcheck/api/dist/fixtures';
import {addStockChecks} from './generate-checks';
import {generate} from './generate-data';

const USAGE = `usage: npm run generate -- [--serials N] [--logs L] [--brands B] [--chunk 250000] [--jobs 2]
  Adds N serials (with brands, models, uploads, installations, verification batches and logs) to the
  database the server is configured with: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR.
  --logs L then adds stock checks (serial checks of stored serials) until the database holds about L logs.`;

/** `npm run generate`: realistic bulk data, made server-side in large INSERT ... SELECT statements. */
runMain(async () => {
  const args = new Args();
  if (args.has('help')) {
    console.log(USAGE);
    return;
  }
  failUnknown(args, ['serials', 'logs', 'brands', 'chunk', 'jobs', 'help'], USAGE);
  if (!args.has('serials') && !args.has('logs')) {
    console.error(USAGE);
    process.exit(2);
  }
  const serials = args.number('serials', 0, 20, 1e9);
  const brands = args.number('brands', Math.min(40, Math.max(8, Math.round(serials / 250_000))), 1, 1000);
  const jobs = args.number('jobs', 2, 1, 16);
  const log = (m: string) => console.error(`[generate] ${m}`);
  const db = await openDatabaseWithFixtures(loadConfig(), {poolSize: jobs + 1, log});
  try {
    log(`database: ${db.where}`);
    const summary = serials
      ? await generate(db.pool, {serials, brands, chunk: args.number('chunk', 250_000, 1000), jobs, log})
      : undefined;
    const checks = args.has('logs')
      ? await addStockChecks(db.pool, {logs: args.number('logs', 0, 0, 1e10), jobs, log})
      : undefined;
    console.log(JSON.stringify({database: db.where, ...summary, stockChecks: checks}, null, 2));
    if (summary?.statsCheck.some(s => !s.matches)) process.exitCode = 1;
  } finally {
    await db.close();
  }
});
