import {Pool} from 'pg';
import {IMPORT_INTERRUPTED} from '../../services/import';
import {client, downloadBytes, givenToken} from '../helpers/app.helpers';
import {
  gql,
  IMPORT_PRODUCT,
  importInputOf,
  postUploadFile,
  UPLOAD_STATE,
  waitForImport,
} from '../helpers/import.helpers';
import {givenLiveClient, givenProviderToken, givenReplicas, Replica, until} from '../helpers/replicas.helpers';
import {givenTestBucket, TestBucket} from '../helpers/s3-server.helpers';
import {installationOf, unique, verificationRequest} from '../helpers/verification.helpers';

const IMPORT_ROWS = 120_000;

/**
 * Several replicas on one PostgreSQL and one bucket, as compose.yaml runs them: compiled API processes that share
 * nothing else (each its own DATA_DIR), requests spread across them, one killed with kill -9 mid-work.
 */
describe('several replicas on one PostgreSQL and one bucket', () => {
  const pool = new Pool({connectionString: process.env.VOLTCHECK_TEST_DATABASE_URL, max: 3});
  let bucket: TestBucket;
  let replicas: ReturnType<typeof givenReplicas>;
  let web: Replica; // RUN_WORKERS=false: uploads and imports are asked here
  let worker: Replica; // the only worker until it is killed
  let viewer: Replica; // RUN_WORKERS=false: the live client connects here
  let madmin: string;

  beforeAll(async () => {
    bucket = await givenTestBucket('voltcheck-replicas');
    replicas = givenReplicas(bucket.env);
    [web, worker, viewer] = await Promise.all([
      replicas.start('a', {RUN_WORKERS: 'false'}),
      replicas.start('b'),
      replicas.start('c', {RUN_WORKERS: 'false'}),
    ]);
    madmin = await givenToken(web, 'madmin');
  }, 120_000);
  afterAll(async () => {
    await replicas?.stopAll();
    await bucket?.close();
    await pool.end();
  });

  const csvOf = (prefix: string, rows: number) =>
    Buffer.from(`Serial Number,Model\n${Array.from({length: rows}, (_, i) => `${prefix}-${i},DE-10`).join('\n')}\n`);
  const upload = async (through: Replica, csv: Buffer) => {
    const up = await postUploadFile(through, madmin, csv, 'serials.csv').expect(200);
    expect(up.body.errors).toBeUndefined();
    return up.body.data.uploadFile;
  };
  const startImport = async (through: Replica, uploaded: {batchId: string}) => {
    const started = await gql(through, madmin, IMPORT_PRODUCT, {product: importInputOf(uploaded as never)});
    expect(started.errors).toBeUndefined();
  };
  const stored = async (prefix: string) =>
    Number(
      (await pool.query(`SELECT count(*) FROM product_serial WHERE serial LIKE $1`, [`${prefix}-%`])).rows[0].count,
    );
  const importJobs = async (batchId: string) =>
    (
      await pool.query(
        `SELECT state, retry_count FROM pgboss.job WHERE name = 'flash-data-import' AND data->>'batchId' = $1`,
        [batchId],
      )
    ).rows;
  const givenSerials = async (count: number) =>
    (
      await pool.query<{serial: string}>(
        `INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm, state)
         SELECT b.id, m.id, p.id, $1 || '-' || g, $1 || '-' || g, 'available'
           FROM brand b JOIN manufacturer m ON m.brand_id = b.id JOIN product p ON p.brand_id = b.id AND p.model = 'DE-10',
                generate_series(1, $2::int) g
          WHERE b.name = 'Demo Energy' RETURNING serial`,
        [unique('R'), count],
      )
    ).rows.map(r => r.serial);
  const verify = (through: Replica, token: string, body: object) =>
    client(through).post('/api/v1/verifications').set('Authorization', `Bearer ${token}`).send(body);

  it('an upload through one replica is imported by another, heard live on a third, its report downloaded anywhere', async () => {
    const live = await givenLiveClient(viewer, await givenToken(viewer, 'madmin'));
    const prefix = unique('REP');
    const uploaded = await upload(web, csvOf(prefix, 2000));
    await startImport(web, uploaded);
    const state = await waitForImport(viewer, madmin, uploaded.batchId, 60_000);
    expect(state).toMatchObject({status: 'done', success: 2000, failed: 0});
    expect(await stored(prefix)).toBe(2000);
    const mine = (event: string) => live.heard.filter(([e, p]) => e === event && p.batchId === uploaded.batchId);
    await until(() => mine('UploadComplete').length > 0, 'UploadComplete on the third replica');
    expect(mine('RowRead').length).toBeGreaterThan(0);
    expect(mine('UploadComplete')).toEqual([['UploadComplete', expect.objectContaining({success: 2000})]]);
    live.socket.disconnect();
    // Run once, by the worker replica (the others run no jobs). pg-boss marks the job completed just after the
    // import reports done, so wait for the job to settle before reading it.
    const jobs = await until(async () => {
      const rows = await importJobs(uploaded.batchId);
      return rows.every(j => j.state !== 'active' && j.state !== 'created') ? rows : undefined;
    }, 'the import job to settle');
    expect(jobs).toEqual([{state: 'completed', retry_count: 0}]);
    const reports = await Promise.all(
      [web, worker, viewer].map(r =>
        downloadBytes(r, `/api/upload/report?batchId=${uploaded.batchId}`, madmin).expect(200),
      ),
    );
    expect(reports[0].body.toString()).toContain(`${prefix}-1999`);
    for (const r of reports) expect(Buffer.compare(r.body, reports[0].body)).toBe(0);
  });

  it('verifications racing on different replicas: exactly one installation wins each serial', async () => {
    const token = await givenProviderToken(web, await givenToken(web, 'admin'));
    const serials = await givenSerials(10);
    for (const serial of serials) {
      const [a, b] = await Promise.all(
        [web, viewer].map((r, i) =>
          verify(
            r,
            token,
            verificationRequest([{serial}], {requestType: 1, installation: installationOf(['2150', '3000'][i])}),
          ),
        ),
      );
      expect([a.body.results[0].reason, b.body.results[0].reason].sort()).toEqual(['ALREADY_INSTALLED', 'VERIFIED']);
    }
    const {rows} = await pool.query(
      `SELECT count(DISTINCT installation_id)::int AS n FROM product_serial WHERE serial = ANY($1) AND state = 'installed'`,
      [serials],
    );
    expect(rows[0].n).toBe(serials.length);
  });

  it('a replica killed with kill -9 mid-import and mid-verification: the import fails, runs again elsewhere, every answer replays', async () => {
    const token = await givenProviderToken(web, await givenToken(web, 'admin'));
    const prefix = unique('KILL');
    const uploaded = await upload(web, csvOf(prefix, IMPORT_ROWS));
    await startImport(web, uploaded);

    // Verification traffic to the worker replica while it imports; answered requests are kept.
    const serials = await givenSerials(400);
    const answered: Array<{body: object; text: string; signature: string; serial: string}> = [];
    let killed = false;
    const traffic = Array.from({length: 4}, async (_, lane) => {
      for (let i = lane; i < serials.length && !killed; i += 4) {
        const body = verificationRequest([{serial: serials[i]}], {requestType: 1, installation: installationOf()});
        const res = await verify(worker, token, body).catch(() => undefined);
        if (res?.status === 200)
          answered.push({body, text: res.text, signature: res.headers['x-signature'], serial: serials[i]});
      }
    });
    await until(
      async () =>
        answered.length >= 10 &&
        (
          await pool.query('SELECT status, rows_read FROM import_batch WHERE batch_id = $1', [uploaded.batchId])
        ).rows.find(r => r.status === 'processing' && r.rows_read > 0),
      'the import running and verifications answered',
      60_000,
    );
    worker.child.kill('SIGKILL');
    killed = true;
    await worker.exited;
    await Promise.all(traffic);

    // Another replica (a deploy's new one) settles the dead run at its start; the import is asked again and finishes.
    const next = await replicas.start('d');
    const failed = await waitForImport(web, madmin, uploaded.batchId, 60_000, ['failed', 'done']);
    expect(failed).toMatchObject({status: 'failed', error: IMPORT_INTERRUPTED});
    expect(await stored(prefix)).toBe(0);
    await startImport(web, uploaded);
    expect(await waitForImport(viewer, madmin, uploaded.batchId, 120_000)).toMatchObject({
      status: 'done',
      success: IMPORT_ROWS,
      failed: 0,
    });
    expect(await stored(prefix)).toBe(IMPORT_ROWS);
    const uploads = await pool.query('SELECT count(*)::int AS n FROM upload WHERE batch_id = $1', [uploaded.batchId]);
    expect(uploads.rows[0].n).toBe(1);
    // The killed run's job was cancelled by the recovery; the second job completed (pg-boss marks it just after).
    const jobsDone = async () => (await importJobs(uploaded.batchId)).map(j => j.state).sort();
    await until(async () => (await jobsDone()).includes('completed'), 'the second job completed');
    expect(await jobsDone()).toEqual(['cancelled', 'completed']);

    // Every answered verification is stored and replays byte for byte through the surviving replicas.
    expect(answered.length).toBeGreaterThanOrEqual(10);
    for (const [i, a] of answered.entries()) {
      const again = await verify([web, next][i % 2], token, a.body).expect(200);
      expect(again.headers['idempotent-replay']).toBe('true');
      expect(again.text).toBe(a.text);
      expect(again.headers['x-signature']).toBe(a.signature);
    }
    const installed = await pool.query(
      `SELECT count(*)::int AS n FROM product_serial WHERE serial = ANY($1) AND state = 'installed'`,
      [answered.map(a => a.serial)],
    );
    expect(installed.rows[0].n).toBe(answered.length);
    expect((await gql(web, madmin, UPLOAD_STATE, {batchId: uploaded.batchId})).data.upload.status).toBe('done');
  }, 240_000);
});
