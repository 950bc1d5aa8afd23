import {Role} from '../../services/kernel/caller';
import {RunningServer} from '../../server';
import {client, downloadBytes, givenRunningApp} from '../helpers/app.helpers';
import {givenApp, givenInstallation, gqlAs} from '../helpers/oversight.helpers';
import {givenAdminToken, givenSignedToken, givenUser} from '../helpers/token.helpers';
import {givenSerials, postVerification, verificationRequest} from '../helpers/verification.helpers';

const LOGS = `query ($filter: String, $requestType: Int, $first: Int, $skip: Int) { allLogs(filter: $filter, requestType: $requestType, first: $first, skip: $skip) {
  count countCapped list { productLogId failedSerial requestBatchId status requestedBrand requestedModel requesterName requesterAbn requesterType
  requestedTime requesterAppName latitude longitude parralelImportComment } } }`;

const NON_ADMIN_ROLES: Role[] = ['madmin', 'manufacturer', 'mstaff', 'supplier', 'mdistributor', 'distributor_staff'];

/** Every query and mutation of the oversight screens, with arguments that an administrator may send. */
const OPERATIONS = [
  `{ allLogs { count } }`,
  `{ verificationBatch(batchId: "00000000-0000-0000-0000-000000000000") { batchId } }`,
  `{ productSerialLedgerRecords { hasNextPage } }`,
  `{ distributorList(manufacturerId: "1") { distributorId } }`,
  `{ productsList(manufacturerId: "1") { productId } }`,
  `{ leadershipStats { from } }`,
  `{ reports { fromDate } }`,
  `{ filteredInstallations { totalInstallations } }`,
  `{ adminInstallations { count } }`,
  `{ states { stateId } }`,
  `{ retailers { retailerId } }`,
  `{ installerOptions { installerId } }`,
  `{ cityList { count } }`,
  `{ cityExists(cityName: "X", stateId: 4127, postalCode: "2000") }`,
  `mutation { createCity(cityName: "Refused Town", stateId: 4127, postalCode: "2999") { cityId } }`,
  `{ referenceData { manufacturers { name } } }`,
];

