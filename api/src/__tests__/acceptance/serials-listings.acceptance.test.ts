import ExcelJS from 'exceljs';
import {RunningServer} from '../../server';
import {givenAccount} from '../helpers/account.helpers';
import {client, downloadBytes, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {
  givenAppToken,
  givenSerials,
  installationOf,
  postVerification,
  unique,
  verificationRequest,
} from '../helpers/verification.helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64');
const SERIALS = `query($type: Int, $filter: String, $manufacturerId: ID, $skip: Int) {
  ProductSerialListing(type: $type, filter: $filter, first: 100, skip: $skip, manufacturerId: $manufacturerId) {
    count list { productSerialId serial state supplier model ledgerStatus status image uploadId } } }`;
const BY_PRODUCT = (name: string) => `query($id: ID!, $filter: String, $manufacturerId: ID) {
  ${name}(id: $id, filter: $filter, first: 100, manufacturerId: $manufacturerId) { count list { __typename } } }`;
const PARALLEL = `query($filter: String, $type: Int) { AdminParallelImport(first: 100, filter: $filter, type: $type) {
  count list { failedSerial parralelImportComment status image } } }`;
const FAILED = `query($filter: String, $type: Int) { FailedProductSerialListing(first: 100, filter: $filter, type: $type) {
  count list { failedSerial image requesterType } } }`;
const IMAGES = `query($serial: String, $productSerialId: ID) { serialImages(serial: $serial, productSerialId: $productSerialId) {
  image appName createdOn serial status } }`;
const HISTORY = `query($id: ID!) { historyForSerial(productSerialId: $id) { serial uploads { uploadId sourceFileName }
  ledger { status } requests { failedSerial status reason } } }`;
const PRODUCTS = `query($filter: String, $manufacturerId: ID) { products(filter: $filter, first: 100, manufacturerId: $manufacturerId) {
  count list { productId model productLine { lineName } productWarranty { componentInYears } serialStats { failed installed pending totalRequests } } } }`;

