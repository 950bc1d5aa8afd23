import {loadConfig} from '../../config';
import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {postUploadFile, UPLOAD_FILE} from '../helpers/import.helpers';
import {eventually, givenRawRequest, openUploadFiles, statusOf, uploadTemps} from '../helpers/raw-http.helpers';
import {givenSignedToken, givenUser} from '../helpers/token.helpers';

const BOUNDARY = 'voltcheck-test-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** The start of a GraphQL multipart upload: operations, map, and the head of the file part. */
function multipartHead(filename = 'serials.csv'): string {
  const operations = JSON.stringify({query: UPLOAD_FILE, variables: {file: null, type: 1}});
  return [
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="operations"',
    '',
    operations,
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="map"',
    '',
    '{"0":["variables.file"]}',
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="0"; filename="${filename}"`,
    'Content-Type: text/csv',
    '',
    'Serial Number,Model\r\n',
  ].join('\r\n');
}

/** CSV rows of about `bytes` bytes. */
const csvRows = (bytes: number) => 'DE10-999999,DE-10\r\n'.repeat(Math.ceil(bytes / 19));

const defaults = loadConfig({}, {jwtSecret: 'unused'}).limits;

describe('Bodies and uploads', () => {
  let server: RunningServer;
  let madmin: string;

  beforeAll(async () => {
    server = await givenRunningApp({
      limits: {...defaults, uploads: {...defaults.uploads, inFlightBytesPerCaller: 3 * 2 ** 20}},
    });
    madmin = await givenSignedToken(server, 'madmin');
  });
  afterAll(() => server?.stop());

  /** An upload of 2 MB by madmin of which only the first `bytes` are sent. */
  const givenUploadInProgress = (bytes: number) =>
    givenRawRequest(
      server,
      {
        path: '/graphql',
        headers: {'Content-Type': MULTIPART, Authorization: `Bearer ${madmin}`},
        contentLength: 2 * 2 ** 20,
      },
      multipartHead() + csvRows(bytes),
    );

  /** Sends 64 KB of a 10 MB upload and waits for the answer: it comes although the body never does. */
  async function refusedBeforeTheBody(headers: Record<string, string>) {
    const request = givenRawRequest(
      server,
      {path: '/graphql', headers: {'Content-Type': MULTIPART, ...headers}, contentLength: 10 * 2 ** 20},
      multipartHead() + csvRows(64 * 1024),
    );
    const answer = await request.answer;
    request.socket.destroy();
    return {status: statusOf(answer), body: JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))};
  }

  it('refuses an upload without a token, or with a bad one, before reading its body: nothing is stored', async () => {
    const anonymous = await refusedBeforeTheBody({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const forged = await refusedBeforeTheBody({Authorization: 'Bearer not.a.token'});
    expect(forged.status).toBe(401);
    expect(forged.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(uploadTemps(server)).toEqual([]);
  });

  it('refuses an upload of an account that may never upload (staff of no manufacturer) before reading its body', async () => {
    const staff = await givenUser(server, {role: 'mstaff'});
    const refused = await refusedBeforeTheBody({
      Authorization: `Bearer ${await givenSignedToken(server, staff.username)}`,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toEqual({
      message: 'You do not have permission to upload.',
      extensions: {code: 'FORBIDDEN'},
    });
    expect(uploadTemps(server)).toEqual([]);
  });

  it('refuses more than 5 files in one request and keeps none of them', async () => {
    const operations = {query: UPLOAD_FILE, variables: {file: null, type: 1}};
    let req = client(server)
      .post('/graphql')
      .set('Authorization', `Bearer ${madmin}`)
      .field('operations', JSON.stringify(operations))
      .field('map', JSON.stringify(Object.fromEntries([0, 1, 2, 3, 4, 5].map(i => [String(i), ['variables.file']]))));
    for (let i = 0; i < 6; i++)
      req = req.attach(String(i), Buffer.from(`Serial Number,Model\nS-${i},DE-10\n`), `f${i}.csv`);
    const res = await req.catch((err: {response?: {status: number; body: unknown}}) => err.response);
    expect(res?.status).toBe(413);
    expect(res?.body).toEqual({
      errors: [{message: 'At most 5 files per request.', extensions: {code: 'PAYLOAD_TOO_LARGE'}}],
    });
    await eventually(() => uploadTemps(server).length === 0, 'the parts of the refused request removed');
  });

  // Concurrency-sensitive: the request is cut while its file is being written; repeated.
  it.each([1, 2, 3])('removes the partial file of an upload cut mid-way (round %i)', async () => {
    const request = givenUploadInProgress(512 * 1024);
    await eventually(() => uploadTemps(server).length > 0, 'the upload written to a temporary file');
    expect(openUploadFiles(server)).toHaveLength(1);
    request.socket.destroy();
    await eventually(
      () => uploadTemps(server).length === 0 && openUploadFiles(server).length === 0,
      'the partial file removed and closed',
    );
  });

  it('refuses an upload over the bytes a caller may be sending at once, and accepts it when the first is gone', async () => {
    const first = givenUploadInProgress(256 * 1024);
    await eventually(() => uploadTemps(server).length > 0, 'the first upload in progress');
    const second = await postUploadFile(
      server,
      madmin,
      Buffer.from(`Serial Number,Model\n${csvRows(2 ** 20)}`),
      'b.csv',
    );
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBe('5');
    expect(second.body.errors[0].extensions.code).toBe('UPLOAD_LIMIT');
    first.socket.destroy();
    await eventually(() => uploadTemps(server).length === 0, 'the first upload gone');
    const again = await postUploadFile(
      server,
      madmin,
      Buffer.from(`Serial Number,Model\n${csvRows(2 ** 20)}`),
      'b.csv',
    );
    expect(again.status).toBe(200);
    expect(again.body.data.uploadFile.originalName).toBe('b.csv');
  });

  it("bounds an anonymous caller's JSON body lower than a signed-in one's, refused from its length", async () => {
    const body = {query: `{ _health } # ${'x'.repeat(200 * 1024)}`};
    const anonymous = await client(server).post('/graphql').send(body).expect(413);
    expect(anonymous.body.errors[0]).toEqual({
      message: `The request body is larger than ${defaults.graphql.anonymous.bodyBytes} bytes.`,
      extensions: {code: 'PAYLOAD_TOO_LARGE'},
    });
    await client(server).post('/graphql').set('Authorization', `Bearer ${madmin}`).send(body).expect(200);
  });

  it('refuses a REST body without a token before reading it', async () => {
    const request = givenRawRequest(
      server,
      {path: '/api/profile/change_password', headers: {'Content-Type': 'application/json'}, contentLength: 5 * 2 ** 20},
      `{"Password": "${'x'.repeat(64 * 1024)}`,
    );
    const answer = await Promise.race([
      request.answer,
      new Promise<string>(resolve => setTimeout(() => resolve('no answer while the body is incomplete'), 5000)),
    ]);
    request.socket.destroy();
    expect(statusOf(answer)).toBe(401);
  });
});