describe('Oversight: verification logs, downloads, ledger listing, postcodes, and who may see them', () => {
  let server: RunningServer;
  let admin: string;
  let app: Awaited<ReturnType<typeof givenApp>>;
  let installationBatch: string;
  let serialBatch: string;
  let commentSerial: string;

  beforeAll(async () => {
    server = await givenRunningApp();
    admin = await givenAdminToken(server);
    app = await givenApp(server);
    installationBatch = (await givenInstallation(server, app.token, {date: '2026-01-05'})).batchId;
    const [s1, s2] = await givenSerials(server, {count: 2});
    commentSerial = s2;
    const serial = await postVerification(
      server,
      app.token,
      verificationRequest([{serial: s1}, {serial: 'NOPE-' + s1}], {
        requester: {name: 'Zeta Solar', abn: '51824753556', type: 'installer'},
      }),
    ).expect(200);
    serialBatch = serial.body.batchId;
    await postVerification(
      server,
      app.token,
      verificationRequest([{serial: s2, parallelImportComment: 'Imported through a parallel channel'} as never], {
        requestType: 2,
      }),
    ).expect(200);
  });
  afterAll(() => server.stop());

  const logsOf = async (variables: object) => {
    const res = await gqlAs(server, admin, LOGS, {filter: app.provider.name, ...variables}).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.allLogs as {count: number; list: Array<Record<string, unknown>>};
  };

  it('lists every log of the app, newest first, with each column of section 2.15', async () => {
    const all = await logsOf({requestType: 0});
    expect(all.count).toBe(4);
    expect(all.list[0]).toMatchObject({requesterAppName: app.provider.name, requesterType: 2, status: 1});
    const failed = all.list.find(l => String(l.failedSerial).startsWith('NOPE-'));
    expect(failed).toMatchObject({
      status: 0,
      requestBatchId: serialBatch,
      requesterName: 'Zeta Solar',
      requesterAbn: '51824753556',
    });
  });

  it('filters by request type and by "contains comment"', async () => {
    expect((await logsOf({requestType: 1})).list.map(l => l.requestBatchId)).toEqual([installationBatch]);
    expect((await logsOf({requestType: 2})).count).toBe(1);
    expect((await logsOf({requestType: 3})).count).toBe(2);
    const commented = await logsOf({requestType: 4});
    expect(commented.list).toEqual([
      expect.objectContaining({
        failedSerial: commentSerial,
        parralelImportComment: 'Imported through a parallel channel',
      }),
    ]);
    const bad = await gqlAs(server, admin, LOGS, {requestType: 7}).expect(200);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('searches by batch id, serial prefix and requester name', async () => {
    const byBatch = await gqlAs(server, admin, LOGS, {filter: serialBatch}).expect(200);
    expect(byBatch.body.data.allLogs.count).toBe(2);
    const bySerial = await gqlAs(server, admin, LOGS, {filter: commentSerial.toLowerCase()}).expect(200);
    expect(bySerial.body.data.allLogs.list[0].failedSerial).toBe(commentSerial);
    const byRequester = await gqlAs(server, admin, LOGS, {filter: 'zeta sol'}).expect(200);
    expect(
      byRequester.body.data.allLogs.list.every((l: {requesterName: string}) => l.requesterName === 'Zeta Solar'),
    ).toBe(true);
    const paged = await gqlAs(server, admin, LOGS, {filter: app.provider.name, first: 1, skip: 1}).expect(200);
    expect(paged.body.data.allLogs.list).toHaveLength(1);
  });

  it('searches a requester or an app within a request type', async () => {
    const search = async (filter: string, requestType: number) => {
      const res = await gqlAs(server, admin, LOGS, {filter, requestType}).expect(200);
      expect(res.body.errors).toBeUndefined();
      return res.body.data.allLogs as {count: number; list: Array<{requestBatchId: string; requesterType: number}>};
    };
    const zetaChecks = await search('zeta', 3);
    expect(zetaChecks.count).toBe(2);
    expect(zetaChecks.list.map(l => l.requestBatchId)).toEqual([serialBatch, serialBatch]);
    expect((await search('zeta', 1)).count).toBe(0);
    expect((await search('zeta', 0)).count).toBe(2);
    const appInstallations = await search(app.provider.name, 1);
    expect(appInstallations.list.map(l => l.requestBatchId)).toEqual([installationBatch]);
    expect((await search(app.provider.name, 3)).list.every(l => l.requesterType === 3)).toBe(true);
  });

  it('opens a batch: every item, the signature and the installation it created', async () => {
    const q = `query ($id: ID!) { verificationBatch(batchId: $id) { batchId requestType signature appProviderName
      installation { productInstallationId installationDate state } items { failedSerial status } } }`;
    const res = await gqlAs(server, admin, q, {id: installationBatch}).expect(200);
    expect(res.body.data.verificationBatch).toMatchObject({
      batchId: installationBatch,
      requestType: 1,
      appProviderName: app.provider.name,
      installation: {installationDate: '2026-01-05', state: 'NSW'},
    });
    expect(res.body.data.verificationBatch.signature.length).toBeGreaterThan(20);
    expect(res.body.data.verificationBatch.items).toHaveLength(1);
    const missing = await gqlAs(server, admin, q, {id: '00000000-0000-0000-0000-000000000000'}).expect(200);
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('downloads the request and response of a JSON and of an XML exchange as {batchId}.xml', async () => {
    const [serial] = await givenSerials(server);
    const xml = `<?xml version="1.0"?><verificationRequest><requestId>xml-${serial}</requestId><requestType>3</requestType>
      <requester><name>Xml Co</name></requester><items><item><serial>${serial}</serial><brand>Demo Energy</brand><model>DE-10</model></item></items></verificationRequest>`;
    const sent = await client(server)
      .post('/api/v1/verifications')
      .set('Authorization', `Bearer ${app.token}`)
      .set('Content-Type', 'application/xml')
      .send(xml)
      .expect(200);
    const xmlBatch = /<batchId>([^<]+)<\/batchId>/.exec(sent.text)![1];
    for (const [batchId, exact] of [
      [serialBatch, false],
      [xmlBatch, true],
    ] as const) {
      const request = await downloadBytes(server, `/api/v1/verification-batches/${batchId}/request`, admin).expect(200);
      expect(request.headers['content-disposition']).toContain(`filename="${batchId}.xml"`);
      const text = (request.body as Buffer).toString('utf8');
      expect(text).toContain('<verificationRequest>');
      if (exact) expect(text).toBe(xml);
      const response = await downloadBytes(server, `/api/v1/verification-batches/${batchId}/response`, admin).expect(
        200,
      );
      expect((response.body as Buffer).toString('utf8')).toContain(
        `<verificationResponse><batchId>${batchId}</batchId>`,
      );
    }
  });

  it('lists ledger records with the filters, page by page, and the pickers', async () => {
    const [s1, s2] = await givenSerials(server, {count: 2});
    await server.pool.query(
      `INSERT INTO ledger_record (product_serial_id, serial, brand, model, status, error, created_time)
       SELECT id, serial, 'Demo Energy', 'DE-10', CASE WHEN serial = $1 THEN 'pass' ELSE 'fail' END,
              CASE WHEN serial = $1 THEN NULL ELSE 'Brand Mismatch' END, ('2024-06-0' || (row_number() OVER (ORDER BY id))::text)::timestamptz
         FROM product_serial WHERE serial IN ($1, $2)`,
      [s1, s2],
    );
    const {rows} = await server.pool.query(`SELECT id FROM manufacturer WHERE name = 'Demo Energy'`);
    const q = `query ($m: ID, $e: String, $p: Int, $size: Int) { productSerialLedgerRecords(startDate: "2024-06-01", endDate: "2024-06-30", manufacturerId: $m, errorFilter: $e, pageNumber: $p, pageSize: $size) {
      pageNumber hasNextPage list { serial brand model status error createdTime } } }`;
    const all = await gqlAs(server, admin, q, {m: String(rows[0].id)}).expect(200);
    expect(all.body.data.productSerialLedgerRecords.list.map((r: {serial: string}) => r.serial)).toEqual([s2, s1]);
    const errors = await gqlAs(server, admin, q, {e: 'Brand Mismatch'}).expect(200);
    expect(errors.body.data.productSerialLedgerRecords.list).toEqual([
      expect.objectContaining({serial: s2, status: 'fail'}),
    ]);
    const page2 = await gqlAs(server, admin, q, {p: 2, size: 1}).expect(200);
    expect(page2.body.data.productSerialLedgerRecords).toMatchObject({
      pageNumber: 2,
      hasNextPage: false,
      list: [{serial: s1}],
    });
    const bad = await gqlAs(server, admin, q, {e: 'Anything'}).expect(200);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const pickers = await gqlAs(
      server,
      admin,
      `query ($m: ID!) { productsList(manufacturerId: $m) { model } distributorList(manufacturerId: $m) { distributorName } }`,
      {
        m: String(rows[0].id),
      },
    ).expect(200);
    expect(pickers.body.data.productsList.map((p: {model: string}) => p.model)).toContain('DE-10');
  });

  it('adds a city with the checks and messages of section 5, and finds it', async () => {
    const create = `mutation ($c: String!, $s: Int!, $p: String!) { createCity(cityName: $c, stateId: $s, postalCode: $p) { cityId cityName stateId stateName postalCode createdBy } }`;
    const message = async (c: string, s: number, p: string) =>
      (await gqlAs(server, admin, create, {c, s, p}).expect(200)).body.errors?.[0]?.message;
    expect(await message(' ', 4127, '2000')).toBe('City name is required.');
    expect(await message('Testville', 4124, '2000')).toBe('State is required.');
    expect(await message('Testville', 4127, '')).toBe('Postcode is required.');
    expect(await message('Testville', 4129, '2000')).toBe('Invalid postcode for the selected state.');
    const name = `Oversight Town ${Date.now()}`;
    const made = await gqlAs(server, admin, create, {c: name, s: 4123, p: '812'}).expect(200);
    expect(made.body.data.createCity).toMatchObject({
      cityName: name,
      stateId: 4123,
      stateName: 'NT',
      postalCode: '0812',
    });
    const audit = await server.pool.query(
      `SELECT action, entity, entity_id, after FROM audit_log WHERE entity = 'City' AND entity_id = $1`,
      [String(made.body.data.createCity.cityId)],
    );
    expect(audit.rows).toEqual([
      {
        action: 'city.create',
        entity: 'City',
        entity_id: String(made.body.data.createCity.cityId),
        after: {cityName: name, state: 'NT', postalCode: '0812'},
      },
    ]);
    expect(await message(name.toUpperCase(), 4123, '0812')).toBe(
      'This city, state, and postal code combination already exists.',
    );
    const exists = await gqlAs(
      server,
      admin,
      `{ cityExists(cityName: "${name}", stateId: 4123, postalCode: "0812") }`,
    ).expect(200);
    expect(exists.body.data.cityExists).toBe(true);
    const list = await gqlAs(
      server,
      admin,
      `query ($s: CitySearch) { cityList(search: $s) { count list { cityName postalCode } } }`,
      {
        s: {freeText: name.slice(0, 14), stateId: 4123},
      },
    ).expect(200);
    expect(list.body.data.cityList.list).toContainEqual({cityName: name, postalCode: '0812'});
    const suggestions = await server.pool.query(`SELECT 1 FROM postcode WHERE suburb = $1 AND postcode = '0812'`, [
      name,
    ]);
    expect(suggestions.rowCount).toBe(1);
  });

  it('answers every oversight call and download to administrators only', async () => {
    for (const query of OPERATIONS) {
      const res = await gqlAs(server, admin, query).expect(200);
      expect([query, res.body.errors?.[0]?.extensions?.code ?? 'OK']).not.toEqual([query, 'FORBIDDEN']);
    }
    for (const role of NON_ADMIN_ROLES) {
      const token = await givenSignedToken(server, (await givenUser(server, {role})).username);
      for (const query of OPERATIONS) {
        const res = await gqlAs(server, token, query).expect(200);
        expect([role, query, res.body.errors?.[0]?.extensions?.code]).toEqual([role, query, 'FORBIDDEN']);
      }
      for (const part of ['request', 'response'])
        await client(server)
          .get(`/api/v1/verification-batches/${serialBatch}/${part}`)
          .set('Authorization', `Bearer ${token}`)
          .expect(403);
    }
    await gqlAs(server, null, OPERATIONS[0]).expect(401);
  });
});
