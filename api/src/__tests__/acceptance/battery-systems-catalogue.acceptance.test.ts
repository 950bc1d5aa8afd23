import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {loadConfig} from '../../config';
import {RunningServer} from '../../server';
import {FixtureSource, SOURCE_PATHS} from '../../services/sync';
import {client, givenToken} from '../helpers/app.helpers';
import {gql} from '../helpers/import.helpers';
import {givenIsolatedApp} from '../helpers/isolated-app.helpers';

interface Listed {
  brand: string;
  model: string;
  module?: {nominalKWh: number; usableKWh: number};
  system?: {modules: string[]; configurations: {moduleCount: number; nominalKWh: number; usableKWh: number}[]};
}

describe('modular battery products: the CEC products sync and the sandbox', () => {
  let app: Awaited<ReturnType<typeof givenIsolatedApp>>;
  let server: RunningServer;
  let source: FixtureSource;
  let admin: string;
  const query = async (sql: string, params: unknown[] = []) => (await server.pool.query(sql, params)).rows;
  const configurations = (model: string) =>
    query(
      `SELECT c.module_count::int AS n, c.nominal_kwh::float AS nominal, c.usable_kwh::float AS usable
         FROM battery_configuration c JOIN product p ON p.id = c.bmu_product_id WHERE p.model = $1 ORDER BY 1`,
      [model],
    );
  const sync = async () => {
    const started = await client(server)
      .get('/api/sync/cec-products')
      .set('Authorization', `Bearer ${admin}`)
      .expect(202);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const cards = (await client(server).get('/api/sync').set('Authorization', `Bearer ${admin}`).expect(200)).body;
      const card = cards.find((c: {lastRun?: {id: string}}) => c.lastRun?.id === started.body.runId);
      if (card && !card.running) return card.lastRun;
      if (Date.now() > deadline) throw new Error('still running');
      await new Promise(r => setTimeout(r, 150));
    }
  };
  const listed = (): Listed[] =>
    JSON.parse(readFileSync(join(server.config.sources.fixturesDir, 'cec-products.json'), 'utf8')).products;

  beforeAll(async () => {
    const sources = loadConfig({...process.env, NODE_ENV: 'test'}, {jwtSecret: 'unused'}).sources;
    app = await givenIsolatedApp('systems', {sources: {...sources, runSyncs: true}});
    server = app.server;
    source = server.externals.source!;
    admin = await givenToken(server, 'admin');
  });
  afterAll(() => app.drop());
  afterEach(() => source.restore());

  it('the sandbox: DE-STACK with DE-M5 modules (5.0 kWh nominal, 4.6 usable), configurations of 2 to 8 modules', async () => {
    expect(await configurations('DE-STACK')).toEqual(
      [2, 3, 4, 5, 6, 7, 8].map(n => ({n, nominal: n * 5, usable: Math.round(n * 46) / 10})),
    );
    expect(
      await query(
        `SELECT m.nominal_kwh::float AS nominal, m.usable_kwh::float AS usable FROM battery_module_model m
           JOIN battery_module_fit f ON f.module_product_id = m.product_id JOIN product b ON b.id = f.bmu_product_id
          WHERE b.model = 'DE-STACK'`,
      ),
    ).toEqual([{nominal: 5, usable: 4.6}]);
  });

  it('the sandbox: DESTACK-000001..100 each hold four DEM5 modules (unit n: 4n-3..4n); DEM5-000401..600 have no unit', async () => {
    const units = await query(
      `SELECT u.serial, array_agg(m.serial ORDER BY m.serial) AS modules
         FROM product_serial u JOIN product_serial m ON m.parent_serial_id = u.id
        WHERE u.serial IN ('DESTACK-000001', 'DESTACK-000100') GROUP BY u.serial ORDER BY u.serial`,
    );
    expect(units).toEqual([
      {serial: 'DESTACK-000001', modules: ['DEM5-000001', 'DEM5-000002', 'DEM5-000003', 'DEM5-000004']},
      {serial: 'DESTACK-000100', modules: ['DEM5-000397', 'DEM5-000398', 'DEM5-000399', 'DEM5-000400']},
    ]);
    const [counts] = await query(
      `SELECT count(*) FILTER (WHERE serial LIKE 'DESTACK-%')::int AS units,
              count(*) FILTER (WHERE serial LIKE 'DEM5-%' AND parent_serial_id IS NOT NULL)::int AS linked,
              count(*) FILTER (WHERE serial LIKE 'DEM5-%' AND parent_serial_id IS NULL)::int AS unlinked,
              min(serial) FILTER (WHERE serial LIKE 'DEM5-%' AND parent_serial_id IS NULL) AS first,
              max(serial) FILTER (WHERE serial LIKE 'DEM5-%' AND parent_serial_id IS NULL) AS last
         FROM product_serial WHERE serial LIKE 'DESTACK-%' OR serial LIKE 'DEM5-%'`,
    );
    expect(counts).toEqual({units: 100, linked: 400, unlinked: 200, first: 'DEM5-000401', last: 'DEM5-000600'});
  });

  it('the CEC sync brings at least three modular families; changed configurations count; an inconsistent system fails the run', async () => {
    const families = listed().filter(p => p.system);
    expect(families.length).toBeGreaterThanOrEqual(4);
    expect(await sync()).toMatchObject({error: null});
    for (const f of families) {
      expect((await configurations(f.model)).map(c => c.n)).toEqual(f.system!.configurations.map(c => c.moduleCount));
    }
    expect(await configurations('Force H2 FC0500M-40S')).toContainEqual({n: 3, nominal: 10.65, usable: 9.6});
    expect(await sync()).toMatchObject({added: 0, changed: 0, removed: 0});

    const edited = listed().map(p =>
      p.model === 'Force H2 FC0500M-40S'
        ? {...p, system: {...p.system!, configurations: p.system!.configurations.filter(c => c.moduleCount !== 7)}}
        : p.model === 'Force H2 FH48074'
          ? {...p, module: {nominalKWh: 3.55, usableKWh: 3.3}}
          : p,
    );
    source.replace(SOURCE_PATHS.cecProducts.path, {products: edited});
    expect(await sync()).toMatchObject({added: 0, changed: 2, removed: 0, error: null});
    expect((await configurations('Force H2 FC0500M-40S')).map(c => c.n)).toEqual([3, 4, 5, 6]);

    const broken = listed().map(p =>
      p.model === 'DE-STACK' ? {...p, system: {...p.system!, modules: ['NOT-A-MODULE']}} : p,
    );
    source.replace(SOURCE_PATHS.cecProducts.path, {products: broken});
    expect((await sync()).error).toMatch(/incomplete/);
    const overUsable = listed().map(p => (p.model === 'DE-M5' ? {...p, module: {nominalKWh: 5, usableKWh: 6}} : p));
    source.replace(SOURCE_PATHS.cecProducts.path, {products: overUsable});
    expect((await sync()).error).toMatch(/incomplete/);
    expect((await configurations('DE-STACK')).length).toBe(7);
  });

  it("the model detail shows a unit model's modules and configurations, and a module model's capacity (read-only)", async () => {
    const madmin = await givenToken(server, 'madmin');
    const id = async (model: string) => String((await query(`SELECT id FROM product WHERE model = $1`, [model]))[0].id);
    const DETAIL = `query ($productId: ID!) { product(productId: $productId) { model
      batterySystem { modules { model nominalKWh usableKWh } configurations { moduleCount nominalKWh usableKWh approvedDate } }
      batteryModule { nominalKWh usableKWh units } } }`;
    const unit = (await gql(server, madmin, DETAIL, {productId: await id('DE-STACK')})).data.product;
    expect(unit.batterySystem.modules).toEqual([{model: 'DE-M5', nominalKWh: 5, usableKWh: 4.6}]);
    expect(unit.batterySystem.configurations[0]).toEqual({
      moduleCount: 2,
      nominalKWh: 10,
      usableKWh: 9.2,
      approvedDate: '2025-07-01',
    });
    expect(unit.batteryModule).toBeNull();
    const module = (await gql(server, madmin, DETAIL, {productId: await id('DE-M5')})).data.product;
    expect(module).toMatchObject({
      batterySystem: null,
      batteryModule: {nominalKWh: 5, usableKWh: 4.6, units: ['DE-STACK']},
    });
    const plain = (await gql(server, madmin, DETAIL, {productId: await id('DE-10')})).data.product;
    expect(plain).toMatchObject({batterySystem: null, batteryModule: null});
  });
});
