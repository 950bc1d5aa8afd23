import {Pool} from 'pg';
import {createFloorSchema, dropFloorSchema, FLOOR_SCHEMA} from '../../bench/bench-floor';
import {SerialFeed} from '../../bench/bench-feed';
import {pgPhase} from '../../bench/bench-pg';
import {benchProvider} from '../../bench/bench-setup';
import {RunningServer} from '@voltcheck/api/dist/server';
import {givenRunningApp} from '../helpers/app.helpers';

/**
 * `npm run bench -- verification --floor`: the raw baseline's statements on stripped copies. The
 * figure means something only if those statements reach the copies and nothing else, and the
 * copies carry the keys the statements use and no more.
 */
describe('the verification bench floor', () => {
  let server: RunningServer;
  let floorPool: Pool | undefined;

  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(async () => {
    await floorPool?.end();
    await dropFloorSchema(server.pool);
    await server.stop();
  });

  it('runs the raw batches on the copies only, which keep only the keys the statements use', async () => {
    const pool = server.pool;
    const count = async (table: string) => Number((await pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    const realLogs = await count('public.product_log');
    const realInstalled = await count(`public.product_serial WHERE state = 'installed'`);
    const realCountRows = await count('public.count_batch');

    const {searchPath} = await createFloorSchema(pool, () => undefined);
    expect(await count(`${FLOOR_SCHEMA}.product_serial`)).toBe(await count('public.product_serial'));
    floorPool = new Pool({connectionString: server.databaseUrl, max: 3, options: `-c search_path=${searchPath}`});
    const today = (await pool.query<{d: string}>('SELECT current_date::text AS d')).rows[0].d;
    const feed = new SerialFeed(floorPool, today, 0);
    await feed.prime(20);
    const result = await pgPhase({
      pool: floorPool,
      provider: await benchProvider(pool),
      run: `floor-test-${Date.now()}`,
      concurrency: 2,
      warmup: 0,
      duration: 0.5,
      feed,
    });

    // requests counts the batches that ended inside the measured time; verified and notVerified every item recorded,
    // a batch that ended after the stop included.
    const recorded = result.verified + result.notVerified;
    expect(result.requests).toBeGreaterThan(0);
    expect(result.notVerified).toBe(0);
    expect(recorded).toBeGreaterThanOrEqual(10 * result.requests);
    expect(await count(`${FLOOR_SCHEMA}.product_log`)).toBe(recorded);
    expect(await count(`${FLOOR_SCHEMA}.verification_batch`)).toBe(recorded / 10);
    expect(await count(`${FLOOR_SCHEMA}.product_serial WHERE state = 'installed'`)).toBe(
      realInstalled + result.verified,
    );
    // One count row per batch, in the copies' schema too: the real tables, and the fold of the real counts, saw nothing.
    expect(await count(`${FLOOR_SCHEMA}.count_batch`)).toBe(recorded / 10);
    expect(await count('public.product_log')).toBe(realLogs);
    expect(await count(`public.product_serial WHERE state = 'installed'`)).toBe(realInstalled);
    expect(await count('public.count_batch')).toBe(realCountRows);

    const {rows: indexes} = await pool.query<{table: string; columns: string}>(
      `SELECT c.relname AS table, pg_get_indexdef(i.indexrelid) AS columns FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
        WHERE c.relnamespace = $1::regnamespace ORDER BY 1, 2`,
      [FLOOR_SCHEMA],
    );
    expect(indexes.map(i => `${i.table}: ${i.columns.replace(/^.* USING btree /, '')}`)).toEqual([
      "installation: (installation_date, COALESCE(installer_acc_code, ''::text), COALESCE(lower(owner_email), ''::text), COALESCE(post_code, ''::text))",
      'installation: (id)',
      'installation_tally: (installation_id, manufacturer_id, distributor_id)',
      'product_log: (id)',
      'product_serial: (id)',
      'product_serial: (serial_norm, brand_id)',
      'verification_batch: (app_provider_id, request_id)',
      'verification_batch: (id)',
    ]);
    const {
      rows: [{triggers}],
    } = await pool.query(
      `SELECT count(*)::int AS triggers FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relnamespace = $1::regnamespace`,
      [FLOOR_SCHEMA],
    );
    expect(triggers).toBe(0);
  });
});
