import {Pool} from 'pg';
import {Args, failUnknown} from '../shared/args';
import {SerialFeed} from './bench-feed';
import {pgPhase} from './bench-pg';
import {benchProvider, fixedBatches, machineInfo, openMeasuredDatabase} from './bench-setup';

export const BATCH_COST_USAGE = `usage: npm run bench -- batch-cost [--batches 200] [--warmup 20]
  What one 10-serial installation batch writes, in figures a busy machine does not move: the bench's embedded
  PostgreSQL, the raw path's statements (bench (b)) one batch at a time, then per batch the WAL bytes (records and
  full-page images apart, by relation, from pg_walinspect), the rows each table gained, changed or lost and the
  calls of each trigger function; then the same for one fold of the maintained counts. Writes bench/results/batch-cost-*.json.`;

const per = (x: number, n: number) => Number((x / n).toFixed(1));

/** WAL between two LSNs: totals, and by relation (a record counted on the relation of its first block). */
async function walBetween(pool: Pool, from: string, to: string) {
  const {
    rows: [total],
  } = await pool.query<{records: string; bytes: string; fpi: string}>(
    `SELECT count(*) AS records, coalesce(sum(record_length), 0) AS bytes, coalesce(sum(fpi_length), 0) AS fpi
       FROM pg_get_wal_records_info($1, $2)`,
    [from, to],
  );
  const {rows} = await pool.query<{relation: string; records: string; bytes: string; fpi: string}>(
    `SELECT coalesce(t.relname || ' (toast)', pg_filenode_relation(b.reltablespace, b.relfilenode)::text,
                     'filenode ' || b.relfilenode) AS relation,
            count(*) AS records, sum(b.record_length - b.block_fpi_length) AS bytes, sum(b.block_fpi_length) AS fpi
       FROM pg_get_wal_block_info($1, $2) b
       LEFT JOIN pg_class c ON c.oid = pg_filenode_relation(b.reltablespace, b.relfilenode)
       LEFT JOIN pg_class t ON t.reltoastrelid = c.oid
      WHERE b.block_id = 0
      GROUP BY 1 ORDER BY 3 DESC`,
    [from, to],
  );
  return {
    records: Number(total.records),
    bytes: Number(total.bytes),
    fpiBytes: Number(total.fpi),
    byRelation: rows.map(r => ({
      relation: r.relation,
      records: Number(r.records),
      bytes: Number(r.bytes),
      fpiBytes: Number(r.fpi),
    })),
  };
}

type TableRows = Map<string, {ins: number; upd: number; del: number}>;

async function tableRows(pool: Pool): Promise<TableRows> {
  await pool.query('SELECT pg_stat_clear_snapshot()');
  const {rows} = await pool.query<{relname: string; ins: string; upd: string; del: string}>(
    'SELECT relname, n_tup_ins AS ins, n_tup_upd AS upd, n_tup_del AS del FROM pg_stat_user_tables',
  );
  return new Map(rows.map(r => [r.relname, {ins: Number(r.ins), upd: Number(r.upd), del: Number(r.del)}]));
}

async function functionCalls(pool: Pool): Promise<Map<string, number>> {
  const {rows} = await pool.query<{funcname: string; calls: string}>(
    'SELECT funcname, calls FROM pg_stat_user_functions',
  );
  return new Map(rows.map(r => [r.funcname, Number(r.calls)]));
}

function rowsDiff(before: TableRows, after: TableRows, n: number) {
  return [...after]
    .map(([table, a]) => {
      const b = before.get(table) ?? {ins: 0, upd: 0, del: 0};
      return {table, inserted: per(a.ins - b.ins, n), updated: per(a.upd - b.upd, n), deleted: per(a.del - b.del, n)};
    })
    .filter(r => r.inserted || r.updated || r.deleted)
    .sort((x, y) => x.table.localeCompare(y.table));
}

/** One measured stretch: what `work` wrote, per `n` batches. */
async function measure(pool: Pool, measured: Pool, n: number, work: () => Promise<void>) {
  // The measured connection's statistics, flushed now rather than at its next idle second.
  const flush = async () => {
    await measured.query('SELECT pg_stat_force_next_flush()');
    await measured.query('SELECT 1');
  };
  await flush();
  const rows0 = await tableRows(pool);
  const calls0 = await functionCalls(pool);
  const lsn0 = (await pool.query<{l: string}>('SELECT pg_current_wal_insert_lsn()::text AS l')).rows[0].l;
  await work();
  const lsn1 = (await pool.query<{l: string}>('SELECT pg_current_wal_insert_lsn()::text AS l')).rows[0].l;
  await flush();
  const rows1 = await tableRows(pool);
  const calls1 = await functionCalls(pool);
  const wal = await walBetween(pool, lsn0, lsn1);
  return {
    walBytes: per(wal.bytes, n),
    walRecordBytes: per(wal.bytes - wal.fpiBytes, n),
    walFpiBytes: per(wal.fpiBytes, n),
    walRecords: per(wal.records, n),
    byRelation: wal.byRelation.map(r => ({
      relation: r.relation,
      records: per(r.records, n),
      bytes: per(r.bytes, n),
      fpiBytes: per(r.fpiBytes, n),
    })),
    rows: rowsDiff(rows0, rows1, n),
    triggerCalls: [...calls1]
      .map(([f, c]) => ({function: f, calls: per(c - (calls0.get(f) ?? 0), n)}))
      .filter(f => f.calls > 0),
  };
}

async function foldAll(pool: Pool): Promise<void> {
  const {
    rows: [f],
  } = await pool.query<{batch: string | null}>(`SELECT to_regproc('fold_batch_counts')::text AS batch`);
  if (f.batch) await pool.query('SELECT fold_batch_counts(true)');
  await pool.query('SELECT fold_stats_deltas(), fold_installation_stats_deltas(), fold_installation_tallies()');
}

export async function batchCostBench(args: Args): Promise<void> {
  failUnknown(args, ['batches', 'warmup', 'help'], BATCH_COST_USAGE);
  const batches = args.number('batches', 200, 10, 100_000);
  const warmup = args.number('warmup', 20, 0, 10_000);
  // Statistics of trigger functions for every session; no autovacuum or timed checkpoint inside a measurement.
  const measured = await openMeasuredDatabase('batch-cost', {
    track_functions: 'pl',
    autovacuum: 'off',
    checkpoint_timeout: '1h',
  });
  const {log, db, pool} = measured;
  try {
    await db.pool.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect');
    const list = await fixedBatches(db.pool, batches + warmup, log);
    const provider = await benchProvider(db.pool);
    const run = async (n: number) => {
      const part = list.splice(0, n);
      const fixed = {take: () => part.shift(), exhausted: true} as unknown as SerialFeed;
      await pgPhase({
        pool,
        provider,
        run: `cost-${Date.now().toString(36)}`,
        concurrency: 1,
        warmup: 0,
        duration: 3600,
        feed: fixed,
      });
    };
    await run(warmup);
    await foldAll(pool);
    await db.pool.query('VACUUM');
    await db.pool.query('CHECKPOINT');
    // A checkpoint's first change to each page logs the whole page: the record bytes are the steady figure.
    const batch = await measure(db.pool, pool, batches, () => run(batches));
    const fold = await measure(db.pool, pool, batches, () => foldAll(pool));
    const result = {
      date: new Date().toISOString(),
      command: `npm run bench -- batch-cost --batches ${batches}`,
      machine: await machineInfo(db.pool),
      batches,
      perBatch: batch,
      foldPerBatch: fold,
    };
    measured.write(result);
  } finally {
    await measured.close();
  }
}
