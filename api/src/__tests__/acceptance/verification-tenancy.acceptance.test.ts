import {RunningServer} from '../../server';
import {client, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {givenImport} from '../helpers/import.helpers';
import {
  givenAppToken,
  givenSerials,
  installationOf,
  postVerification,
  unique,
  verificationRequest,
} from '../helpers/verification.helpers';

const FAILED = `query($manufacturerId: ID, $filter: String) {
  FailedProductSerialListing(first: 100, filter: $filter, manufacturerId: $manufacturerId) { count list { failedSerial reason manufacturerId resolvedOn } } }`;
const INSTALLATIONS = `query($manufacturerId: ID) { installations(first: 100, manufacturerId: $manufacturerId) { count list { productInstallationId productSerialCount address { postCode } } } }`;

describe('tenancy of failed serials, logs and installations', () => {
  let server: RunningServer;
  let ids: {demo: number; austral: number; supplyCo: number; distribution: number};
  let prefix: string;

  const gql = async (username: string, query: string, variables: Record<string, unknown> = {}) => {
    const token = await givenToken(server, username);
    return (
      await client(server).post('/graphql').set('Authorization', `Bearer ${token}`).send({query, variables}).expect(200)
    ).body;
  };
  const failedOf = async (username: string, manufacturerId?: number) =>
    (await gql(username, FAILED, {manufacturerId, filter: prefix})).data?.FailedProductSerialListing.list
      .map((l: {failedSerial: string}) => l.failedSerial)
      .sort();

  beforeAll(async () => {
    server = await givenRunningApp();
    const q = async (sql: string) => (await server.pool.query(sql)).rows[0].id as number;
    ids = {
      demo: await q(`SELECT id FROM manufacturer WHERE name = 'Demo Energy'`),
      austral: await q(`SELECT id FROM manufacturer WHERE name = 'Austral Demo Batteries'`),
      supplyCo: await q(`SELECT id FROM distributor WHERE name = 'Demo Supply Co'`),
      distribution: await q(`SELECT id FROM distributor WHERE name = 'Demo Distribution Pty Ltd'`),
    };
    prefix = unique('TEN');
    const [bySupplier] = await givenSerials(server);
    await server.pool.query(
      `UPDATE product_serial SET serial = $2, serial_norm = $2, distributor_id = $3 WHERE serial = $1`,
      [bySupplier, `${prefix}-SUP`, ids.supplyCo],
    );
    const [byDistributor] = await givenSerials(server, {brand: 'Austral Demo Batteries', model: 'ADB-13.5'});
    await server.pool.query(
      `UPDATE product_serial SET serial = $2, serial_norm = $2, distributor_id = $3 WHERE serial = $1`,
      [byDistributor, `${prefix}-DIST`, ids.distribution],
    );
    const token = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
    await postVerification(
      server,
      token,
      verificationRequest([
        {serial: `${prefix}-SUP`, model: 'DE-5'},
        {serial: `${prefix}-UNKNOWN-DE`},
        {serial: `${prefix}-DIST`, brand: 'Austral Demo Batteries', model: 'WRONG'},
        {serial: `${prefix}-UNKNOWN-ADB`, brand: 'Austral Demo Batteries', model: 'ADB-13.5'},
      ]),
    ).expect(200);
  });
  afterAll(() => server.stop());

  it("a manufacturer sees its own brand's failed serials only", async () => {
    expect(await failedOf('madmin')).toEqual([`${prefix}-SUP`, `${prefix}-UNKNOWN-DE`]);
    const other = await gql('madmin', FAILED, {manufacturerId: ids.austral});
    expect(other.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('staff see them with the Read permission, and not without it', async () => {
    expect(await failedOf('mstaff')).toEqual([`${prefix}-SUP`, `${prefix}-UNKNOWN-DE`]);
    await server.pool.query(
      `DELETE FROM staff_permission WHERE user_id = (SELECT id FROM app_user WHERE username = 'mstaff') AND permission_id = 1`,
    );
    try {
      const res = await gql('mstaff', FAILED);
      expect(res.errors[0].extensions.code).toBe('FORBIDDEN');
    } finally {
      await server.pool.query(
        `INSERT INTO staff_permission SELECT id, manufacturer_id, 1 FROM app_user WHERE username = 'mstaff'`,
      );
    }
  });

  it('a supplier sees only what concerns serials its own account uploaded, for linked manufacturers only', async () => {
    expect(await failedOf('supplier')).toEqual([`${prefix}-SUP`]);
    const other = await gql('supplier', FAILED, {manufacturerId: ids.austral});
    expect(other.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('a distributor linked to two manufacturers chooses one, and sees its own uploads there', async () => {
    const none = await gql('distributor', FAILED);
    expect(none.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await failedOf('distributor', ids.austral)).toEqual([`${prefix}-DIST`]);
    expect(await failedOf('distributor', ids.demo)).toEqual([]);
  });

  it('administrators see every manufacturer, or the one they name', async () => {
    expect(await failedOf('admin')).toEqual([
      `${prefix}-DIST`,
      `${prefix}-SUP`,
      `${prefix}-UNKNOWN-ADB`,
      `${prefix}-UNKNOWN-DE`,
    ]);
    expect(await failedOf('admin', ids.austral)).toEqual([`${prefix}-DIST`, `${prefix}-UNKNOWN-ADB`]);
  });

  it('the unfiltered count is the maintained count and drops when a failed serial is resolved by an upload', async () => {
    const count = async () => (await gql('madmin', FAILED, {})).data.FailedProductSerialListing.count;
    const before = await count();
    const stats = (
      await server.pool.query('SELECT failed FROM manufacturer_stats_now WHERE manufacturer_id = $1', [ids.demo])
    ).rows[0].failed;
    expect(before).toBe(Number(stats));
    const {state} = await givenImport(
      server,
      await givenToken(server, 'madmin'),
      Buffer.from(`Serial,Model\n ${prefix}-unknown-de ,DE-10\n`),
      'resolve.csv',
    );
    expect(state).toMatchObject({status: 'done', error: null, success: 1});
    expect(await count()).toBe(before - 1);
    expect(await failedOf('madmin')).toEqual([`${prefix}-SUP`]);
  });

  it('installations: a manufacturer sees those holding its serials, a supplier those holding serials it uploaded', async () => {
    const [own] = await givenSerials(server);
    const [supplied] = await givenSerials(server);
    await server.pool.query('UPDATE product_serial SET distributor_id = $2 WHERE serial = $1', [
      supplied,
      ids.supplyCo,
    ]);
    const token = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
    const a = await postVerification(
      server,
      token,
      verificationRequest([{serial: own}], {requestType: 1, installation: installationOf('2600')}),
    ).expect(200);
    const b = await postVerification(
      server,
      token,
      verificationRequest([{serial: supplied}], {requestType: 1, installation: installationOf('2601')}),
    ).expect(200);
    const idsOf = async (u: string) =>
      (await gql(u, INSTALLATIONS)).data.installations.list.map((i: {productInstallationId: string}) =>
        Number(i.productInstallationId),
      );
    const madmin = await idsOf('madmin');
    expect(madmin).toEqual(expect.arrayContaining([a.body.installationId, b.body.installationId]));
    const supplier = await idsOf('supplier');
    expect(supplier).toContain(b.body.installationId);
    expect(supplier).not.toContain(a.body.installationId);
  });

  it('refuses a caller without a token', async () => {
    const res = await client(server).post('/graphql').send({query: FAILED}).expect(401);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('maintained counts', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(() => server.stop());

  // The sandbox's serials are counted for nobody: the recount leaves them out as the counts do.
  it('are exact at once through the views and stay exact after the background fold', async () => {
    const actual = async () =>
      (
        await server.pool
          .query(`SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'installed')::int AS installed
         FROM product_serial WHERE manufacturer_id = (SELECT id FROM manufacturer WHERE name = 'Demo Energy') AND NOT sandbox`)
      ).rows[0];
    const live = async () =>
      (
        await server.pool
          .query(`SELECT total_serials::int AS total, installed::int AS installed FROM manufacturer_stats_now
         WHERE manufacturer_id = (SELECT id FROM manufacturer WHERE name = 'Demo Energy')`)
      ).rows[0];
    const [serial] = await givenSerials(server, {count: 3});
    const token = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
    await postVerification(
      server,
      token,
      verificationRequest([{serial}], {requestType: 1, installation: installationOf('2611')}),
    ).expect(200);
    expect(await live()).toEqual(await actual());
    for (
      let i = 0;
      i < 50 && Number((await server.pool.query('SELECT count(*) FROM stats_delta')).rows[0].count) > 0;
      i++
    ) {
      await new Promise(r => setTimeout(r, 100));
    }
    expect(Number((await server.pool.query('SELECT count(*) FROM stats_delta')).rows[0].count)).toBe(0);
    expect(await live()).toEqual(await actual());
  });
});
