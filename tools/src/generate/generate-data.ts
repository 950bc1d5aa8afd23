import {Pool} from 'pg';
import {withTransaction} from '@voltcheck/api/dist/database';
import {bulkTransaction} from './bulk-transaction';
import {writeChunk} from './generate-chunk';
import {writeSystems} from './generate-systems';
import {chunksOf, makePlan, Plan} from './generate-plan';
import {appProviders, insertReference, insertUploads, PlanIds} from './generate-reference';

export interface GenerateOptions {
  serials: number;
  brands: number;
  /** Serials per transaction (one brand's uploads at a time). */
  chunk: number;
  /** Chunks written at once, on different brands (so their count rows never meet). */
  jobs: number;
  /** Every serial of one model (see makePlan). */
  singleModel?: boolean;
  /** Battery systems of the first brand: units uploaded with nine modules each under them (writeSystems). */
  systems?: number;
  log?: (m: string) => void;
}

export interface GenerateSummary {
  tag: string;
  seconds: number;
  serialsPerSecond: number;
  brands: string[];
  models: number;
  distributors: number;
  uploads: {total: number; deleted: number};
  serials: number;
  systems: {units: number; modules: number} | null;
  installations: number;
  verificationBatches: number;
  productLogs: number;
  statsCheck: Array<Record<string, number | string | boolean>>;
}

/** A tag unique per second, so a second run adds serials under new prefixes. */
export function runTag(): string {
  return (Math.floor(Date.now() / 1000) - 1_700_000_000).toString(36).toUpperCase();
}

/** Writes a plan's rows: the reference rows in one transaction, then the chunks, `jobs` at a time. */
export async function generate(pool: Pool, opts: GenerateOptions): Promise<GenerateSummary> {
  const log = opts.log ?? (() => undefined);
  const started = Date.now();
  const {
    rows: [ref],
  } = await pool.query<{postcodes: number; today: string; names: string[]}>(
    `SELECT (SELECT count(*)::int FROM postcode) AS postcodes, current_date::text AS today,
            (SELECT coalesce(array_agg(lower(name::text)), '{}') FROM brand) AS names`,
  );
  if (!ref.postcodes)
    throw new Error('The postcode table is empty: load the reference fixtures first (npm run fixtures).');
  const plan = makePlan({
    serials: opts.serials,
    brands: opts.brands,
    tag: runTag(),
    today: ref.today,
    takenBrandNames: new Set(ref.names),
    singleModel: opts.singleModel,
  });
  const ids = await referenceRows(pool, plan);
  log(`run ${plan.tag}: ${plan.brands.length} brands, ${plan.uploads.length} uploads, ${plan.total} serials`);

  const pending = chunksOf(plan, opts.chunk);
  const busy = new Set<number>();
  const totals = {serials: 0, installations: 0, batches: 0, logs: 0};
  const worker = async (): Promise<void> => {
    for (;;) {
      const next = pending.findIndex(c => !busy.has(c.brand));
      if (next < 0) {
        if (!pending.length) return;
        await new Promise(r => setTimeout(r, 50));
        continue;
      }
      const [chunk] = pending.splice(next, 1);
      busy.add(chunk.brand);
      try {
        const counts = await bulkTransaction(pool, db => writeChunk(db, plan, ids, chunk.uploads));
        for (const k of Object.keys(totals) as Array<keyof typeof totals>) totals[k] += counts[k];
        const s = (Date.now() - started) / 1000;
        log(
          `${totals.serials}/${plan.total} serials (${Math.round(totals.serials / s)}/s), ${totals.logs} logs, ${s.toFixed(1)} s`,
        );
      } finally {
        busy.delete(chunk.brand);
      }
    }
  };
  await Promise.all(Array.from({length: Math.max(1, opts.jobs)}, worker));

  const systems = opts.systems
    ? await withTransaction(pool, db =>
        writeSystems(db, {
          ...ids.brands[0],
          code: plan.brands[0].code,
          units: opts.systems!,
          approvedDate: new Date(Date.parse(plan.today) - 400 * 86_400_000).toISOString().slice(0, 10),
          uploadedOn: new Date(Date.parse(plan.today) - 5 * 86_400_000).toISOString(),
        }),
      )
    : null;
  if (systems) log(`${systems.units} battery systems of ${systems.modules / Math.max(systems.units, 1)} modules`);

  log('analyze');
  await pool.query('ANALYZE installation, upload, product_serial, verification_batch, product_log');
  const seconds = (Date.now() - started) / 1000;
  return {
    tag: plan.tag,
    seconds: Number(seconds.toFixed(1)),
    serialsPerSecond: Math.round(totals.serials / seconds),
    brands: plan.brands.map(b => b.name),
    models: plan.brands.reduce((a, b) => a + b.models.length, 0),
    distributors: plan.distributors.length,
    uploads: {total: plan.uploads.length, deleted: plan.uploads.filter(u => u.deleted).length},
    serials: totals.serials,
    systems,
    installations: totals.installations,
    verificationBatches: totals.batches,
    productLogs: totals.logs,
    statsCheck: await checkStats(
      pool,
      [...new Set([0, Math.floor(plan.brands.length / 2), plan.brands.length - 1])].map(
        n => ids.brands[n].manufacturerId,
      ),
    ),
  };
}

