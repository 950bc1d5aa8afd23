import {statusIsAvailable} from '../../models';
import {RunningServer} from '../../server';
import {client, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {statusOf} from '../helpers/recall.helpers';
import {postVerification, verificationRequest} from '../helpers/verification.helpers';

const PRODUCTS = `query($filter: String) { products(filter: $filter, first: 10) {
  count list { productId model serialStats { failed installed pending totalRequests } } } }`;
const ADMIN_PRODUCTS = `query($filter: String, $manufacturerId: ID) { products(filter: $filter, first: 10, manufacturerId: $manufacturerId) {
  count list { productId model test } } }`;
const PRODUCT = `query($productId: ID!) { product(productId: $productId) { model } }`;
const WITHOUT_LINE = `query($filter: String) { productNotHavingProductline(filter: $filter, first: 50) { count list { model } } }`;
const SERIALS = `query($type: Int, $filter: String, $status: String) { ProductSerialListing(type: $type, filter: $filter, status: $status, first: 100) {
  count list { serial test } } }`;
const FAILED = `query($filter: String) { FailedProductSerialListing(first: 100, filter: $filter) { count list { failedSerial } } }`;

describe('sandbox serials stay out of a manufacturer’s screens', () => {
  let server: RunningServer;
  let madmin: string;
  let admin: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    madmin = await givenToken(server, 'madmin');
    admin = await givenToken(server, 'admin');
  });
  afterAll(() => server.stop());

  const gql = async (token: string, query: string, variables: Record<string, unknown>) => {
    const res = await client(server).post('/graphql').set('Authorization', `Bearer ${token}`).send({query, variables});
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const demoEnergy = async () =>
    (
      await server.pool.query(
        `SELECT m.id FROM manufacturer m JOIN brand b ON b.id = m.brand_id WHERE b.name = 'Demo Energy'`,
      )
    ).rows[0].id as number;

  it('counts, model counts and the Available list leave them out; an administrator sees them marked as test', async () => {
    const manufacturer = await demoEnergy();
    const {rows} = await server.pool.query(
      `SELECT count(*) FILTER (WHERE sandbox)::int AS sandbox,
              count(*) FILTER (WHERE NOT sandbox AND state = 'available')::int AS available,
              count(*) FILTER (WHERE NOT sandbox AND state = 'available' AND st.status IS NULL)::int AS plain,
              count(*) FILTER (WHERE NOT sandbox)::int AS total
         FROM product_serial ps LEFT JOIN serial_status st ON st.product_serial_id = ps.id WHERE ps.manufacturer_id = $1`,
      [manufacturer],
    );
    expect(rows[0].sandbox).toBeGreaterThanOrEqual(100);

    // the dashboard's counts and the Available tab
    const all = (await gql(madmin, SERIALS, {})).ProductSerialListing;
    expect(all.count).toBe(rows[0].total);
    const available = (await gql(madmin, SERIALS, {type: 2})).ProductSerialListing;
    expect(available.count).toBe(rows[0].available);
    // filtered by status: the kept count less the serials not available, the sandbox's recalled ones not among them
    const plain = (await gql(madmin, SERIALS, {type: 2, status: 'available'})).ProductSerialListing;
    expect(plain.count).toBe(rows[0].plain);
    const searched = (await gql(madmin, SERIALS, {type: 2, filter: 'SANDBOX'})).ProductSerialListing;
    expect(searched).toEqual({count: 0, list: []});

    // a sandbox-only model is not in the manufacturer's models (see below)
    const expired = (await gql(madmin, PRODUCTS, {filter: 'DE-EXPIRED'})).products;
    expect(expired).toEqual({count: 0, list: []});

    // the administrator sees them, marked
    const shown = (await gql(admin, SERIALS, {type: 2, filter: 'SANDBOX-EXPIRED-'})).ProductSerialListing;
    expect(shown.count).toBe(20);
    expect(shown.list.every((s: {test: boolean}) => s.test)).toBe(true);
  });

  it('a request about a sandbox serial is kept but counted and listed for no manufacturer', async () => {
    const token = await client(server)
      .post('/api/v1/oauth/token')
      .type('form')
      .send({grant_type: 'client_credentials', client_id: 'demo-app', client_secret: 'demo-app-secret'})
      .expect(200);
    const [de10] = (await gql(madmin, PRODUCTS, {filter: 'DE-10'})).products.list.filter(
      (m: {model: string}) => m.model === 'DE-10',
    );
    const serial = 'SANDBOX-WITHDRAWN-000007';
    await postVerification(
      server,
      token.body.access_token,
      verificationRequest([{serial, brand: 'Demo Energy', model: 'DE-10'}]),
    ).expect(200);

    const logs = await server.pool.query(
      'SELECT manufacturer_id, product_id, product_serial_id FROM product_log WHERE failed_serial = $1',
      [serial],
    );
    expect(logs.rows).toHaveLength(1);
    expect(logs.rows[0]).toMatchObject({manufacturer_id: null, product_id: null});
    expect(logs.rows[0].product_serial_id).not.toBeNull();

    const [after] = (await gql(madmin, PRODUCTS, {filter: 'DE-10'})).products.list.filter(
      (m: {model: string}) => m.model === 'DE-10',
    );
    expect(after.serialStats).toEqual(de10.serialStats);
    expect((await gql(madmin, FAILED, {filter: serial})).FailedProductSerialListing.count).toBe(0);

    const exported = await client(server)
      .get('/api/serials/historic/export?format=csv&query=SANDBOX')
      .set('Authorization', `Bearer ${madmin}`)
      .expect(200);
    expect(exported.text).not.toContain('SANDBOX');
  });

  it('a manufacturer cannot change the status of a sandbox serial: it is not one of its serials', async () => {
    const {rows} = await server.pool.query(
      `SELECT serial FROM product_serial ps
        WHERE sandbox AND ${statusIsAvailable()} ORDER BY id LIMIT 1`,
    );
    const [{serial}] = rows;
    const res = await client(server)
      .post('/api/serials/status')
      .set('Authorization', `Bearer ${madmin}`)
      .send({serials: [serial], status: 'ineligible', reason: 'Not ours to change'})
      .expect(200);
    expect(res.body).toEqual({changed: 0, problems: [{row: 1, serial, problem: 'No such serial of yours.'}]});
    expect(await statusOf(server, [serial])).toEqual({[serial]: 'available'});
  });

  it('a model of the sandbox only is in no list, count or picker of its manufacturer; administrators see it marked', async () => {
    const manufacturer = await demoEnergy();
    const {rows} = await server.pool.query(
      `SELECT p.id, p.model::text AS model FROM product p JOIN manufacturer m ON m.brand_id = p.brand_id
        WHERE m.id = $1 AND p.sandbox ORDER BY p.model`,
      [manufacturer],
    );
    expect(rows.map(r => r.model)).toEqual(['DE-EXPIRED', 'DE-FUTURE']);
    const real = await server.pool.query(
      `SELECT count(*)::int AS n FROM product p JOIN manufacturer m ON m.brand_id = p.brand_id WHERE m.id = $1 AND NOT p.sandbox`,
      [manufacturer],
    );

    // the Models list and its count
    const models = (await gql(madmin, PRODUCTS, {filter: 'DE-'})).products;
    expect(models.list.map((m: {model: string}) => m.model)).not.toContain('DE-EXPIRED');
    expect(models.list.map((m: {model: string}) => m.model)).not.toContain('DE-FUTURE');
    expect((await gql(madmin, PRODUCTS, {})).products.count).toBe(real.rows[0].n);
    // its detail answers as an unknown model
    const detail = await client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${madmin}`)
      .send({query: PRODUCT, variables: {productId: String(rows[0].id)}});
    expect(detail.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // the product lines' assign page never offers it
    const offered = (await gql(madmin, WITHOUT_LINE, {filter: 'DE-'})).productNotHavingProductline;
    expect(offered.list.map((m: {model: string}) => m.model)).not.toContain('DE-EXPIRED');

    // the administrator sees them, marked as test
    const shown = (await gql(admin, ADMIN_PRODUCTS, {filter: 'DE-', manufacturerId: String(manufacturer)})).products;
    const marked = shown.list.filter((m: {test: boolean}) => m.test).map((m: {model: string}) => m.model);
    expect(marked).toEqual(['DE-EXPIRED', 'DE-FUTURE']);
    expect(shown.list.find((m: {model: string}) => m.model === 'DE-10').test).toBe(false);
  });

  it('a request naming a model of the sandbox only (a serial not stored) belongs to no manufacturer', async () => {
    const manufacturer = await demoEnergy();
    const token = await client(server)
      .post('/api/v1/oauth/token')
      .type('form')
      .send({grant_type: 'client_credentials', client_id: 'demo-app', client_secret: 'demo-app-secret'})
      .expect(200);
    const before = await server.pool.query(
      'SELECT failed, total_requests FROM manufacturer_stats_now WHERE manufacturer_id = $1',
      [manufacturer],
    );
    const serial = 'NOT-STORED-EXPIRED-1';
    await postVerification(
      server,
      token.body.access_token,
      verificationRequest([{serial, brand: 'Demo Energy', model: 'DE-EXPIRED'}]),
    ).expect(200);
    const logs = await server.pool.query(
      'SELECT manufacturer_id, product_id FROM product_log WHERE failed_serial = $1',
      [serial],
    );
    expect(logs.rows).toEqual([{manufacturer_id: null, product_id: null}]);
    await server.pool.query('SELECT fold_batch_counts(true)');
    const after = await server.pool.query(
      'SELECT failed, total_requests FROM manufacturer_stats_now WHERE manufacturer_id = $1',
      [manufacturer],
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('a sandbox serial opened by its id or number answers as unknown to its manufacturer, on REST and GraphQL', async () => {
    const {rows} = await server.pool.query(`SELECT id, serial FROM product_serial WHERE sandbox ORDER BY id LIMIT 1`);
    const [{id, serial}] = rows;
    const HISTORY = `query($id: ID!) { historyForSerial(productSerialId: $id) { serial } }`;
    const IMAGES = `query($id: ID!) { serialImages(productSerialId: $id) { imageId } }`;
    const ask = (token: string, query: string) =>
      client(server)
        .post('/graphql')
        .set('Authorization', `Bearer ${token}`)
        .send({query, variables: {id: String(id)}});

    // the serial history dialog (GraphQL) and the serial's photos
    for (const query of [HISTORY, IMAGES]) {
      const refused = await ask(madmin, query);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    // its status history (REST), as for a serial that does not exist
    const unknown = await client(server)
      .get('/api/serials/NO-SUCH-SERIAL-1/status-history')
      .set('Authorization', `Bearer ${madmin}`)
      .expect(404);
    const sandbox = await client(server)
      .get(`/api/serials/${serial}/status-history`)
      .set('Authorization', `Bearer ${madmin}`)
      .expect(404);
    expect(sandbox.body.error?.message ?? sandbox.body.detail).toBe(unknown.body.error?.message ?? unknown.body.detail);

    // an administrator opens it
    const shown = await ask(admin, HISTORY);
    expect(shown.body.errors).toBeUndefined();
    expect(shown.body.data.historyForSerial.serial).toBe(serial);
    await client(server)
      .get(`/api/serials/${serial}/status-history`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
  });
});
