import {readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {Pool} from 'pg';
import {openDatabaseWithFixtures} from '@voltcheck/api/dist/fixtures';
import {hashPassword} from '@voltcheck/api/dist/services/kernel/password.service';
import {Args, failUnknown} from '../../shared/args';
import {addStockChecks} from '../../generate/generate-checks';
import {generate} from '../../generate/generate-data';
import {BENCH_PORTS, freePort, startServerChild} from '../bench-server';
import {benchPlaces, machineInfo} from '../bench-setup';
import {fillConsoleTables} from './console-fill';
import {BenchContext, PageCase, quantile, Variant, VARIANTS} from './page-case';

export const PAGES_USAGE = `usage: npm run bench -- pages [--serials 10000000] [--logs 50000000] [--iterations 30] [--warmup 3] [--only TEXT,...] [--skip TEXT,...] [--vacuum]
  Fills (or reuses) the bench's own database up to --serials with the generator and up to --logs with its stock
  checks (serial checks of stored serials), starts the real server, and times
  every list, tab and dialog query registered in tools/src/bench/pages/cases-*.ts at page 1, at a deep page (skip
  9,900) and with a search: through the API beside the same statements straight through pg, alternately, one at a
  time. --only and --skip: the cases whose name contains any of the texts. --vacuum: VACUUM (ANALYZE) first, as
  autovacuum leaves a table at rest. Prints p50 and p95 per query as JSON (also written to bench/results/pages-*.json).`;

const BENCH_PASSWORD = 'Bench@12345';
const BUDGET_MS = {list: 100, stats: 200};

/** Every case file beside this one (cases-<feature>.js exporting `cases`): a feature adds its queries by adding a file. */
function loadCases(only?: string, skip?: string): PageCase[] {
  const files = readdirSync(__dirname).filter(f => /^cases-[\w-]+\.js$/.test(f));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const all = files.flatMap(f => (require(join(__dirname, f)) as {cases: PageCase[]}).cases);
  const matches = (c: PageCase, list: string) =>
    list.split(',').some(t => t.trim() && c.name.toLowerCase().includes(t.trim().toLowerCase()));
  return all.filter(c => (!only || matches(c, only)) && (!skip || !matches(c, skip)));
}

async function contextOf(pool: Pool): Promise<Omit<BenchContext, 'pool'>> {
  const one = async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0] as T;
  const m = await one<{manufacturer_id: number}>(
    'SELECT manufacturer_id FROM manufacturer_stats_now ORDER BY total_serials DESC LIMIT 1',
  );
  const p = await one<{product_id: number}>(
    `SELECT s.product_id FROM product_stats_now s JOIN product p ON p.id = s.product_id JOIN manufacturer m ON m.brand_id = p.brand_id
      WHERE m.id = $1 ORDER BY s.total_serials DESC LIMIT 1`,
    [m.manufacturer_id],
  );
  const s = await one<{id: string; serial_norm: string}>(
    'SELECT id, serial_norm FROM product_serial WHERE product_id = $1 ORDER BY id DESC LIMIT 1 OFFSET 50',
    [p.product_id],
  );
  const f = await one<{serial_norm: string} | undefined>(
    `SELECT serial_norm FROM product_log WHERE manufacturer_id = $1 AND status = 0 AND resolved_on IS NULL
      ORDER BY requested_time DESC LIMIT 1 OFFSET 50`,
    [m.manufacturer_id],
  );
  const i = await one<{installation_id: number}>(
    `SELECT installation_id FROM installation_tally WHERE manufacturer_id = $1 AND distributor_id = 0
      ORDER BY installation_id DESC LIMIT 1 OFFSET 100`,
    [m.manufacturer_id],
  );
  const sample = await one<BenchContext['sample']>(
    `SELECT l.batch_id::text AS batch, left(l.requester_name, 4) AS requester, l.requester_app_name AS app,
            (SELECT post_code FROM installation ORDER BY id DESC LIMIT 1 OFFSET 5000) AS postcode
       FROM (SELECT * FROM product_log ORDER BY requested_time DESC, id DESC LIMIT 1 OFFSET 5000) l`,
  );
  return {
    sample,
    manufacturerId: m.manufacturer_id,
    productId: p.product_id,
    productSerialId: Number(s.id),
    installationId: i.installation_id,
    serialPrefix: s.serial_norm.slice(0, -2),
    failedPrefix: (f?.serial_norm ?? s.serial_norm).slice(0, -2),
    deepSkip: 9900,
  };
}

