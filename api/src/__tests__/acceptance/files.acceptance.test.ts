import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {gql, givenImport, givenXlsx, postUploadFile} from '../helpers/import.helpers';
import {eventually, uploadTemps} from '../helpers/raw-http.helpers';
import {givenSignedToken} from '../helpers/token.helpers';
import {givenAppToken, postVerification, unique, verificationRequest} from '../helpers/verification.helpers';
import {givenXlsxBomb} from '../helpers/zip.helpers';

const NAME = 'Sériés – 東京 ☀.xlsx';

const HISTORY = `query($filter: String) { uploadHistory(filter: $filter, first: 5) {
  list { batchId sourceFileName reportFileName } } }`;

/** The name a browser saves a download under: `filename*` (RFC 6266 / 5987) when present. */
function savedName(disposition: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (!star) throw new Error(`no filename* in ${disposition}`);
  return decodeURIComponent(star[1]);
}

describe('Files', () => {
  let server: RunningServer;
  let madmin: string;

  beforeAll(async () => {
    server = await givenRunningApp();
    madmin = await givenSignedToken(server, 'madmin');
  });
  afterAll(() => server?.stop());

  it('refuses at upload an .xlsx of 2.6 MB that unpacks to 1 GB, storing nothing', async () => {
    const bomb = givenXlsxBomb();
    expect(bomb.length).toBeLessThan(3 * 2 ** 20);
    const res = await postUploadFile(server, madmin, bomb, 'bomb.xlsx').expect(200);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0]).toMatchObject({
      message:
        'bomb.xlsx: the file is refused as an archive bomb: its part xl/worksheets/sheet1.xml unpacks to 401 times ' +
        'its packed size (at most 200 is accepted).',
      extensions: {code: 'BAD_USER_INPUT'},
    });
    const {rows} = await server.pool.query(`SELECT 1 FROM import_file WHERE original_name = 'bomb.xlsx'`);
    expect(rows).toEqual([]);
    await eventually(() => uploadTemps(server).length === 0, 'the temporary file removed');
  });

  it('keeps a UTF-8 file name exactly: answered, shown in the history and given to every download', async () => {
    const serial = unique('UTF8-');
    const file = await givenXlsx({
      Sheet1: [
        ['Serial Number', 'Model'],
        [serial, 'DE-10'],
      ],
    });
    const {uploaded, state} = await givenImport(server, madmin, file, NAME);
    expect(uploaded.originalName).toBe(NAME);
    expect(state.status).toBe('done');

    const history = (await gql(server, madmin, HISTORY, {filter: uploaded.batchId})).data.uploadHistory.list;
    expect(history[0]).toMatchObject({sourceFileName: NAME, reportFileName: 'Sériés – 東京 ☀_report'});

    const download = (path: string) =>
      client(server)
        .get(`/api/upload/${path}`)
        .query({batchId: uploaded.batchId})
        .set('Authorization', `Bearer ${madmin}`)
        .expect(200);
    const original = await download('original');
    expect(original.headers['content-disposition']).toBe(
      `attachment; filename="Series _ __ _.xlsx"; filename*=UTF-8''S%C3%A9ri%C3%A9s%20%E2%80%93%20%E6%9D%B1%E4%BA%AC%20%E2%98%80.xlsx`,
    );
    expect(savedName(original.headers['content-disposition'])).toBe(NAME);
    expect(savedName((await download('report')).headers['content-disposition'])).toBe('Sériés – 東京 ☀_report.csv');
    expect(savedName((await download('ledger-report')).headers['content-disposition'])).toMatch(/\.csv$/);
  });

  it("names a verification batch's XML download with filename* too", async () => {
    const app = await givenAppToken(server, {clientId: 'demo-app', clientSecret: 'demo-app-secret'});
    const res = await postVerification(server, app, verificationRequest([{serial: 'DE10-000997'}])).expect(200);
    const dl = await client(server)
      .get(`/api/v1/verification-batches/${res.body.batchId}/request`)
      .set('Authorization', `Bearer ${await givenSignedToken(server, 'admin')}`)
      .expect(200);
    expect(savedName(dl.headers['content-disposition'])).toBe(`${res.body.batchId}.xml`);
  });
});
