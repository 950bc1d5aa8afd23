import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {loadConfig} from '../../config';
import {RunningServer} from '../../server';
import {ANALYTICS_PATH, FixtureSource, SOURCE_PATHS, SYNC_MESSAGES} from '../../services/sync';
import {client, givenToken} from '../helpers/app.helpers';
import {givenImport} from '../helpers/import.helpers';
import {givenIsolatedApp} from '../helpers/isolated-app.helpers';
import {unique} from '../helpers/verification.helpers';

interface Card {
  kind: string;
  title: string;
  running: boolean;
  lastRun: {
    id: string;
    added: number;
    changed: number;
    removed: number;
    error: string | null;
    finishedAt: string | null;
  };
}

describe('the sync operations against the fixture sources (server.md section 6)', () => {
  let app: Awaited<ReturnType<typeof givenIsolatedApp>>;
  let server: RunningServer;
  let source: FixtureSource;
  let admin: string;
  const sourceFile = (name: string) => JSON.parse(readFileSync(join(server.config.sources.fixturesDir, name), 'utf8'));
  const count = async (sql: string, params: unknown[] = []) => Number((await server.pool.query(sql, params)).rows[0].n);

  const cards = async (): Promise<Card[]> =>
    (await client(server).get('/api/sync').set('Authorization', `Bearer ${admin}`).expect(200)).body;
  /** Starts `path` and waits for its run's end on the cards. */
  const sync = async (path: string, verb: 'get' | 'post' = 'get') => {
    const started = await client(server)[verb](`/api/sync/${path}`).set('Authorization', `Bearer ${admin}`).expect(202);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const card = (await cards()).find(c => c.lastRun?.id === started.body.runId);
      if (card && !card.running) return card.lastRun;
      if (Date.now() > deadline) throw new Error(`${path} still running`);
      await new Promise(r => setTimeout(r, 150));
    }
  };

  beforeAll(async () => {
    app = await givenIsolatedApp('sync', {sources: {...givenSources(), runSyncs: true}});
    server = app.server;
    source = server.externals.source!;
    admin = await givenToken(server, 'admin');
  });
  afterAll(() => app.drop());
  afterEach(() => {
    source.restore();
    source.delayMs = 0;
  });

  it('shows seven cards in the order of document 002', async () => {
    expect((await cards()).map(c => c.title)).toEqual([
      'CEC Installers',
      'CEC Products',
      'Manufacturer Products',
      'Reference Data',
      'Newly Approved Apps',
      'Cert Info',
      'Download Analytics Report',
    ]);
  });

  it('CEC Products: adds the list, a newly approved model takes serials at once, changes and delistings counted, a failure changes nothing', async () => {
    const listed = sourceFile('cec-products.json').products as {brand: string; model: string; expiryDate: string}[];
    const before = await count('SELECT count(*) AS n FROM product');
    const first = await sync('cec-products');
    expect(first.error).toBeNull();
    expect(first.added).toBe(listed.length - before);
    expect(await count('SELECT count(*) AS n FROM product')).toBe(listed.length);
    const p = unique('NA');
    const madmin = await givenToken(server, 'madmin');
    const {state} = await givenImport(server, madmin, Buffer.from(`Serial,Model\n${p}-1,DE-20\n`), 'new-model.csv');
    expect(state).toMatchObject({status: 'done', success: 1});

    expect(await sync('cec-products')).toMatchObject({added: 0, changed: 0, removed: 0});

    const edited = listed
      .filter(x => x.model !== 'Powerwall 2')
      .map(x => (x.model === 'DE-5' ? {...x, expiryDate: '2030-01-15'} : x));
    source.replace(SOURCE_PATHS.cecProducts.path, {products: edited});
    expect(await sync('cec-products')).toMatchObject({added: 0, changed: 1, removed: 1, error: null});
    expect(
      (await server.pool.query(`SELECT delisted_on FROM product WHERE model = 'Powerwall 2'`)).rows[0].delisted_on,
    ).not.toBeNull();

    source.replace(SOURCE_PATHS.cecProducts.path, 'upstream trouble', 500);
    const failed = await sync('cec-products');
    expect(failed.error).toContain('500');
    expect(await count('SELECT count(*) AS n FROM product')).toBe(listed.length);
    source.replace(SOURCE_PATHS.cecProducts.path, {products: [{brand: 'Tesla', model: '', productType: 'battery'}]});
    expect((await sync('cec-products')).error).toMatch(/incomplete/);
    expect(await count('SELECT count(*) AS n FROM product WHERE delisted_on IS NULL')).toBe(listed.length - 1);
  });

  it('answers that a run is running to a second request, and runs different operations at once', async () => {
    // Long enough that both runs are still running when the cards are read, on a loaded machine too.
    source.delayMs = 5000;
    const auth = (req: ReturnType<ReturnType<typeof client>['get']>) => req.set('Authorization', `Bearer ${admin}`);
    const first = await auth(client(server).get('/api/sync/new-apps')).expect(202);
    const second = await auth(client(server).get('/api/sync/new-apps')).expect(409);
    expect(second.body.message).toBe(SYNC_MESSAGES.running('newApps'));
    const other = await auth(client(server).get('/api/sync/manufacturer-products')).expect(202);
    const running = (await cards()).filter(c => c.running).map(c => c.kind);
    expect(running).toEqual(expect.arrayContaining(['newApps', 'manufacturerProducts']));
    expect(first.body.runId).not.toBe(other.body.runId);
    source.delayMs = 0;
    for (let i = 0; i < 100 && (await cards()).some(c => c.running); i++) await new Promise(r => setTimeout(r, 200));
    expect((await cards()).filter(c => c.running)).toEqual([]);
  });

  it('CEC Installers: added, changed, removed', async () => {
    const listed = sourceFile('cec-installers.json').installers as {accCode: string; status: string}[];
    expect(await sync('cec-installers')).toMatchObject({added: listed.length, changed: 0, removed: 0, error: null});
    const [gone, changed, ...rest] = listed;
    source.replace(SOURCE_PATHS.cecInstallers.path, {installers: [{...changed, status: 'Suspended'}, ...rest]});
    expect(await sync('cec-installers')).toMatchObject({added: 0, changed: 1, removed: 1});
    expect(await count('SELECT count(*) AS n FROM installer WHERE acc_code = $1', [gone.accCode])).toBe(0);
    expect(
      (await server.pool.query('SELECT status FROM installer WHERE acc_code = $1', [changed.accCode])).rows[0].status,
    ).toBe('Suspended');
  });

  it('audits each run, started and finished, with the administrator who started it, as sentences', async () => {
    const run = (await sync('cec-installers'))!;
    const {body} = await client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${admin}`)
      .send({
        query: `query($id: String) { allAuditLogs(perPage: 10, sortField: "id", sortOrder: "ASC",
          filter: {entity: "SyncRun", entityId: $id}) { action sentence userName } }`,
        variables: {id: run.id},
      })
      .expect(200);
    const entries = body.data.allAuditLogs as {action: string; sentence: string; userName: string | null}[];
    expect(entries.map(e => e.action)).toEqual(['sync.start', 'sync.finish']);
    expect(entries[0].sentence).toMatch(/^Started the .+ sync$/);
    expect(entries[1].sentence).toMatch(/ sync finished: \d+ added, \d+ changed, \d+ removed$/);
    expect(entries.every(e => e.userName === 'admin')).toBe(true);
  });

  it('Manufacturer Products and Newly Approved Apps', async () => {
    const published = sourceFile('manufacturer-products.json');
    published.manufacturers[0].products[0].wattage = 10500;
    source.replace(SOURCE_PATHS.manufacturerProducts.path, published);
    expect(await sync('manufacturer-products')).toMatchObject({changed: 1, error: null});
    expect(await sync('new-apps')).toMatchObject({error: null, removed: 0});
    expect(await count(`SELECT count(*) AS n FROM registry_app WHERE name = 'SunTrack Field'`)).toBe(1);
  });

  it('Reference Data: supplier links take effect with their dates, and end when the registry drops them', async () => {
    const linked = `SELECT count(*) AS n FROM distributor_manufacturer dm JOIN distributor d ON d.id = dm.distributor_id
                     JOIN manufacturer m ON m.id = dm.manufacturer_id
                    WHERE d.name = $1 AND m.name = 'Demo Energy' AND dm.start_date <= current_date AND (dm.end_date IS NULL OR dm.end_date >= current_date)`;
    expect(await count(linked, ['Solar Juice Pty Ltd'])).toBe(0);
    const first = await sync('reference-data', 'post');
    expect(first.error).toBeNull();
    expect(first.added).toBeGreaterThan(0);
    expect(await count(linked, ['Solar Juice Pty Ltd'])).toBe(1);
    expect(await count('SELECT count(*) AS n FROM vsp_endpoint')).toBe(3);

    const registry = sourceFile('vsp-endpoint.json');
    registry.manufacturers[0].suppliers = registry.manufacturers[0].suppliers.filter(
      (s: {name: string}) => s.name !== 'Solar Juice Pty Ltd',
    );
    source.replace(SOURCE_PATHS.referenceData.path, registry);
    expect(await sync('reference-data', 'post')).toMatchObject({removed: 1, error: null});
    expect(await count(linked, ['Solar Juice Pty Ltd'])).toBe(0);
    expect(await count(linked, ['Demo Supply Co'])).toBe(1);
  });

  it('Cert Info answers the JSON of the register; the analytics report is analytics.csv between two date-times', async () => {
    const cert = await client(server)
      .get('/api/sync/cert-info/CERT-DEMO-DE10')
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(cert.body).toMatchObject({certName: 'CERT-DEMO-DE10', brand: 'Demo Energy', model: 'DE-10'});
    const unknown = await client(server)
      .get('/api/sync/cert-info/NO-SUCH')
      .set('Authorization', `Bearer ${admin}`)
      .expect(404);
    expect(unknown.body).toMatchObject({status: false, message: SYNC_MESSAGES.failed});

    const csv = await client(server)
      .get('/api/sync/analytics')
      .query({from: '2026-03-01T00:00:00Z', to: '2026-03-02T23:59:59Z'})
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(csv.headers['content-disposition']).toContain('analytics.csv');
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('date,appName,requests,verified,notVerified,installations');
    expect(lines).toHaveLength(7);

    // A cell the source sends that a spreadsheet would run as a formula arrives neutralised; a plain number (-3)
    // stays a number.
    source.replace(
      ANALYTICS_PATH,
      'date,appName,requests\n2026-03-01T00:00:00Z,"=HYPERLINK(""http://x.example"",""go"")",5\n2026-03-01T00:00:00Z,@SUM(A1),-3\n',
    );
    const unsafe = await client(server)
      .get('/api/sync/analytics')
      .query({from: '2026-03-01T00:00:00Z', to: '2026-03-02T23:59:59Z'})
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(unsafe.text.split('\r\n')).toEqual([
      'date,appName,requests',
      `2026-03-01T00:00:00Z,"'=HYPERLINK(""http://x.example"",""go"")",5`,
      `2026-03-01T00:00:00Z,'@SUM(A1),-3`,
      '',
    ]);
    source.replace(ANALYTICS_PATH, '"unterminated\n');
    await client(server)
      .get('/api/sync/analytics')
      .query({from: '2026-03-01T00:00:00Z', to: '2026-03-02T23:59:59Z'})
      .set('Authorization', `Bearer ${admin}`)
      .expect(502);
    await client(server)
      .get('/api/sync/analytics')
      .query({from: 'x', to: 'y'})
      .set('Authorization', `Bearer ${admin}`)
      .expect(400);
  });

  it('is for administrators only', async () => {
    const madmin = await givenToken(server, 'madmin');
    await client(server).get('/api/sync/cec-products').set('Authorization', `Bearer ${madmin}`).expect(403);
    await client(server).get('/api/sync').expect(401);
  });
});

function givenSources() {
  return loadConfig({...process.env, NODE_ENV: 'test'}, {jwtSecret: 'unused'}).sources;
}