describe('Bodies and uploads: bytes per caller and hour', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await givenRunningApp({limits: {...defaults, uploads: {...defaults.uploads, bytesPerHour: 2 ** 20}}});
    // The hour's bytes are counted in the database that every test server of this run shares.
    await server.pool.query(`DELETE FROM rate_limit_hit WHERE key LIKE 'upload-kib:%'`);
  });
  afterAll(() => server?.stop());

  it("refuses an upload past the hour's bytes with 429 and Retry-After, before storing it", async () => {
    const token = await givenSignedToken(server, 'madmin');
    const file = Buffer.from(`Serial Number,Model\n${csvRows(600 * 1024)}`);
    expect((await postUploadFile(server, token, file, 'first.csv')).status).toBe(200);
    const second = await postUploadFile(server, token, file, 'second.csv');
    expect(second.status).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(3000);
    expect(second.body.errors[0]).toEqual({
      message: 'You have uploaded 1 MB this hour: try again later.',
      extensions: {code: 'UPLOAD_LIMIT'},
    });
    // The first upload's temporary file goes once its answer is sent; the refused one never stays.
    await eventually(() => uploadTemps(server).length === 0, 'no upload left in temporary files');
    // Another caller has its own bytes.
    const other = await givenSignedToken(server, 'supplier');
    expect((await postUploadFile(server, other, file, 'other.csv')).status).toBe(200);
  });
});