/** An account of each role the cases sign in as (the largest manufacturer's administrator, a platform administrator). */
async function benchAccounts(pool: Pool, manufacturerId: number): Promise<void> {
  const hash = await hashPassword(BENCH_PASSWORD);
  for (const [username, role, mid] of [
    ['bench-madmin', 'madmin', manufacturerId],
    ['bench-admin', 'superadmin', null],
  ] as const) {
    await pool.query(
      `INSERT INTO app_user (username, email, password_hash, first_name, last_name, role, email_confirmed, manufacturer_id)
       VALUES ($1, $5, $2, 'Bench', 'Account', $3, true, $4)
       ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, manufacturer_id = EXCLUDED.manufacturer_id,
         is_active = true, lockout_end = NULL, failed_logins = 0`,
      [username, hash, role, mid, `${username}@bench.example`],
    );
  }
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function pagesBench(args: Args): Promise<void> {
  failUnknown(args, ['serials', 'logs', 'iterations', 'warmup', 'only', 'skip', 'vacuum', 'help'], PAGES_USAGE);
  const serials = args.number('serials', 10_000_000, 1000);
  const logs = args.number('logs', 50_000_000, 0);
  const iterations = args.number('iterations', 30, 1, 10_000);
  const warmup = args.number('warmup', 3, 0, 100);
  const only = args.string('only', '') || undefined;
  const skip = args.string('skip', '') || undefined;
  const log = (m: string) => console.error(`[bench] ${m}`);
  const places = benchPlaces('pages');
  const db = await openDatabaseWithFixtures(places.config, {poolSize: 4, log});
  let server: Awaited<ReturnType<typeof startServerChild>> | undefined;
  try {
    log(`database: ${db.where}`);
    const stored = async () =>
      Number(
        (await db.pool.query('SELECT coalesce(sum(total_serials), 0) AS n FROM manufacturer_stats_now')).rows[0].n,
      );
    const before = await stored();
    if (before < serials) {
      log(`${before} serials stored: generating ${serials - before} more`);
      await generate(db.pool, {
        serials: serials - before,
        brands: Math.min(40, Math.max(8, Math.round((serials - before) / 250_000))),
        chunk: 250_000,
        jobs: 2,
        log,
      });
    }
    const checks = await addStockChecks(db.pool, {logs, jobs: 2, log});
    await fillConsoleTables(db.pool, log);
    if (before < serials || checks.logsAdded || args.has('vacuum')) {
      // Vacuumed as autovacuum would leave a table this size: the visibility map lets a page's ids come from the index alone.
      log('VACUUM (ANALYZE)');
      await db.pool.query('VACUUM (ANALYZE)');
    }
    const scale = (
      await db.pool.query(
        `SELECT (SELECT sum(total_serials) FROM manufacturer_stats_now)::bigint AS serials,
                (SELECT sum(total_requests) FROM manufacturer_stats_now)::bigint AS "logsOfKnownBrands",
                (SELECT reltuples::bigint FROM pg_class WHERE relname = 'product_log') AS "logsEstimate",
                (SELECT count(*) FROM product) AS models, (SELECT count(*) FROM manufacturer) AS manufacturers`,
      )
    ).rows[0];
    const ctx: BenchContext = {pool: db.pool, ...(await contextOf(db.pool))};
    log(`scale ${JSON.stringify(scale)}; manufacturer ${ctx.manufacturerId}, model ${ctx.productId}`);
    await benchAccounts(db.pool, ctx.manufacturerId);
    const port = await freePort(BENCH_PORTS);
    server = await startServerChild({
      databaseUrl: db.url,
      dataDir: places.config.dataDir,
      port,
      logFile: places.serverLog,
      nodeArgs: [],
    });
    const tokenOf = async (username: string) => {
      const res = await fetch(`${server!.url}/api/account/token`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({Username: username, Password: BENCH_PASSWORD}),
      });
      return ((await res.json()) as {token: string}).token;
    };
    const tokens = {manufacturer: await tokenOf('bench-madmin'), admin: await tokenOf('bench-admin')};
    const results = [];
    for (const c of loadCases(only, skip)) {
      for (const variant of c.variants ?? VARIANTS) {
        const api = async () => {
          const res = await fetch(`${server!.url}/graphql`, {
            method: 'POST',
            headers: {'content-type': 'application/json', authorization: `Bearer ${tokens[c.role]}`},
            body: JSON.stringify({query: c.graphql!.query, variables: c.graphql!.variables(ctx, variant)}),
          });
          const body = (await res.json()) as {errors?: Array<{message: string}>};
          if (body.errors) throw new Error(`${c.name} (${variant}): ${body.errors[0].message}`);
        };
        const pg = () => c.direct(ctx, variant);
        for (let i = 0; i < warmup; i++) {
          await api();
          await pg();
        }
        const apiMs: number[] = [];
        const pgMs: number[] = [];
        for (let i = 0; i < iterations; i++) {
          apiMs.push(await timed(api));
          pgMs.push(await timed(pg));
        }
        const budgetMs = BUDGET_MS[c.kind];
        const row = {
          query: c.name,
          variant: variant as Variant,
          api: {p50: quantile(apiMs, 0.5), p95: quantile(apiMs, 0.95)},
          pg: {p50: quantile(pgMs, 0.5), p95: quantile(pgMs, 0.95)},
          budgetMs,
          withinBudget: quantile(apiMs, 0.95) <= budgetMs,
        };
        log(JSON.stringify(row));
        results.push(row);
      }
    }
    const summary = {
      bench: 'pages',
      at: new Date().toISOString(),
      scale,
      iterations,
      machine: await machineInfo(db.pool),
      results,
    };
    writeFileSync(places.resultFile, JSON.stringify(summary, null, 2));
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await server?.stop();
    await db.close();
  }
}
