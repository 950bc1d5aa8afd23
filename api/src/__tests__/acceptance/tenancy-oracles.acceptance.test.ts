import {randomUUID} from 'node:crypto';
import {RunningServer} from '../../server';
import {client, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {givenImport, gql, postUploadFile, UPLOAD_STATE} from '../helpers/import.helpers';
import {
  givenAppToken,
  givenSerials,
  installationOf,
  postVerification,
  unique,
  verificationRequest,
} from '../helpers/verification.helpers';

const HISTORY = `query($manufacturerId: ID) { uploadHistory(manufacturerId: $manufacturerId) { count list { batchId } } }`;
const LISTS = [
  `query($manufacturerId: ID) { FailedProductSerialListing(manufacturerId: $manufacturerId) { count } }`,
  `query($manufacturerId: ID) { verificationLogs(manufacturerId: $manufacturerId) { count } }`,
  `query($manufacturerId: ID) { installations(manufacturerId: $manufacturerId) { count } }`,
  HISTORY,
];
const INSTALLATIONS = `query($filter: String) { installations(first: 10, filter: $filter) { list { productInstallationId productSerialCount } } }`;
const DOWNLOADS = ['/api/upload/original', '/api/upload/report', '/api/upload/ledger-report'];
const UNKNOWN_MANUFACTURER = 2_000_000_000;

/**
 * Tenancy without oracles: whatever lies outside the caller's scope answers exactly
 * as an unknown id does, on REST, GraphQL and downloads; staff lacking a permission on their own
 * manufacturer are still told so (403).
 */
describe('tenancy: another tenant answers as unknown', () => {
  let server: RunningServer;
  let austral: number;
  let demoBatch: string;
  let australBatch: string;
  let supplierBatch: string;
  const tokens: Record<string, string> = {};

  const csv = (p: string, model = 'DE-10') => Buffer.from(`Serial,Model\n${p}-1,${model}\n`);
  const errorsOf = (body: {errors?: Array<{message: string; extensions: {code: string}}>}) =>
    body.errors?.map(e => ({message: e.message, code: e.extensions.code}));

  beforeAll(async () => {
    server = await givenRunningApp();
    for (const u of ['admin', 'madmin', 'mstaff', 'supplier', 'distributor']) tokens[u] = await givenToken(server, u);
    austral = (await server.pool.query(`SELECT id FROM manufacturer WHERE name = 'Austral Demo Batteries'`)).rows[0].id;
    demoBatch = (await givenImport(server, tokens.madmin, csv(unique('OWN')), 'own.csv')).uploaded.batchId;
    australBatch = (
      await givenImport(server, tokens.admin, csv(unique('AUS'), 'ADB-13.5'), 'austral.csv', {manufacturerId: austral})
    ).uploaded.batchId;
    supplierBatch = (await givenImport(server, tokens.supplier, csv(unique('SUP')), 'supplier.csv')).uploaded.batchId;
  });
  afterAll(() => server.stop());

  const get = (path: string, token: string) => client(server).get(path).set('Authorization', `Bearer ${token}`);

  it.each(DOWNLOADS)("%s: another tenant's batch answers 404 exactly as an unknown batch", async path => {
    const cases: Array<[string, string, string]> = [
      ['madmin', australBatch, ''],
      ['madmin', australBatch, `&manufacturerId=${austral}`],
      ['madmin', demoBatch, `&manufacturerId=${austral}`],
      ['distributor', supplierBatch, ''],
      ['supplier', demoBatch, ''],
    ];
    for (const [user, batchId, extra] of cases) {
      const foreign = await get(`${path}?batchId=${batchId}${extra}`, tokens[user]);
      const unknown = await get(`${path}?batchId=${randomUUID()}${extra}`, tokens[user]);
      expect({user, status: foreign.status, body: foreign.body}).toEqual({user, status: 404, body: unknown.body});
      expect(unknown.body).toMatchObject({status: false, code: 'NOT_FOUND'});
    }
    // The owner, and its administrators, still download.
    await get(`${path}?batchId=${demoBatch}`, tokens.madmin).expect(200);
    await get(`${path}?batchId=${australBatch}`, tokens.admin).expect(200);
    await get(`${path}?batchId=${supplierBatch}`, tokens.supplier).expect(200);
  });

  it('staff lacking the Download permission on their own manufacturer are told so (403)', async () => {
    const own = await get(`/api/upload/report?batchId=${demoBatch}`, tokens.mstaff).expect(403);
    expect(own.body).toMatchObject({status: false, code: 'FORBIDDEN'});
    await get(`/api/upload/report?batchId=${australBatch}`, tokens.mstaff).expect(404);
    await get(`/api/upload/report?batchId=${randomUUID()}`, tokens.mstaff).expect(404);
  });

  it("GraphQL upload(batchId): another tenant's import answers NOT_FOUND exactly as an unknown one", async () => {
    for (const [user, batchId] of [
      ['madmin', australBatch],
      ['distributor', supplierBatch],
      ['supplier', demoBatch],
      ['mstaff', australBatch],
    ]) {
      const foreign = await gql(server, tokens[user], UPLOAD_STATE, {batchId});
      const unknown = await gql(server, tokens[user], UPLOAD_STATE, {batchId: randomUUID()});
      expect(errorsOf(foreign)).toEqual(errorsOf(unknown));
      expect(errorsOf(unknown)).toEqual([{message: 'No import has this batchId.', code: 'NOT_FOUND'}]);
    }
    expect((await gql(server, tokens.madmin, UPLOAD_STATE, {batchId: demoBatch})).data.upload.status).toBe('done');
  });

  it("lists asked for another tenant's manufacturer answer NOT_FOUND exactly as an unknown manufacturer", async () => {
    for (const user of ['madmin', 'mstaff', 'supplier']) {
      for (const query of LISTS) {
        const foreign = await gql(server, tokens[user], query, {manufacturerId: austral});
        const unknown = await gql(server, tokens[user], query, {manufacturerId: UNKNOWN_MANUFACTURER});
        expect(errorsOf(foreign)).toEqual(errorsOf(unknown));
        expect(errorsOf(unknown)).toEqual([{message: 'No manufacturer has this id.', code: 'NOT_FOUND'}]);
      }
    }
    const own = await gql(server, tokens.madmin, HISTORY, {});
    expect(own.data.uploadHistory.list.map((u: {batchId: string}) => u.batchId)).toContain(demoBatch);
  });

  it("uploads for another tenant's manufacturer answer NOT_FOUND exactly as for an unknown one", async () => {
    const file = csv(unique('X'));
    const foreign = await postUploadFile(server, tokens.supplier, file, 'x.csv', {manufacturerId: austral}).expect(200);
    const unknown = await postUploadFile(server, tokens.supplier, file, 'x.csv', {
      manufacturerId: UNKNOWN_MANUFACTURER,
    }).expect(200);
    expect(errorsOf(foreign.body)).toEqual(errorsOf(unknown.body));
    expect(errorsOf(unknown.body)).toEqual([{message: 'No manufacturer has this id.', code: 'NOT_FOUND'}]);
  });

  it("an installation's serial count shown to a supplier counts only the serials it uploaded", async () => {
    const supplyCo = (await server.pool.query(`SELECT id FROM distributor WHERE name = 'Demo Supply Co'`)).rows[0].id;
    const [own, supplied, other] = await givenSerials(server, {count: 3});
    await server.pool.query('UPDATE product_serial SET distributor_id = $2 WHERE serial = $1', [supplied, supplyCo]);
    const appToken = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
    const postcode = String(3000 + Math.floor(Math.random() * 900));
    const installed = await postVerification(
      server,
      appToken,
      verificationRequest([{serial: own}, {serial: supplied}, {serial: other}], {
        requestType: 1,
        installation: installationOf(postcode),
      }),
    ).expect(200);
    const countFor = async (user: string) => {
      const list = (await gql(server, tokens[user], INSTALLATIONS, {filter: postcode})).data.installations.list;
      return list.find(
        (i: {productInstallationId: string}) => Number(i.productInstallationId) === installed.body.installationId,
      )?.productSerialCount;
    };
    expect(await countFor('madmin')).toBe(3);
    expect(await countFor('admin')).toBe(3);
    expect(await countFor('supplier')).toBe(1);
  });
});
