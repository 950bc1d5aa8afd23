import {writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import {Pool} from 'pg';
import {openDatabaseWithFixtures} from '@voltcheck/api/dist/fixtures';
import {hashPassword} from '@voltcheck/api/dist/services/kernel/password.service';
import {generate} from '../generate/generate-data';
import {Args, failUnknown} from '../shared/args';
import {BENCH_PORTS, freePort, startServerChild} from './bench-server';
import {benchPlaces, machineInfo} from './bench-setup';

export const RECALL_USAGE = `usage: npm run bench -- recall [--serials 1000000]
  Marking every serial of one model recalled: the bench's embedded PostgreSQL gets --serials new serials of one new
  model (a quarter installed, as the generator does), then (a) one INSERT of those rows' status into serial_status
  straight through pg, undone and vacuumed, and (b) POST /api/recalls with the model and its upload window on the real server (the
  recall, every serial's status, its history, the reach rows and figures, audit and webhooks, one transaction),
  timed until its job is done when it runs as one (more than STATUS_JOB_THRESHOLD serials).
  Writes bench/results/recall-*.json with both times and their ratio; the budget is (b) under a minute.`;

const BUDGET_SECONDS = 60;
const PASSWORD = 'Bench@12345';
const round = (x: number, digits = 2) => Number(x.toFixed(digits));

async function seconds<T>(work: () => Promise<T>): Promise<{value: T; seconds: number}> {
  const start = process.hrtime.bigint();
  const value = await work();
  return {value, seconds: round(Number(process.hrtime.bigint() - start) / 1e9, 3)};
}

/** The generated model with the most serials (a single-model run has one), its manufacturer and upload window. */
async function lotOf(pool: Pool, brand: string) {
  const {rows} = await pool.query<{
    productId: number;
    model: string;
    manufacturerId: number;
    from: string;
    to: string;
    serials: number;
    installed: number;
  }>(
    `SELECT ps.product_id AS "productId", p.model::text AS model, ps.manufacturer_id AS "manufacturerId",
            min(ps.uploaded_on)::date::text AS "from", max(ps.uploaded_on)::date::text AS "to", count(*)::int AS serials,
            count(ps.installation_id)::int AS installed
       FROM product_serial ps JOIN product p ON p.id = ps.product_id JOIN brand b ON b.id = p.brand_id
      WHERE b.name = $1 GROUP BY 1, 2, 3 ORDER BY count(*) DESC LIMIT 1`,
    [brand],
  );
  if (!rows[0]) throw new Error(`no serials of brand ${brand}`);
  return rows[0];
}

async function signIn(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/api/account/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({Username: username, Password: PASSWORD}),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${username}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as {token: string}).token;
}

interface ChangeState {
  state: 'queued' | 'running' | 'done' | 'failed';
  recallId: number | null;
  processed: number;
  total: number;
  error: string | null;
}

/**
 * POST /api/recalls, and when it is queued as a job (HTTP 202, as a recall of more serials than
 * STATUS_JOB_THRESHOLD is), its state polled every 200 ms until the job is done: the recall's id and its job, if any.
 */
async function recallThroughApi(url: string, token: string, body: object): Promise<{id: number; job?: ChangeState}> {
  const headers = {'Content-Type': 'application/json', Authorization: `Bearer ${token}`};
  const res = await fetch(`${url}/api/recalls`, {method: 'POST', headers, body: JSON.stringify(body)});
  const text = await res.text();
  if (res.status === 201) return {id: (JSON.parse(text) as {id: number}).id};
  if (res.status !== 202) throw new Error(`POST /api/recalls: HTTP ${res.status} ${text.slice(0, 500)}`);
  const {changeId} = JSON.parse(text) as {changeId: number};
  for (;;) {
    await new Promise(ok => setTimeout(ok, 200));
    const poll = await fetch(`${url}/api/serials/status-changes/${changeId}`, {headers});
    const job = (await poll.json()) as ChangeState;
    if (poll.status !== 200) throw new Error(`status change ${changeId}: HTTP ${poll.status} ${JSON.stringify(job)}`);
    if (job.state === 'failed') throw new Error(`the recall's job failed: ${job.error}`);
    if (job.state === 'done' && job.recallId !== null) return {id: job.recallId, job};
  }
}

