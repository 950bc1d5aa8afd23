import {RunningServer} from '../../server';
import {client, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {
  givenAppProvider,
  givenAppToken,
  givenModel,
  givenSerials,
  postVerification,
  unique,
  verificationRequest,
} from '../helpers/verification.helpers';

const PRODUCTS = `query($filter: String) { products(filter: $filter, first: 10) {
  list { productId model serialStats { failed installed pending totalRequests } } } }`;
const MODEL_FAILED = `query($id: ID!) { ProductFailedSerialsByProductId(id: $id, first: 100) { count list { failedSerial } } }`;
const DASHBOARD_FAILED = `query($filter: String) { FailedProductSerialListing(first: 100, filter: $filter) { count list { failedSerial } } }`;

describe('a model shows the failed requests the dashboard shows of it', () => {
  let server: RunningServer;
  let app: string;
  let madmin: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    app = await givenAppToken(server, await givenAppProvider(server));
    madmin = await givenToken(server, 'madmin');
  });
  afterAll(() => server.stop());

  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await client(server).post('/graphql').set('Authorization', `Bearer ${madmin}`).send({query, variables});
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  /** The recount over the raw logs and serials of one model. */
  const recount = async (productId: number) =>
    (
      await server.pool.query(
        `SELECT (SELECT count(*)::int FROM product_log WHERE product_id = $1 AND status = 0 AND resolved_on IS NULL) AS failed,
                (SELECT count(*)::int FROM product_log WHERE product_id = $1) AS "totalRequests",
                (SELECT count(*)::int FROM product_serial WHERE product_id = $1 AND state = 'installed') AS installed,
                (SELECT count(*)::int FROM product_serial WHERE product_id = $1 AND state = 'available') AS pending`,
        [productId],
      )
    ).rows[0];

  it('a serial not stored, sent with a model of the brand: counted and listed on that model and on the dashboard', async () => {
    const model = await givenModel(server, '2020-01-01', '2035-01-01');
    const [stored] = await givenSerials(server, {model});
    const missing = unique('NOSUCH');
    await postVerification(
      server,
      app,
      verificationRequest([
        {serial: missing, model},
        {serial: stored, model},
      ]),
    ).expect(200);

    const {
      products: {list},
    } = await gql(PRODUCTS, {filter: model});
    expect(list).toHaveLength(1);
    const [row] = list;
    expect(row.serialStats).toEqual(await recount(row.productId));
    expect(row.serialStats).toMatchObject({failed: 1, totalRequests: 2});

    const byModel = (await gql(MODEL_FAILED, {id: row.productId})).ProductFailedSerialsByProductId;
    expect(byModel.list.map((l: {failedSerial: string}) => l.failedSerial)).toEqual([missing]);
    expect(byModel.count).toBe(row.serialStats.failed);
    const dashboard = (await gql(DASHBOARD_FAILED, {filter: missing})).FailedProductSerialListing;
    expect(dashboard.list.map((l: {failedSerial: string}) => l.failedSerial)).toEqual([missing]);
  });
});
