import {Pool, PoolClient} from 'pg';
import {withTransaction} from '@voltcheck/api/dist/database';
import {bulkTransaction} from './bulk-transaction';
import {RETAILERS} from './generate-chunk';
import {runTag} from './generate-data';
import {appProviders} from './generate-reference';

/**
 * Stock checks: the serial checks (request type 3) that suppliers and retailers make of stored serials
 * before installing them, in batches of CHECK_BATCH consecutive serials, each at a time between the
 * serials' upload and today. They bring a database's verification logs to a target (`npm run generate
 * -- --logs N`) without more serials: real schemes hold several logs per serial. One checked serial in
 * twenty is mistyped, a NOT_FOUND failed serial of its brand's manufacturer, as the installations' typos are.
 */

const CHECK_BATCH = 10;
/** Serial ids per transaction: one pass over this window makes one check of each of its serials. */
const WINDOW = 200_000;

export interface ChecksOptions {
  /** Verification logs the database should hold when done. */
  logs: number;
  jobs: number;
  log?: (m: string) => void;
}

export interface ChecksSummary {
  logsBefore: number;
  logsAdded: number;
  batchesAdded: number;
  seconds: number;
  logsPerSecond: number;
}

export async function addStockChecks(pool: Pool, opts: ChecksOptions): Promise<ChecksSummary> {
  const log = opts.log ?? (() => undefined);
  const started = Date.now();
  const done = (logsBefore: number) => ({logsBefore, logsAdded: 0, batchesAdded: 0, seconds: 0, logsPerSecond: 0});
  // The planner's estimate answers a database already at its target without counting tens of millions of rows.
  const estimate = await pool.query<{n: string}>(
    `SELECT reltuples::bigint AS n FROM pg_class WHERE relname = 'product_log'`,
  );
  if (Number(estimate.rows[0]?.n ?? -1) >= opts.logs) return done(Number(estimate.rows[0].n));
  const {
    rows: [range],
  } = await pool.query<{logs: string; lo: string | null; hi: string | null}>(
    `SELECT (SELECT count(*) FROM product_log) AS logs, min(id) AS lo, max(id) AS hi FROM product_serial`,
  );
  const logsBefore = Number(range.logs);
  const need = opts.logs - logsBefore;
  if (need <= 0 || range.lo === null) return done(logsBefore);
  const summary = {logsBefore, logsAdded: 0, batchesAdded: 0};
  // Windows start on a multiple of CHECK_BATCH (so does WINDOW): a batch's serials are never split between two windows.
  const lo = Math.floor(Number(range.lo) / CHECK_BATCH) * CHECK_BATCH;
  const hi = Number(range.hi);
  const tag = runTag();
  const apps = await withTransaction(pool, appProviders);
  log(`stock checks ${tag}: ${logsBefore} logs stored, adding about ${need}`);

  const windowsPerPass = Math.ceil((hi - lo + 1) / WINDOW);
  let next = 0;
  // A whole pass that checked nothing (every serial withdrawn) would check nothing on the next one either.
  const more = () => summary.logsAdded < need && !(next >= windowsPerPass && summary.logsAdded === 0);
  const worker = async (): Promise<void> => {
    while (more()) {
      const n = next++;
      const pass = Math.floor(n / windowsPerPass);
      const from = lo + (n % windowsPerPass) * WINDOW;
      const added = await bulkTransaction(pool, db =>
        writeChecks(db, {tag, pass, from, to: Math.min(hi, from + WINDOW - 1), apps}),
      );
      summary.logsAdded += added.logs;
      summary.batchesAdded += added.batches;
      const s = (Date.now() - started) / 1000;
      log(`${summary.logsAdded}/${need} check logs (${Math.round(summary.logsAdded / s)}/s), ${s.toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({length: Math.max(1, opts.jobs)}, worker));
  await pool.query('ANALYZE verification_batch, product_log');
  const seconds = (Date.now() - started) / 1000;
  return {...summary, seconds: Number(seconds.toFixed(1)), logsPerSecond: Math.round(summary.logsAdded / seconds)};
}

async function writeChecks(
  db: PoolClient,
  w: {tag: string; pass: number; from: number; to: number; apps: number[]},
): Promise<{logs: number; batches: number}> {
  // Each checked serial, with its group (one batch) and whether this check mistyped it.
  await db.query(
    `CREATE TEMP TABLE check_item ON COMMIT DROP AS
     SELECT ps.id AS serial_id, ps.id / ${CHECK_BATCH} AS grp, ps.manufacturer_id, ps.product_id, ps.uploaded_on, b.name::text AS brand,
            p.model::text AS model, x.mistyped,
            CASE WHEN x.mistyped THEN overlay(ps.serial_norm PLACING 'X' FROM length(ps.serial_norm) - 2 FOR 1) ELSE ps.serial END AS serial,
            CASE WHEN x.mistyped THEN overlay(ps.serial_norm PLACING 'X' FROM length(ps.serial_norm) - 2 FOR 1) ELSE ps.serial_norm END AS serial_norm
       FROM product_serial ps JOIN product p ON p.id = ps.product_id JOIN brand b ON b.id = ps.brand_id,
            LATERAL (SELECT (ps.id * 2654435761 + $3::bigint * 40503) % 20 = 7 AS mistyped) x
      WHERE ps.id BETWEEN $1 AND $2 AND ps.state <> 'withdrawn'`,
    [w.from, w.to, w.pass],
  );
  // One batch per group: who checked, with which app, when (between the upload and today).
  const {rowCount: batches} = await db.query(
    `CREATE TEMP TABLE check_batch ON COMMIT DROP AS
     SELECT md5($1 || ':' || $2 || ':' || c.grp)::uuid AS id, $1 || '-c' || $2 || '-' || c.grp AS request_id, c.grp, ap.id AS app_provider_id,
            ap.name AS app_name, ($4::text[])[1 + (c.h / 7) % array_length($4::text[], 1)] AS requester,
            least(now(), c.up::date + (c.h % greatest(1, current_date - c.up::date))::int + make_interval(hours => 8, mins => (c.h % 600)::int))::timestamptz AS at,
            c.items, c.results
       FROM (SELECT grp, max(uploaded_on) AS up, (grp * 2654435761 + $2::bigint * 97531) % 4294967296 AS h,
                    json_agg(json_build_object('serial', serial, 'brand', brand, 'model', model) ORDER BY serial_id) AS items,
                    json_agg(CASE WHEN mistyped THEN json_build_object('serial', serial, 'verified', false, 'reason', 'NOT_FOUND')
                                  ELSE json_build_object('serial', serial, 'verified', true, 'reason', 'VERIFIED', 'brand', brand, 'model', model) END
                             ORDER BY serial_id) AS results
               FROM check_item GROUP BY grp) c
       JOIN app_provider ap ON ap.id = ($3::int[])[1 + c.h % array_length($3::int[], 1)]`,
    [w.tag, w.pass, w.apps, RETAILERS],
  );
  await db.query(
    `INSERT INTO verification_batch (id, app_provider_id, request_id, request_hash, request_type, content_type, request_body, response_type,
       response_body, signature, installation_id, created_on)
     SELECT b.id, b.app_provider_id, b.request_id, encode(sha256(x.req), 'hex'), 3, 'json', x.req, 'json', x.resp, 'generated', NULL, b.at
       FROM check_batch b,
            LATERAL (SELECT convert_to(json_build_object('requestId', b.request_id, 'requestType', 3,
                        'requester', json_build_object('name', b.requester, 'type', 'retailer'), 'items', b.items)::text, 'UTF8') AS req,
                     convert_to(json_build_object('batchId', b.id, 'requestId', b.request_id, 'requestType', 3, 'verifiedAt', b.at,
                        'results', b.results)::text, 'UTF8') AS resp) x`,
  );
  const {rowCount: logs} = await db.query(
    `INSERT INTO product_log (batch_id, product_serial_id, manufacturer_id, product_id, failed_serial, serial_norm, requested_brand, requested_model,
       requester_name, requester_abn, requester_type, requester_app_name, requested_time, status, reason)
     SELECT b.id, CASE WHEN NOT i.mistyped THEN i.serial_id END, i.manufacturer_id, i.product_id,
            i.serial, i.serial_norm, i.brand, i.model, b.requester, '5' || lpad(((b.grp * 7919) % 10000000000)::text, 10, '0'), 3, b.app_name,
            b.at, CASE WHEN i.mistyped THEN 0 ELSE 1 END, CASE WHEN i.mistyped THEN 'NOT_FOUND' ELSE 'VERIFIED' END
       FROM check_item i JOIN check_batch b ON b.grp = i.grp`,
  );
  return {logs: logs ?? 0, batches: batches ?? 0};
}