describe('serial listings, models, serial dialogs and exports, per role', () => {
  let server: RunningServer;
  let prefix: string;
  let ids: {demo: number; austral: number; supplyCo: number; de10: number; adb: number};
  let serialOf: Record<string, number>;
  let australAdmin: string;

  const gql = async (username: string, query: string, variables: Record<string, unknown> = {}, password?: string) => {
    const token = await givenToken(server, username, password);
    return (
      await client(server).post('/graphql').set('Authorization', `Bearer ${token}`).send({query, variables}).expect(200)
    ).body;
  };
  const serialsOf = async (username: string, variables: Record<string, unknown>) => {
    const res = await gql(username, SERIALS, {filter: prefix, ...variables});
    if (res.errors) return res.errors[0].extensions.code as string;
    return (res.data.ProductSerialListing.list as Array<{serial: string}>).map(s => s.serial).sort();
  };

  beforeAll(async () => {
    server = await givenRunningApp();
    const q = async (sql: string) => (await server.pool.query(sql)).rows[0].id as number;
    ids = {
      demo: await q(`SELECT id FROM manufacturer WHERE name = 'Demo Energy'`),
      austral: await q(`SELECT id FROM manufacturer WHERE name = 'Austral Demo Batteries'`),
      supplyCo: await q(`SELECT id FROM distributor WHERE name = 'Demo Supply Co'`),
      de10: await q(
        `SELECT p.id FROM product p JOIN brand b ON b.id = p.brand_id WHERE b.name = 'Demo Energy' AND p.model = 'DE-10'`,
      ),
      adb: await q(`SELECT id FROM product WHERE model = 'ADB-13.5'`),
    };
    australAdmin = (await givenAccount(server, {manufacturer: 'Austral Demo Batteries', password: 'Secret@123'}))
      .username;
    prefix = unique('SL');
    const rename = async (serial: string, to: string, distributorId: number | null) =>
      server.pool.query(
        'UPDATE product_serial SET serial = $2, serial_norm = $2, distributor_id = $3 WHERE serial = $1',
        [serial, to, distributorId],
      );
    const [own, installed, supplied] = await givenSerials(server, {count: 3});
    const [austral] = await givenSerials(server, {brand: 'Austral Demo Batteries', model: 'ADB-13.5'});
    await rename(own, `${prefix}-OWN`, null);
    await rename(installed, `${prefix}-INST`, null);
    await rename(supplied, `${prefix}-SUP`, ids.supplyCo);
    await rename(austral, `${prefix}-ADB`, null);
    const token = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
    await postVerification(
      server,
      token,
      verificationRequest([{serial: `${prefix}-INST`}], {requestType: 1, installation: installationOf('2150')}),
    ).expect(200);
    await postVerification(
      server,
      token,
      verificationRequest([
        {serial: `${prefix}-UNKNOWN`, photo: PNG},
        {serial: `${prefix}-PARALLEL`, parallelImportComment: '=cmd| bought overseas'} as never,
        {serial: `${prefix}-SUP`, model: 'DE-5'},
      ]),
    ).expect(200);
    const {rows} = await server.pool.query<{serial: string; id: string}>(
      'SELECT serial, id FROM product_serial WHERE serial LIKE $1',
      [`${prefix}%`],
    );
    serialOf = Object.fromEntries(rows.map(r => [r.serial, Number(r.id)]));
  });
  afterAll(() => server.stop());

  it('ProductSerialListing: installed and available by type, for the manufacturer, its staff and administrators', async () => {
    expect(await serialsOf('madmin', {type: 1})).toEqual([`${prefix}-INST`]);
    expect(await serialsOf('madmin', {type: 2})).toEqual([`${prefix}-OWN`, `${prefix}-SUP`]);
    expect(await serialsOf('mstaff', {type: 2})).toEqual([`${prefix}-OWN`, `${prefix}-SUP`]);
    expect(await serialsOf('admin', {})).toEqual([`${prefix}-ADB`, `${prefix}-INST`, `${prefix}-OWN`, `${prefix}-SUP`]);
    expect(await serialsOf('admin', {manufacturerId: ids.austral})).toEqual([`${prefix}-ADB`]);
    const res = await gql('madmin', SERIALS, {type: 2, filter: `${prefix}-sup`});
    expect(res.data.ProductSerialListing).toMatchObject({
      count: 1,
      list: [{supplier: 'Demo Supply Co', ledgerStatus: false, status: 'available'}],
    });
  });

  it("each serial carries its manufacturer's status", async () => {
    await server.pool.query(
      `INSERT INTO serial_status (product_serial_id, manufacturer_id, status)
       SELECT id, manufacturer_id, 'ineligible' FROM product_serial WHERE id = $1`,
      [serialOf[`${prefix}-OWN`]],
    );
    const res = await gql('madmin', SERIALS, {type: 2, filter: prefix});
    const status = Object.fromEntries(
      res.data.ProductSerialListing.list.map((s: {serial: string; status: string}) => [s.serial, s.status]),
    );
    expect(status).toEqual({[`${prefix}-OWN`]: 'ineligible', [`${prefix}-SUP`]: 'available'});
    await server.pool.query('DELETE FROM serial_status WHERE product_serial_id = $1', [serialOf[`${prefix}-OWN`]]);
  });

  it('the unfiltered count is the maintained one, and deep pages are empty', async () => {
    const res = await gql('madmin', SERIALS, {type: 2, filter: null});
    const {rows} = await server.pool.query(
      'SELECT total_serials - installed - withdrawn AS n FROM manufacturer_stats_now WHERE manufacturer_id = $1',
      [ids.demo],
    );
    expect(res.data.ProductSerialListing.count).toBe(Number(rows[0].n));
    const deep = await gql('madmin', SERIALS, {type: 2, filter: prefix, skip: 100});
    expect(deep.data.ProductSerialListing).toEqual({count: 2, list: []});
  });

  it('a supplier sees only the serials its account uploaded; another brand and an unlinked manufacturer see nothing', async () => {
    expect(await serialsOf('supplier', {})).toEqual([`${prefix}-SUP`]);
    expect(await serialsOf('supplier', {manufacturerId: ids.austral})).toBe('NOT_FOUND');
    expect(await serialsOf('distributor', {manufacturerId: ids.demo})).toEqual([]);
    expect(await serialsOf('distributor', {})).toBe('BAD_USER_INPUT');
    const other = await gql(australAdmin, SERIALS, {filter: prefix}, 'Secret@123');
    expect(other.data.ProductSerialListing.list.map((s: {serial: string}) => s.serial)).toEqual([`${prefix}-ADB`]);
    const asked = await gql(australAdmin, SERIALS, {manufacturerId: ids.demo}, 'Secret@123');
    expect(asked.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('staff without Read are refused', async () => {
    await server.pool.query(
      `DELETE FROM staff_permission WHERE user_id = (SELECT id FROM app_user WHERE username = 'mstaff') AND permission_id = 1`,
    );
    try {
      expect(await serialsOf('mstaff', {})).toBe('FORBIDDEN');
      expect((await gql('mstaff', PRODUCTS)).errors[0].extensions.code).toBe('FORBIDDEN');
    } finally {
      await server.pool.query(
        `INSERT INTO staff_permission SELECT id, manufacturer_id, 1 FROM app_user WHERE username = 'mstaff'`,
      );
    }
  });

  it("a model's serial tabs answer for its manufacturer, and 404 for another tenant's model", async () => {
    const count = async (user: string, name: string, id: number, password?: string) => {
      const res = await gql(user, BY_PRODUCT(name), {id, filter: prefix}, password);
      return res.errors ? res.errors[0].extensions.code : res.data[name].count;
    };
    expect(await count('madmin', 'ProductAvailableSerialsByProductId', ids.de10)).toBe(2);
    expect(await count('madmin', 'ProductInstalledSerialsByProductId', ids.de10)).toBe(1);
    // SUP (a stored DE-10 serial), and UNKNOWN and PARALLEL (not stored, sent as DE-10): failed requests of the model.
    expect(await count('madmin', 'ProductFailedSerialsByProductId', ids.de10)).toBe(3);
    expect(await count('supplier', 'ProductAvailableSerialsByProductId', ids.de10)).toBe(1);
    expect(await count('madmin', 'ProductAvailableSerialsByProductId', ids.adb)).toBe('NOT_FOUND');
    expect(await count('supplier', 'ProductInstalledSerialsByProductId', ids.adb)).toBe('NOT_FOUND');
    expect(await count(australAdmin, 'ProductAvailableSerialsByProductId', ids.de10, 'Secret@123')).toBe('NOT_FOUND');
    expect(await count('madmin', 'ProductAvailableSerialsByProductId', 999999999)).toBe('NOT_FOUND');
  });

  it('products: models with product line, warranty and serialStats; a supplier counts only its own serials', async () => {
    const mine = (await gql('madmin', PRODUCTS, {filter: 'DE-10'})).data.products;
    const de10 = mine.list.find((p: {model: string}) => p.model === 'DE-10');
    expect(de10).toMatchObject({productLine: {lineName: 'Demo Home Storage'}, productWarranty: {componentInYears: 10}});
    const {rows} = await server.pool.query(
      'SELECT installed, total_serials - installed - withdrawn AS pending, failed FROM product_stats_now WHERE product_id = $1',
      [ids.de10],
    );
    expect(de10.serialStats).toMatchObject({installed: Number(rows[0].installed), pending: Number(rows[0].pending)});
    const supplier = (await gql('supplier', PRODUCTS, {filter: 'DE-'})).data.products.list;
    // The supplier's own DE-10 serials only (other test files install some of them), never the manufacturer's.
    const own = await server.pool.query(
      `SELECT count(*) FILTER (WHERE state = 'installed')::int AS installed FROM product_serial
        WHERE product_id = $1 AND distributor_id = $2`,
      [ids.de10, ids.supplyCo],
    );
    const supplierDe10 = supplier.find((p: {model: string}) => p.model === 'DE-10');
    expect(supplierDe10.serialStats.installed).toBe(own.rows[0].installed);
    expect(
      (await gql(australAdmin, PRODUCTS, {}, 'Secret@123')).data.products.list.map((p: {model: string}) => p.model),
    ).toEqual(['ADB-13.5']);
    expect((await gql('supplier', PRODUCTS, {manufacturerId: ids.austral})).errors[0].extensions.code).toBe(
      'NOT_FOUND',
    );
  });

  it('failed serials honour type (2: parallel imports); AdminParallelImport is the administrators’ only', async () => {
    const failed = (await gql('madmin', FAILED, {filter: prefix})).data.FailedProductSerialListing;
    expect(failed.list.map((l: {failedSerial: string}) => l.failedSerial).sort()).toEqual([
      `${prefix}-PARALLEL`,
      `${prefix}-SUP`,
      `${prefix}-UNKNOWN`,
    ]);
    expect(failed.list.find((l: {failedSerial: string}) => l.failedSerial === `${prefix}-UNKNOWN`).image).toMatch(
      /^\/api\/serial-image\/\d+$/,
    );
    const parallel = (await gql('madmin', FAILED, {filter: prefix, type: 2})).data.FailedProductSerialListing;
    expect(parallel.list.map((l: {failedSerial: string}) => l.failedSerial)).toEqual([`${prefix}-PARALLEL`]);
    const admin = (await gql('admin', PARALLEL, {filter: prefix})).data.AdminParallelImport;
    expect(admin).toMatchObject({count: 1, list: [{parralelImportComment: '=cmd| bought overseas', status: 0}]});
    expect((await gql('madmin', PARALLEL, {filter: prefix})).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('serial images: listed and served to the manufacturer, hidden from another brand and from suppliers', async () => {
    const images = (await gql('madmin', IMAGES, {serial: `${prefix}-unknown`})).data.serialImages;
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({appName: 'Demo Installer App', serial: `${prefix}-UNKNOWN`});
    const madmin = await givenToken(server, 'madmin');
    const photo = await downloadBytes(server, images[0].image, madmin).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect((await gql(australAdmin, IMAGES, {serial: `${prefix}-UNKNOWN`}, 'Secret@123')).data.serialImages).toEqual(
      [],
    );
    expect((await gql('supplier', IMAGES, {serial: `${prefix}-UNKNOWN`})).data.serialImages).toEqual([]);
    await downloadBytes(server, images[0].image, await givenToken(server, australAdmin, 'Secret@123')).expect(404);
    const byId = await gql('madmin', IMAGES, {productSerialId: serialOf[`${prefix}-OWN`]});
    expect(byId.data.serialImages).toEqual([]);
  });

  it('historyForSerial: the requests about the serial; another tenant gets 404 as for an unknown id', async () => {
    const history = (await gql('madmin', HISTORY, {id: serialOf[`${prefix}-SUP`]})).data.historyForSerial;
    expect(history).toMatchObject({serial: `${prefix}-SUP`, requests: [{status: 0, reason: 'MODEL_MISMATCH'}]});
    expect((await gql('supplier', HISTORY, {id: serialOf[`${prefix}-SUP`]})).data.historyForSerial.serial).toBe(
      `${prefix}-SUP`,
    );
    expect((await gql('supplier', HISTORY, {id: serialOf[`${prefix}-OWN`]})).errors[0].extensions.code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await gql(australAdmin, HISTORY, {id: serialOf[`${prefix}-OWN`]}, 'Secret@123')).errors[0].extensions.code,
    ).toBe('NOT_FOUND');
  });

  it('exports: failed serials as {company}_failed.csv/xlsx or failed.csv, parallel comments, historic; formula-safe and scoped', async () => {
    const madmin = await givenToken(server, 'madmin');
    const csv = await downloadBytes(server, '/api/serials/failed/export?format=csv', madmin).expect(200);
    expect(csv.headers['content-disposition']).toContain('filename="Demo Energy_failed.csv"');
    expect(csv.body.toString()).toContain(`${prefix}-UNKNOWN`);
    expect(csv.body.toString()).not.toContain(`${prefix}-ADB`);
    const xlsx = await downloadBytes(server, '/api/serials/failed/export?format=xlsx', madmin).expect(200);
    expect(xlsx.headers['content-disposition']).toContain('Demo Energy_failed.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as never);
    expect(book.worksheets[0].getRow(1).getCell(1).value).toBe('Serial');
    const admin = await givenToken(server, 'admin');
    const all = await downloadBytes(server, '/api/serials/failed/export', admin).expect(200);
    expect(all.headers['content-disposition']).toContain('filename="failed.csv"');
    const comments = await downloadBytes(
      server,
      `/api/serials/parallel-comments/export?filter=${prefix}`,
      madmin,
    ).expect(200);
    expect(comments.headers['content-disposition']).toContain('parallel_comments_failed.csv');
    expect(comments.body.toString()).toContain("'=cmd| bought overseas");
    expect(comments.body.toString()).not.toContain(`${prefix}-UNKNOWN`);
    const historic = await downloadBytes(server, `/api/serials/historic/export?query=${prefix}`, madmin).expect(200);
    expect(historic.headers['content-disposition']).toContain('Demo Energy_historic.csv');
    expect(historic.body.toString()).toContain(`${prefix}-INST`);
    const supplier = await downloadBytes(
      server,
      '/api/serials/failed/export',
      await givenToken(server, 'supplier'),
    ).expect(200);
    expect(supplier.body.toString()).toContain(`${prefix}-SUP`);
    expect(supplier.body.toString()).not.toContain(`${prefix}-UNKNOWN`);
    await downloadBytes(server, `/api/serials/failed/export?manufacturerId=${ids.austral}`, madmin).expect(404);
    // Staff without Download hear which permission is missing, not a bare refusal.
    const refused = await downloadBytes(server, '/api/serials/failed/export', await givenToken(server, 'mstaff'));
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body.toString()).message).toBe(
      'You do not have permission to do this. It needs the Download permission.',
    );
  });
});