async function referenceRows(pool: Pool, plan: Plan): Promise<PlanIds> {
  return withTransaction(pool, async db => {
    const reference = await insertReference(db, plan);
    const uploads = await insertUploads(db, plan, reference);
    return {...reference, uploads, appProviders: await appProviders(db)};
  });
}

/** The maintained counts of some manufacturers against counting their rows. */
export async function checkStats(pool: Pool, manufacturerIds: number[]): Promise<GenerateSummary['statsCheck']> {
  const {rows} = await pool.query(
    `SELECT m.id AS "manufacturerId", m.name::text AS name,
            coalesce(s.total_serials, 0) AS "totalSerials", c.serials AS "countedSerials", coalesce(s.installed, 0) AS installed,
            c.installed AS "countedInstalled", coalesce(s.withdrawn, 0) AS withdrawn, c.withdrawn AS "countedWithdrawn",
            coalesce(s.total_requests, 0) AS "totalRequests", l.requests AS "countedRequests", coalesce(s.failed, 0) AS failed, l.failed AS "countedFailed",
            t.installations AS "dayTallyInstallations", ti.installations AS "countedInstallations"
       FROM manufacturer m LEFT JOIN manufacturer_stats_now s ON s.manufacturer_id = m.id
            CROSS JOIN
            LATERAL (SELECT count(*) AS serials, count(*) FILTER (WHERE state = 'installed') AS installed,
                            count(*) FILTER (WHERE state = 'withdrawn') AS withdrawn FROM product_serial WHERE manufacturer_id = m.id) c
            CROSS JOIN LATERAL (SELECT count(*) AS requests, count(*) FILTER (WHERE status = 0 AND resolved_on IS NULL) AS failed
                       FROM product_log WHERE manufacturer_id = m.id) l
            CROSS JOIN LATERAL (SELECT coalesce(sum(installations), 0)::int AS installations FROM (
                         SELECT installations FROM installation_day_tally WHERE dimension = 'manufacturer' AND key = m.id::text
                         UNION ALL
                         SELECT installations FROM installation_day_tally_delta WHERE dimension = 'manufacturer' AND key = m.id::text) x) t
            CROSS JOIN LATERAL (SELECT count(DISTINCT installation_id)::int AS installations FROM product_serial
                       WHERE manufacturer_id = m.id AND installation_id IS NOT NULL) ti
      WHERE m.id = ANY($1::int[]) ORDER BY m.id`,
    [manufacturerIds],
  );
  return rows.map(r => ({
    ...r,
    matches:
      r.totalSerials === r.countedSerials &&
      r.installed === r.countedInstalled &&
      r.withdrawn === r.countedWithdrawn &&
      r.totalRequests === r.countedRequests &&
      r.failed === r.countedFailed &&
      r.dayTallyInstallations === r.countedInstallations,
  }));
}
