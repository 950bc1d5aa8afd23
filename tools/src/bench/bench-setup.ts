import {randomBytes} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {Pool} from 'pg';
import {loadConfig} from '@voltcheck/api/dist/config';
import {openDatabaseWithFixtures} from '@voltcheck/api/dist/fixtures';
import {hashPassword} from '@voltcheck/api/dist/services/kernel/password.service';
import {generate} from '../generate/generate-data';
import {BenchBatch, SerialFeed} from './bench-feed';

export const BENCH_CLIENT_ID = 'bench-load-app';

/**
 * The bench's own app provider: enabled, no photo rule, and a per-minute limit far above what a
 * bench can send, so the bench measures verification rather than the 429 path. A new secret each run.
 */
export async function benchProvider(
  pool: Pool,
): Promise<{id: number; name: string; clientId: string; clientSecret: string}> {
  const clientSecret = randomBytes(24).toString('base64url');
  const hash = await hashPassword(clientSecret);
  const {rows} = await pool.query<{id: number; name: string}>(
    `INSERT INTO app_provider (name, client_id, secret_hash, rate_per_minute) VALUES ('Bench Load App', $1, $2, 100000000)
     ON CONFLICT (client_id) DO UPDATE SET secret_hash = EXCLUDED.secret_hash, rate_per_minute = EXCLUDED.rate_per_minute RETURNING id, name`,
    [BENCH_CLIENT_ID, hash],
  );
  await pool.query(
    `INSERT INTO setting (setting_type, setting_key, setting_value) VALUES ('AllowedApps', $1, 'true'), ('MandatorySerialPhoto', $1, 'false')
     ON CONFLICT (setting_type, setting_key) DO UPDATE SET setting_value = EXCLUDED.setting_value, updated_at = now()`,
    [BENCH_CLIENT_ID],
  );
  return {...rows[0], clientId: BENCH_CLIENT_ID, clientSecret};
}

/** Serials stored (maintained counts) and serials the bench can still install (available, of an approved model). */
export async function serialCounts(pool: Pool): Promise<{stored: number; usable: number}> {
  const {rows} = await pool.query<{stored: number; usable: number}>(
    `SELECT (SELECT coalesce(sum(total_serials), 0) FROM manufacturer_stats_now)::bigint AS stored,
            (SELECT count(*) FROM product_serial ps JOIN product p ON p.id = ps.product_id
              WHERE ps.state = 'available' AND p.approved_date <= current_date) AS usable`,
  );
  return rows[0];
}

/** What the result says about the machine and the database. */
export async function machineInfo(pool: Pool) {
  const os = await import('node:os');
  const {rows} = await pool.query<{
    version: string;
    shared_buffers: string;
    synchronous_commit: string;
    max_connections: string;
  }>(
    `SELECT version(), current_setting('shared_buffers') AS shared_buffers, current_setting('synchronous_commit') AS synchronous_commit,
            current_setting('max_connections') AS max_connections`,
  );
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    postgres: rows[0].version.split(' on ')[0],
    postgresSettings: {
      sharedBuffers: rows[0].shared_buffers,
      synchronousCommit: rows[0].synchronous_commit,
      maxConnections: Number(rows[0].max_connections),
    },
  };
}

/**
 * Serials a run will install (ten per request, both phases): at the rates of the newest earlier result
 * with half again as margin, or at 1,500 + 1,500 requests/s when there is none.
 */
export function serialsNeeded(resultsDir: string, seconds: number): number {
  let rate = 3000;
  const files = existsSync(resultsDir)
    ? readdirSync(resultsDir)
        .filter(f => /^verification-[\dTZ-]+\.json$/.test(f))
        .sort()
    : [];
  for (const file of files.reverse()) {
    try {
      const r = JSON.parse(readFileSync(join(resultsDir, file), 'utf8')) as {
        http: {requestsPerSecond: number};
        pg: {requestsPerSecond: number};
      };
      rate = 1.5 * (r.http.requestsPerSecond + r.pg.requestsPerSecond);
      break;
    } catch {
      // an unreadable result: try the one before
    }
  }
  return Math.ceil(10 * seconds * rate);
}

/**
 * VACUUM of product_serial when a tenth or more of its rows are dead (rolled-back COPYs, an import bench stopped
 * midway): the verification bench's serial feed starts its slices at random ids and had to read through long runs of
 * dead ones (a minute a query once), and an autovacuum of a table that size running during a measurement skews it.
 */
