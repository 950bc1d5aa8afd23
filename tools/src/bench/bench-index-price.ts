import {Pool, PoolClient} from 'pg';
import {VerificationBatchRepository} from '@voltcheck/api/dist/services/verification/verification-batch.repository';
import {Args, failUnknown} from '../shared/args';
import {BenchBatch} from './bench-feed';
import {decideAndRecord} from './bench-pg';
import {benchProvider, fixedBatches, machineInfo, openMeasuredDatabase} from './bench-setup';
import {backendCpuSeconds} from './bench-server';

export const INDEX_PRICE_USAGE = `usage: npm run bench -- index-price [--batches 300] [--repeats 3]
  The price of each index and trigger a 10-serial installation batch meets, in PostgreSQL's CPU: the raw path's read
  and write (bench (b)) for the same --batches batches, in a transaction opened as the server opens a batch's and
  rolled back, once as the schema is and once with one index (not a key) of the tables the batch writes dropped, one
  of their triggers disabled, or all of a table's at once, inside that transaction. The backend's time on a CPU per
  batch, each variant beside a run of the schema, --repeats rounds. Writes bench/results/index-price-*.json.`;

/** The tables a verification batch writes. */
const WRITTEN = ['product_serial', 'product_log', 'installation', 'verification_batch', 'count_batch'];

interface Variant {
  name: string;
  kind: 'index' | 'trigger' | 'indexes' | 'triggers';
  table: string;
  /** What the transaction runs before the batches (DDL is transactional: the rollback undoes it). */
  setup: string | null;
}

async function variantsOf(pool: Pool): Promise<Variant[]> {
  const {rows: indexes} = await pool.query<{table: string; index: string}>(
    `SELECT t.relname AS table, i.relname AS index
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
      ORDER BY 1, 2`,
    [WRITTEN],
  );
  const {rows: triggers} = await pool.query<{table: string; trigger: string}>(
    `SELECT c.relname AS table, g.tgname AS trigger FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
      WHERE c.relname = ANY($1) AND c.relnamespace = 'public'::regnamespace AND NOT g.tgisinternal ORDER BY 1, 2`,
    [WRITTEN],
  );
  // Each table's indexes, and its triggers, all at once: a price too small to see one by one may show in sum.
  const groups: Variant[] = WRITTEN.flatMap(table => {
    const own = indexes.filter(i => i.table === table);
    const fired = triggers.filter(t => t.table === table);
    const indexGroup: Variant = {
      name: `every index of ${table} but its keys (${own.length})`,
      kind: 'indexes',
      table,
      setup: own.map(i => dropIndex(i.index)).join('; '),
    };
    const triggerGroup: Variant = {
      name: `every trigger of ${table} (${fired.length})`,
      kind: 'triggers',
      table,
      setup: `ALTER TABLE public.${quote(table)} DISABLE TRIGGER USER`,
    };
    return [...(own.length > 1 ? [indexGroup] : []), ...(fired.length > 1 ? [triggerGroup] : [])];
  });
  return [
    ...groups,
    ...indexes.map(i => ({
      name: i.index,
      kind: 'index' as const,
      table: i.table,
      setup: dropIndex(i.index),
    })),
    ...triggers.map(t => ({
      name: t.trigger,
      kind: 'trigger' as const,
      table: t.table,
      setup: `ALTER TABLE public.${quote(t.table)} DISABLE TRIGGER ${quote(t.trigger)}`,
    })),
  ];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const dropIndex = (name: string) => `DROP INDEX public.${quote(name)}`;

/** The backend's CPU seconds for the batches of one variant, in a transaction rolled back after them. */
async function cpuOf(
  db: PoolClient,
  store: VerificationBatchRepository,
  backendPid: number,
  variant: Pick<Variant, 'setup'>,
  batches: BenchBatch[],
  run: (db: PoolClient, batch: BenchBatch) => Promise<unknown>,
): Promise<number> {
  // The server's BEGIN: generic plans, and the counting triggers standing aside for a count_batch row.
  await store.begin(db);
  try {
    if (variant.setup) await db.query(variant.setup);
    const before = backendCpuSeconds(backendPid);
    for (const batch of batches) await run(db, batch);
    return backendCpuSeconds(backendPid) - before;
  } finally {
    await db.query('ROLLBACK');
  }
}

export async function indexPriceBench(args: Args): Promise<void> {
  failUnknown(args, ['batches', 'repeats', 'help'], INDEX_PRICE_USAGE);
  const count = args.number('batches', 300, 20, 10_000);
  const repeats = args.number('repeats', 3, 1, 20);
  const measured = await openMeasuredDatabase('index-price', {autovacuum: 'off'});
  const {log, db, pool} = measured;
  try {
    const batches = await fixedBatches(db.pool, count, log);
    const provider = await benchProvider(db.pool);
    const store = new VerificationBatchRepository(pool);
    const client = await pool.connect();
    const backendPid = (await client.query<{pid: number}>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    const run = (c: PoolClient, batch: BenchBatch) => decideAndRecord(c, store, provider, 'price', batch);
    // Each batch is rolled back, so every variant installs the same serials; the dead rows are vacuumed between.
    const measureOne = async (variant: Pick<Variant, 'setup'>) => {
      const cpu = await cpuOf(client, store, backendPid, variant, batches, run);
      await client.query(`VACUUM ${WRITTEN.join(', ')}`);
      return cpu;
    };
    await measureOne({setup: null});
    const variants = await variantsOf(db.pool);
    log(`${variants.length} variants, ${count} batches each, ${repeats} times`);
    const prices = new Map<string, {variant: Variant; saved: number[]}>();
    const schemaCpu: number[] = [];
    for (let r = 0; r < repeats; r++) {
      for (const variant of variants) {
        const schema = await measureOne({setup: null});
        const without = await measureOne(variant);
        schemaCpu.push(schema);
        const entry = prices.get(variant.name) ?? {variant, saved: []};
        entry.saved.push(schema - without);
        prices.set(variant.name, entry);
      }
      log(`round ${r + 1} of ${repeats} done`);
    }
    client.release();
    const ms = (seconds: number) => Number(((seconds / count) * 1000).toFixed(3));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const result = {
      date: new Date().toISOString(),
      command: `npm run bench -- index-price --batches ${count} --repeats ${repeats}`,
      machine: await machineInfo(db.pool),
      batches: count,
      note:
        'PostgreSQL CPU per batch (ms) of the read and the write, without BEGIN/COMMIT or the provider call; ' +
        'savedMs: what dropping the index or disabling the trigger saved, the schema measured beside it ' +
        "(negative: the read used it, or noise). The backend's time on a CPU from /proc/<pid>/schedstat.",
      schemaMsPerBatch: {mean: ms(mean(schemaCpu)), min: ms(Math.min(...schemaCpu)), max: ms(Math.max(...schemaCpu))},
      prices: [...prices.values()]
        .map(p => ({
          kind: p.variant.kind,
          table: p.variant.table,
          name: p.variant.name,
          savedMs: ms(mean(p.saved)),
          savedMsEach: p.saved.map(ms),
        }))
        .sort((a, b) => b.savedMs - a.savedMs),
    };
    measured.write(result);
  } finally {
    await measured.close();
  }
}