export async function recallBench(args: Args): Promise<void> {
  failUnknown(args, ['serials', 'help'], RECALL_USAGE);
  const serials = args.number('serials', 1_000_000, 1000, 20_000_000);
  const log = (m: string) => console.error(`[bench] ${m}`);
  const started = Date.now();
  const places = benchPlaces('recall');
  const db = await openDatabaseWithFixtures(places.config, {poolSize: 3, log});
  let server: Awaited<ReturnType<typeof startServerChild>> | undefined;
  try {
    log(`database: ${db.where}; generating ${serials} serials of one model`);
    const generated = await generate(db.pool, {serials, brands: 1, chunk: 250_000, jobs: 1, singleModel: true, log});
    const lot = await lotOf(db.pool, generated.brands[0]);
    log(`lot: ${lot.serials} serials of ${lot.model} (${lot.installed} installed), uploaded ${lot.from} to ${lot.to}`);
    const window = [lot.productId, lot.from, lot.to];
    const where = `product_id = $1 AND uploaded_on >= $2::date AND uploaded_on < $3::date + 1`;
    const rawStatement = `INSERT INTO serial_status (product_serial_id, manufacturer_id, status)
                          SELECT id, manufacturer_id, 'recalled' FROM product_serial WHERE ${where}`;
    const settle = async () => {
      await db.pool.query('VACUUM (ANALYZE) product_serial');
      await db.pool.query('CHECKPOINT');
    };
    await settle();

    // (a) the same rows' status written in one statement, committed, then put back (not measured) for (b).
    const raw = await seconds(() => db.pool.query(rawStatement, window));
    log(`(a) pg INSERT into serial_status: ${raw.value.rowCount} rows in ${raw.seconds} s`);
    await db.pool.query(
      `DELETE FROM serial_status WHERE product_serial_id IN (SELECT id FROM product_serial WHERE ${where})`,
      window,
    );
    await settle();

    // (b) the real path: the manufacturer's administrator recalls the model's uploads in the window.
    await db.pool.query(
      `INSERT INTO app_user (username, email, password_hash, first_name, last_name, role, email_confirmed, manufacturer_id)
       VALUES ('bench-recall-madmin', 'bench-recall-madmin@bench.example', $1, 'Bench', 'Recall', 'madmin', true, $2)
       ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, manufacturer_id = EXCLUDED.manufacturer_id,
         is_active = true, lockout_end = NULL, failed_logins = 0`,
      [await hashPassword(PASSWORD), lot.manufacturerId],
    );
    // A recall job an earlier run left queued (its bench stopped) would run first and be timed with this one.
    await db.pool.query(
      `UPDATE serial_status_job SET state = 'failed', error = 'left by an earlier bench run', finished_at = now()
        WHERE state IN ('queued', 'running')`,
    );
    const port = await freePort(BENCH_PORTS);
    server = await startServerChild({
      databaseUrl: db.url,
      dataDir: places.config.dataDir,
      port,
      nodeArgs: [],
      logFile: places.serverLog,
    });
    const token = await signIn(server.url, 'bench-recall-madmin');
    // One request first, so the measured one meets a warm server rather than its first route lookup and connections.
    await fetch(`${server.url}/api/recalls`, {headers: {Authorization: `Bearer ${token}`}}).then(r => r.text());
    const body = {
      title: `Bench recall of ${lot.model}`,
      hazard: 'Cells may overheat',
      remedy: 'Switch the battery off and wait for a replacement',
      noticeUrl: 'https://example.com/recall',
      contact: '1800 000 000',
      model: {name: lot.model, uploadedFrom: lot.from, uploadedTo: lot.to},
    };
    const real = await seconds(() => recallThroughApi(server!.url, token, body));
    const {
      rows: [reach],
    } = await db.pool.query<{affected: number; installed: number; located: number; recalled: number}>(
      `SELECT r.affected, r.installed, r.located,
              (SELECT count(*)::int FROM serial_status WHERE recall_id = r.id AND status = 'recalled') AS recalled
         FROM recall r WHERE r.id = $1`,
      [real.value.id],
    );
    log(`(b) POST /api/recalls: recall ${real.value.id}, ${reach.recalled} serials recalled in ${real.seconds} s`);
    await server.stop();
    server = undefined;

    const ratio = raw.seconds ? round(real.seconds / raw.seconds, 2) : 0;
    const sameRows = reach.recalled === raw.value.rowCount && reach.affected === lot.serials;
    const result = {
      benchmark: 'recall',
      timestamp: new Date().toISOString(),
      command: `npm run bench -- recall --serials ${serials}`,
      lot,
      pg: {
        statement: rawStatement,
        rows: raw.value.rowCount,
        seconds: raw.seconds,
      },
      api: {
        request: 'POST /api/recalls {model: {name, uploadedFrom, uploadedTo}}, then its job polled until done',
        asJob: Boolean(real.value.job),
        seconds: real.seconds,
        reach,
      },
      ratio,
      sameRows,
      budget: {needSeconds: BUDGET_SECONDS, got: real.seconds, met: sameRows && real.seconds < BUDGET_SECONDS},
      generated,
      machine: await machineInfo(db.pool),
      loadAverage1m: round(loadavg()[0]),
      totalSeconds: round((Date.now() - started) / 1000, 1),
    };
    writeFileSync(places.resultFile, JSON.stringify(result, null, 2) + '\n');
    console.log(JSON.stringify(result, null, 2));
    log(
      `budget ${result.budget.met ? 'MET' : 'NOT MET'}: ${real.seconds} s through the API (need < ${BUDGET_SECONDS} s), ` +
        `${raw.seconds} s for the pg INSERT (×${ratio}); written to ${places.resultFile}`,
    );
  } finally {
    await server?.stop().catch(() => undefined);
    await db.close();
  }
}
