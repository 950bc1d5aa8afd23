import {RunningServer} from '../../server';
import {client, givenToken} from '../helpers/app.helpers';
import {givenXlsx, gql} from '../helpers/import.helpers';
import {givenIsolatedApp} from '../helpers/isolated-app.helpers';

const REPLACE = `mutation($file: Upload!) { weeklySupplierList(file: $file) {
  status message fileName total added changed removed unchanged rejected { row reason } } }`;
const LIST = `query($filter: String) { weeklySuppliers(filter: $filter) { importerName importerABN } }`;

describe('the weekly supplier list (document 002 section 2.18)', () => {
  let app: Awaited<ReturnType<typeof givenIsolatedApp>>;
  let server: RunningServer;
  let admin: string;
  const upload = (file: Buffer, filename: string, token = admin) =>
    client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .field('operations', JSON.stringify({query: REPLACE, variables: {file: null}}))
      .field('map', JSON.stringify({'0': ['variables.file']}))
      .attach('0', file, filename);
  const names = async () =>
    ((await gql(server, admin, LIST)).data.weeklySuppliers as {importerName: string}[]).map(s => s.importerName);

  beforeAll(async () => {
    app = await givenIsolatedApp('weekly');
    server = app.server;
    admin = await givenToken(server, 'admin');
  });
  afterAll(() => app.drop());

  it('replaces the whole list from one csv at once and reports what changed and what it left out', async () => {
    const before = await names();
    expect(before).toContain('Rexel Australia');
    const csv = [
      'importerName,importerABN',
      'Solar Juice Pty Ltd,24 447 370 234',
      'Demo Supply Co,83914571673',
      'Sunny Imports Pty Ltd,',
      'Bad Abn Pty Ltd,12 345 678 901',
      ',33 051 775 556',
      'solar juice pty ltd,24 447 370 234',
    ].join('\n');
    const res = await upload(Buffer.from(csv), 'weekly.csv').expect(200);
    expect(res.body.errors).toBeUndefined();
    const report = res.body.data.weeklySupplierList;
    expect(report).toMatchObject({status: true, fileName: 'weekly.csv', total: 3, added: 1, changed: 1, unchanged: 1});
    expect(report.removed).toBe(before.length - 2);
    expect(report.rejected).toEqual([
      {row: 5, reason: 'importerABN 12 345 678 901 is not a valid ABN'},
      {row: 6, reason: 'importerName is empty'},
      {row: 7, reason: 'solar juice pty ltd is listed twice'},
    ]);
    expect(await names()).toEqual(['Demo Supply Co', 'Solar Juice Pty Ltd', 'Sunny Imports Pty Ltd']);
    // The replacement is audited as administrators' changes are, in a sentence a person reads.
    const audit = await gql(
      server,
      admin,
      `{ allAuditLogs(perPage: 1, sortField: "id", sortOrder: "DESC", filter: {action: "weeklySuppliers.replace"}) {
        sentence userName } }`,
    );
    expect(audit.data.allAuditLogs).toEqual([
      {
        sentence: `Replaced the weekly supplier list with weekly.csv: 1 added, 1 changed, ${report.removed} removed`,
        userName: 'admin',
      },
    ]);
    expect((await gql(server, admin, LIST, {filter: 'sunny'})).data.weeklySuppliers).toEqual([
      {importerName: 'Sunny Imports Pty Ltd', importerABN: null},
    ]);
    const lookup = await client(server)
      .get('/api/profile/isvalid')
      .query({search: 'Sunny Imports Pty Ltd', supplier: true});
    expect(lookup.body.status).toBe(true);
  });

  it('reads a spreadsheet too, and a file without the columns changes nothing', async () => {
    const xlsx = await givenXlsx({
      Importers: [
        ['Weekly importer list'],
        ['importerName', 'importerABN'],
        ['Krannich Solar', '57 821 283 101'],
        ['Rexel Australia', '33 171 384 336'],
      ],
    });
    const res = await upload(xlsx, 'weekly.xlsx').expect(200);
    expect(res.body.data.weeklySupplierList).toMatchObject({total: 2, added: 2, removed: 3});
    expect(await names()).toEqual(['Krannich Solar', 'Rexel Australia']);

    const wrong = await upload(Buffer.from('Company,Phone\nAcme,123\n'), 'wrong.csv').expect(200);
    expect(wrong.body.errors[0].message).toBe('wrong.csv: no header row with importerName (and importerABN).');
    const empty = await upload(Buffer.from('importerName,importerABN\n,\n'), 'empty.csv').expect(200);
    expect(empty.body.errors[0].message).toContain('no importer rows');
    expect(await names()).toEqual(['Krannich Solar', 'Rexel Australia']);
  });

  it('is for administrators only', async () => {
    const madmin = await givenToken(server, 'madmin');
    const res = await upload(Buffer.from('importerName\nX\n'), 'x.csv', madmin);
    expect(res.body.errors[0].extensions.code).toMatch(/FORBIDDEN/);
    expect(await names()).toEqual(['Krannich Solar', 'Rexel Australia']);
  });
});