export async function vacuumIfDead(pool: Pool, log: (m: string) => void): Promise<void> {
  const {
    rows: [t],
  } = await pool.query<{live: string; dead: string}>(
    `SELECT n_live_tup AS live, n_dead_tup AS dead FROM pg_stat_user_tables WHERE relname = 'product_serial'`,
  );
  if (!t || Number(t.dead) <= 0.1 * Number(t.live)) return;
  log(`VACUUM product_serial first (${t.dead} dead rows beside ${t.live} live ones)`);
  await pool.query('VACUUM (ANALYZE) product_serial');
}

/**
 * The bench's own embedded PostgreSQL (never the developer's database, whatever DATABASE_URL says):
 * BENCH_DATA_DIR (default .data/bench) on BENCH_PG_PORT (default 54390); and where results go.
 */
export function benchPlaces(name: string) {
  const repoRoot = resolve(__dirname, '..', '..', '..');
  const pgPort = Number(process.env.BENCH_PG_PORT || 54390);
  const dataDir = process.env.BENCH_DATA_DIR ? resolve(process.env.BENCH_DATA_DIR) : join(repoRoot, '.data', 'bench');
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOAD_DEMO_FIXTURES: 'true',
  });
  const resultsDir = join(repoRoot, 'bench', 'results');
  mkdirSync(resultsDir, {recursive: true});
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return {
    config,
    resultsDir,
    filesDir: join(config.dataDir, 'files'),
    stamp,
    resultFile: join(resultsDir, `${name}-${stamp}.json`),
    serverLog: join(resultsDir, `${name}-${stamp}.server.log`),
  };
}

/**
 * A feed primed with `serials` fresh serials (ten a batch), generating more first when the database has
 * too few available ones: the serials a load of installations will use up. `lowWater`: refill in the background
 * when this few batches are left (0: only once none is, for a measurement that must not share PostgreSQL).
 */
export async function freshSerials(
  pool: Pool,
  serials: number,
  log: (m: string) => void,
  lowWater = 0,
): Promise<SerialFeed> {
  const {usable} = await serialCounts(pool);
  if (usable < serials) {
    log(`generating serials: ${usable} available, the run needs about ${serials}`);
    // About 60% of generated serials are available ones of approved models.
    await generate(pool, {serials: Math.ceil((serials - usable) / 0.6), brands: 8, chunk: 250_000, jobs: 2, log});
  }
  const today = (await pool.query<{d: string}>('SELECT current_date::text AS d')).rows[0].d;
  const feed = new SerialFeed(pool, today, lowWater);
  await feed.prime(Math.ceil(serials / 10));
  return feed;
}

/** `count` batches of fresh serials, taken once, for a bench that sends the same ones (or one by one) itself. */
export async function fixedBatches(pool: Pool, count: number, log: (m: string) => void): Promise<BenchBatch[]> {
  const feed = await freshSerials(pool, count * 15 + 2000, log);
  const batches: BenchBatch[] = [];
  for (let b = feed.take(); b && batches.length < count; b = feed.take()) batches.push(b);
  if (batches.length < count) throw new Error(`only ${batches.length} batches of fresh serials`);
  return batches;
}

/**
 * The bench database for a measurement of PostgreSQL itself: server settings for its duration (ALTER SYSTEM,
 * reloaded), a one-connection pool to measure through, and what a result is written with. `close` puts it all back.
 */
export async function openMeasuredDatabase(name: string, settings: Record<string, string>) {
  const log = (m: string) => console.error(`[bench] ${m}`);
  const places = benchPlaces(name);
  const db = await openDatabaseWithFixtures(places.config, {poolSize: 3, log});
  for (const [setting, value] of Object.entries(settings))
    await db.pool.query(`ALTER SYSTEM SET ${setting} = '${value}'`);
  await db.pool.query('SELECT pg_reload_conf()');
  const pool = new Pool({connectionString: db.url, max: 1});
  return {
    log,
    db,
    pool,
    write(result: object): void {
      writeFileSync(places.resultFile, JSON.stringify(result, null, 2));
      console.log(JSON.stringify(result, null, 2));
      log(`written ${places.resultFile}`);
    },
    async close(): Promise<void> {
      await db.pool.query('ALTER SYSTEM RESET ALL').catch(() => undefined);
      await db.pool.query('SELECT pg_reload_conf()').catch(() => undefined);
      await pool.end();
      await db.close();
    },
  };
}
