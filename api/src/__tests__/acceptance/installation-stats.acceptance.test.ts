import ExcelJS from 'exceljs';
import {RunningServer} from '../../server';
import {client, downloadBytes, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {
  givenAppToken,
  givenModel,
  givenSerials,
  installationOf,
  postVerification,
  verificationRequest,
} from '../helpers/verification.helpers';
import {KernelBindings} from '../../services/kernel/kernel.keys';

const STATS = `query($year: Int!, $manufacturerId: ID) {
  installationStats(year: $year, manufacturerId: $manufacturerId) { year month monthName stateName totalInstallation totalPower }
  installationSummary(manufacturerId: $manufacturerId) { totalInstallation totalPower years } }`;
const SERIALS = `query($id: ID!, $manufacturerId: ID) {
  installationSerialDetails(installationId: $id, manufacturerId: $manufacturerId) { serial brandName model ledgerStatus supplier } }`;

const LIST = `query($manufacturerId: ID) { installations(first: 100, manufacturerId: $manufacturerId) { count list { productInstallationId productSerialCount } } }`;

const SEARCH = `query($filter: String) { installations(first: 100, filter: $filter) { count list { productInstallationId address { city postCode } } } }`;

type Stat = {month: number; stateName: string; totalInstallation: number; totalPower: number};

describe('installation statistics kept by every real installation', () => {
  let server: RunningServer;
  let appToken: string;
  let ids: {demo: number; austral: number; supplyCo: number};
  // A model approved for a century and a year of its own (2017 to 2024, within the verification API's ten years back),
  // so other tests' installations do not mix in.
  const year = 2017 + (Date.now() % 8);
  let model: string;
  const serialsOf = (count = 1) => givenSerials(server, {count, model});

  const gql = async (username: string, query: string, variables: Record<string, unknown> = {}) => {
    const token = await givenToken(server, username);
    return (
      await client(server).post('/graphql').set('Authorization', `Bearer ${token}`).send({query, variables}).expect(200)
    ).body;
  };
  const statsOf = async (username: string, manufacturerId?: number) => {
    const body = await gql(username, STATS, {year, manufacturerId});
    if (body.errors) return body.errors[0].extensions.code as string;
    return body.data as {installationStats: Stat[]; installationSummary: {totalInstallation: number; years: number[]}};
  };
  const install = async (
    serials: string[],
    postcode: string,
    state: string,
    date: string,
    same?: ReturnType<typeof installationOf>,
  ) => {
    const installation = same ?? installationOf(postcode, date);
    if (!same) installation.address.state = state;
    const res = await postVerification(
      server,
      appToken,
      verificationRequest(
        serials.map(serial => ({serial, model})),
        {requestType: 1, installation},
      ),
    ).expect(200);
    return res.body;
  };

  beforeAll(async () => {
    server = await givenRunningApp();
    const q = async (sql: string) => (await server.pool.query(sql)).rows[0].id as number;
    ids = {
      demo: await q(`SELECT id FROM manufacturer WHERE name = 'Demo Energy'`),
      austral: await q(`SELECT id FROM manufacturer WHERE name = 'Austral Demo Batteries'`),
      supplyCo: await q(`SELECT id FROM distributor WHERE name = 'Demo Supply Co'`),
    };
    model = await givenModel(server, '2000-01-01', '2100-01-01');
    appToken = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
  });
  afterAll(() => server.stop());

  it('a verification that installs serials moves the chart at once, once per installation', async () => {
    const before = await statsOf('madmin');
    expect(typeof before).toBe('object');
    const serials = await serialsOf(3);
    const first = installationOf('2150', `${year}-03-14`);
    first.address.state = 'nsw';
    const body = await install(serials, '2150', 'nsw', `${year}-03-14`, first);
    expect(body.results.every((i: {verified: boolean}) => i.verified)).toBe(true);

    const after = await statsOf('madmin');
    if (typeof after === 'string') throw new Error(after);
    expect(after.installationStats).toEqual([
      {year, month: 3, monthName: 'Mar', stateName: 'NSW', totalInstallation: 1, totalPower: 10000},
    ]);
    expect(after.installationSummary.years).toContain(year);

    // More serials for the same installation count no second installation; a new one in VIC does.
    const more = await serialsOf(1);
    await install(more, '2150', 'NSW', `${year}-03-14`, first);
    const vic = await serialsOf(2);
    const vicInstall = installationOf('3000', `${year}-07-01`);
    vicInstall.address.state = 'VIC';
    await postVerification(
      server,
      appToken,
      verificationRequest(
        vic.map(serial => ({serial, model})),
        {requestType: 1, installation: vicInstall},
      ),
    ).expect(200);
    const later = (await statsOf('madmin')) as {installationStats: Stat[]};
    expect(later.installationStats.map(s => [s.month, s.stateName, s.totalInstallation])).toEqual([
      [3, 'NSW', 1],
      [7, 'VIC', 1],
    ]);

    // The fold moves the deltas into the count tables and changes nothing that readers see.
    await (await server.app.get(KernelBindings.STATS_REPOSITORY)).foldDeltas();
    expect(((await statsOf('madmin')) as {installationStats: Stat[]}).installationStats).toEqual(
      later.installationStats,
    );
    const {rows} = await server.pool.query('SELECT count(*)::int AS n FROM installation_stats_delta');
    expect(rows[0].n).toBe(0);
  });

  it('a supplier counts only the installations of serials its own account uploaded; other tenants nothing', async () => {
    const [mine] = await serialsOf();
    await server.pool.query('UPDATE product_serial SET distributor_id = $2 WHERE serial = $1', [mine, ids.supplyCo]);
    await install([mine], '4000', 'QLD', `${year}-11-02`);

    const supplier = (await statsOf('supplier', ids.demo)) as {installationStats: Stat[]};
    expect(supplier.installationStats.map(s => [s.month, s.stateName, s.totalInstallation])).toEqual([[11, 'QLD', 1]]);
    const manufacturer = (await statsOf('madmin')) as {installationStats: Stat[]};
    expect(manufacturer.installationStats.map(s => s.stateName)).toEqual(['NSW', 'VIC', 'QLD']);
    const staff = (await statsOf('mstaff')) as {installationStats: Stat[]};
    expect(staff.installationStats).toEqual(manufacturer.installationStats);
    const admin = (await statsOf('admin', ids.demo)) as {installationStats: Stat[]};
    expect(admin.installationStats).toEqual(manufacturer.installationStats);

    // Demo Distribution uploaded none of them; Austral's manufacturer data is not madmin's to see.
    expect(((await statsOf('distributor', ids.demo)) as {installationStats: Stat[]}).installationStats).toEqual([]);
    expect(((await statsOf('distributor', ids.austral)) as {installationStats: Stat[]}).installationStats).toEqual([]);
    expect(await statsOf('madmin', ids.austral)).toBe('NOT_FOUND');
    expect(await statsOf('supplier', ids.austral)).toBe('NOT_FOUND');
  });

  it('the Installation(verified) tab searches by postcode or by the start of the city, in any case', async () => {
    const city = `Zedtown${Date.now()}`;
    const installation = installationOf('2150', `${year}-05-02`);
    installation.address.city = city;
    const made = await install(await serialsOf(1), '2150', 'NSW', `${year}-05-02`, installation);
    const search = async (filter: string) => {
      const body = await gql('madmin', SEARCH, {filter});
      expect(body.errors).toBeUndefined();
      return body.data.installations as {
        count: number;
        list: Array<{productInstallationId: string; address: {city: string; postCode: string}}>;
      };
    };
    const byCity = await search(city.slice(0, -3).toLowerCase());
    expect(byCity.list.map(i => i.productInstallationId)).toEqual([String(made.installationId)]);
    expect(byCity.count).toBe(1);
    const byPostcode = await search('2150');
    expect(byPostcode.list.map(i => i.productInstallationId)).toContain(String(made.installationId));
    expect(
      byPostcode.list.every(i => i.address.postCode === '2150' || i.address.city.toLowerCase().startsWith('2150')),
    ).toBe(true);
    expect((await search('zz_no_such_place%')).count).toBe(0);
  });

  it("the installed serials dialog lists the serials in scope, and another tenant's installation is unknown", async () => {
    const serials = await serialsOf(2);
    const body = await install(serials, '2600', 'ACT', `${year}-05-05`);
    const {rows} = await server.pool.query<{id: number}>(
      'SELECT installation_id AS id FROM product_serial WHERE serial = $1',
      [serials[0]],
    );
    expect(body.results).toHaveLength(2);
    const list = await gql('madmin', SERIALS, {id: rows[0].id});
    expect(list.data.installationSerialDetails.map((s: {serial: string}) => s.serial).sort()).toEqual(serials.sort());
    expect(list.data.installationSerialDetails[0]).toMatchObject({brandName: 'Demo Energy', model, supplier: null});
    expect((await gql('supplier', SERIALS, {id: rows[0].id, manufacturerId: ids.demo})).errors[0].extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await gql('madmin', SERIALS, {id: 987654321})).errors[0].extensions.code).toBe('NOT_FOUND');

    // The Installation(verified) tab lists it, newest first, to the manufacturer and the admin; not to a supplier.
    const listed = async (username: string, manufacturerId?: number) =>
      (await gql(username, LIST, {manufacturerId})).data.installations as {
        count: number;
        list: Array<{productInstallationId: string; productSerialCount: number}>;
      };
    const mine = await listed('madmin');
    expect(mine.list[0]).toEqual({productInstallationId: String(rows[0].id), productSerialCount: 2});
    expect(mine.count).toBeGreaterThanOrEqual(mine.list.length);
    expect((await listed('admin', ids.demo)).list[0].productInstallationId).toBe(String(rows[0].id));
    expect((await listed('admin')).list.map(i => i.productInstallationId)).toContain(String(rows[0].id));
    const supplierList = await listed('supplier', ids.demo);
    expect(supplierList.list.map(i => i.productInstallationId)).not.toContain(String(rows[0].id));
    expect(supplierList.list.every(i => i.productSerialCount === 1)).toBe(true);
    expect((await gql('madmin', LIST, {manufacturerId: ids.austral})).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('the monthly installed-products report is an XLSX of that month, scoped like the screens', async () => {
    const serials = await serialsOf(2);
    await install(serials, '5000', 'SA', `${year}-09-09`);
    const token = await givenToken(server, 'madmin');
    const res = await downloadBytes(server, `/api/installation/productsinstalled/9/${year}`, token).expect(200);
    expect(res.headers['content-disposition']).toContain(`Products_installed_9_${year}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow(r => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]).toContain('Serial');
    expect(
      rows
        .slice(1)
        .map(r => r[7])
        .sort(),
    ).toEqual(serials.sort());
    expect(rows[1]).toContain('Self supplier');

    const supplierToken = await givenToken(server, 'supplier');
    const empty = await downloadBytes(
      server,
      `/api/installation/productsinstalled/9/${year}?manufacturerId=${ids.demo}`,
      supplierToken,
    ).expect(200);
    const emptyBook = new ExcelJS.Workbook();
    await emptyBook.xlsx.load(empty.body);
    expect(emptyBook.worksheets[0].rowCount).toBe(1);
    await downloadBytes(
      server,
      `/api/installation/productsinstalled/9/${year}?manufacturerId=${ids.austral}`,
      token,
    ).expect(404);
    await downloadBytes(server, `/api/installation/productsinstalled/13/${year}`, token).expect(400);
  });
});
