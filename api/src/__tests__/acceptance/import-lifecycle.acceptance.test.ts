import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {RunningServer} from '../../server';
import {importRetry, importTestHooks} from '../../services/import';
import {UPLOAD_ADMIN_MESSAGES} from '../../services/uploads';
import {client, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {
  givenImport,
  givenXlsx,
  gql,
  IMPORT_PRODUCT,
  importInputOf,
  postUploadFile,
  waitForImport,
} from '../helpers/import.helpers';
import {unique} from '../helpers/verification.helpers';

const HISTORY = `query($filter: String) { uploadHistory(filter: $filter) { count list { uploadId stateLabel isDeleted restoredFrom success failed totalRecords deletedCount undeletedCount deleteReason
  ledgerHistory { ledgerPendingCount } } } }`;

describe('import permissions, mapping checks, delete and restore, atomicity', () => {
  let server: RunningServer;
  let madmin: string;
  let admin: string;
  let p: string;
  const post = (path: string, body: object, token = admin) =>
    client(server).post(path).set('Authorization', `Bearer ${token}`).send(body);
  const stateOf = async (uploadId: number) =>
    (
      await server.pool.query(
        `SELECT serial, state, upload_id FROM product_serial WHERE serial LIKE $1 ORDER BY serial`,
        [`${p}%`],
      )
    ).rows.map(r => [r.serial.slice(p.length), r.state, r.upload_id === uploadId ? 'same' : r.upload_id]);

  beforeAll(async () => {
    server = await givenRunningApp();
    madmin = await givenToken(server, 'madmin');
    admin = await givenToken(server, 'admin');
  });
  beforeEach(() => {
    p = unique('LC');
  });
  afterAll(() => server.stop());

  it('serves the seven delete reasons of document 001 from one home', async () => {
    const {data} = await gql(server, admin, '{ uploadDeleteReasons }', {});
    expect(data.uploadDeleteReasons).toHaveLength(7);
    expect(data.uploadDeleteReasons).toEqual(expect.arrayContaining(['Data error – Invalid serial number', 'Other']));
  });

  it('refuses staff without the Upload permission', async () => {
    await server.pool.query(
      `DELETE FROM staff_permission WHERE user_id = (SELECT id FROM app_user WHERE username = 'mstaff') AND permission_id = 2`,
    );
    try {
      const res = await postUploadFile(
        server,
        await givenToken(server, 'mstaff'),
        Buffer.from('Serial,Model\nA,DE-10\n'),
        'a.csv',
      ).expect(403);
      // Refused at the door, before the file is read (docs/security.md, "Bodies and uploads").
      expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    } finally {
      await server.pool.query(
        `INSERT INTO staff_permission SELECT id, manufacturer_id, 2 FROM app_user WHERE username = 'mstaff'`,
      );
    }
    const staff = await givenImport(
      server,
      await givenToken(server, 'mstaff'),
      Buffer.from(`Serial,Model\n${p}-1,DE-10\n`),
      'staff.csv',
    );
    expect(staff.state).toMatchObject({status: 'done', error: null, success: 1});
  });

  it('checks the mapping: required fields, unknown and duplicate fields, naming the sheet and field; and imports of another user', async () => {
    const up = (
      await postUploadFile(server, madmin, Buffer.from(`Code,Type,Pmax\n${p}-1,DE-10,1\n`), 'odd.csv').expect(200)
    ).body.data.uploadFile;
    const input = importInputOf(up);
    input.sheets[0].enabled = true;
    const start = async (fields: Array<string | null>, token = madmin) => {
      input.sheets[0].header.columns.forEach((c, i) => {
        c.fieldName = fields[i];
      });
      return (await gql(server, token, IMPORT_PRODUCT, {product: input})).errors?.[0]?.message;
    };
    expect(await start(['Serial Number', null, 'pmax'])).toBe(
      'odd.csv, sheet "odd": map a column to Model; every non-optional field must be mapped before processing.',
    );
    expect(await start(['Serial Number', 'Model', 'Colour'])).toMatch(
      /^odd.csv, sheet "odd": "Colour" is not a field of the flash data/,
    );
    expect(await start(['Serial Number', 'Model', 'Model'])).toBe(
      'odd.csv, sheet "odd": Model is mapped to more than one column.',
    );
    expect(await start(['Serial Number', 'Model', 'pmax'], await givenToken(server, 'supplier'))).toMatch(
      /^batchId: no uploaded file of yours/,
    );
    expect(await start(['Serial Number', 'Model', 'pmax'])).toBeUndefined();
    expect(await start(['Serial Number', 'Model', 'pmax'])).toBe(
      'This import has already been started; follow it with upload(batchId).',
    );
    expect(await waitForImport(server, madmin, up.batchId)).toMatchObject({status: 'done', error: null, success: 1});
  });

  it('delete withdraws the not-installed serials (installed ones are Undeleted); restore makes a new upload of those not uploaded again', async () => {
    const first = await givenImport(
      server,
      madmin,
      Buffer.from(`Serial,Model\n${p}-A,DE-10\n${p}-B,DE-10\n${p}-C,DE-10\n`),
      'del.csv',
    );
    const uploadId = Number(first.state.uploadId);
    await server.pool.query(`UPDATE product_serial SET state = 'installed' WHERE serial = $1`, [`${p}-C`]);

    expect((await post('/api/upload/delete', {UploadId: uploadId}, madmin)).status).toBe(403);
    expect((await post('/api/upload/delete', {UploadId: uploadId, Reason: ''}).expect(400)).body.message).toBe(
      UPLOAD_ADMIN_MESSAGES.reasonRequired,
    );
    expect((await post('/api/upload/delete', {UploadId: uploadId, Reason: 'Other'}).expect(400)).body.message).toBe(
      UPLOAD_ADMIN_MESSAGES.customReasonRequired,
    );
    const deleted = await post('/api/upload/delete', {
      UploadId: uploadId,
      Reason: 'Other',
      CustomReason: 'Wrong batch',
    }).expect(200);
    expect(deleted.body).toMatchObject({status: true, deleted: 2, undeleted: 1});
    expect(await stateOf(uploadId)).toEqual([
      ['-A', 'withdrawn', 'same'],
      ['-B', 'withdrawn', 'same'],
      ['-C', 'installed', 'same'],
    ]);
    expect(
      (await post('/api/upload/delete', {UploadId: uploadId, Reason: 'Data error – Incorrect model'})).status,
    ).toBe(409);

    const again = await givenImport(server, madmin, Buffer.from(`Serial,Model\n${p}-B,DE-5\n`), 'again.csv');
    expect(again.state).toMatchObject({status: 'done', error: null, success: 1});

    const restored = await post('/api/upload/restore', {UploadId: uploadId}).expect(200);
    expect(restored.body).toMatchObject({status: true, restoredFrom: uploadId, restored: 1});
    const newId = restored.body.uploadId;
    expect(await stateOf(newId)).toEqual([
      ['-A', 'available', 'same'],
      ['-B', 'available', Number(again.state.uploadId)],
      ['-C', 'installed', uploadId],
    ]);
    expect((await post('/api/upload/restore', {UploadId: uploadId})).status).toBe(409);

    const history = (await gql(server, admin, HISTORY, {filter: 'del.csv'})).data.uploadHistory.list;
    expect(history).toEqual([
      expect.objectContaining({
        uploadId: String(newId),
        stateLabel: 'Restored',
        isDeleted: null,
        restoredFrom: String(uploadId),
        success: 1,
        failed: 1,
        ledgerHistory: {ledgerPendingCount: 1},
      }),
      // -B went to again.csv by its take-over and -A to the restored upload: the installed -C stays.
      expect.objectContaining({
        uploadId: String(uploadId),
        stateLabel: 'Deleted',
        isDeleted: true,
        deletedCount: 2,
        undeletedCount: 1,
        deleteReason: 'Other: Wrong batch',
        ledgerHistory: {ledgerPendingCount: 1},
      }),
    ]);
    const audit = await server.pool.query(
      `SELECT action FROM audit_log WHERE entity = 'Upload' AND entity_id = $1 ORDER BY id`,
      [String(uploadId)],
    );
    expect(audit.rows.map(r => r.action)).toEqual(['upload.delete', 'upload.restore']);
  });

  it('refuses delete when every record failed', async () => {
    const failed = await givenImport(server, madmin, Buffer.from(`Serial,Model\n${p}-Z,NOPE\n`), 'allfailed.csv');
    const res = await post('/api/upload/delete', {
      UploadId: Number(failed.state.uploadId),
      Reason: 'Data error – Incorrect model',
    }).expect(400);
    expect(res.body.message).toBe(UPLOAD_ADMIN_MESSAGES.allFailed);
  });

  it('fails for good when its last run fails: then failed, with the error, nothing stored, and it may be started again', async () => {
    const attempts = importRetry.attempts;
    importRetry.attempts = 2;
    let runs = 0;
    importTestHooks.beforeCommit = async () => {
      runs++;
      throw new Error('injected failure');
    };
    try {
      const up = (
        await postUploadFile(server, madmin, Buffer.from(`Serial,Model\n${p}-1,DE-10\n`), 'doomed.csv').expect(200)
      ).body.data.uploadFile;
      await gql(server, madmin, IMPORT_PRODUCT, {product: importInputOf(up)});
      const state = await waitForImport(server, madmin, up.batchId, 20_000, ['failed']);
      expect(state).toMatchObject({
        status: 'failed',
        error: 'The import failed and nothing was stored: injected failure',
        uploadId: null,
      });
      expect(runs).toBe(2);
      const {rows} = await server.pool.query(`SELECT count(*)::int AS n FROM product_serial WHERE serial LIKE $1`, [
        `${p}%`,
      ]);
      expect(rows[0].n).toBe(0);

      delete importTestHooks.beforeCommit;
      expect((await gql(server, madmin, IMPORT_PRODUCT, {product: importInputOf(up)})).errors).toBeUndefined();
      expect(await waitForImport(server, madmin, up.batchId)).toMatchObject({status: 'done', error: null, success: 1});
    } finally {
      importRetry.attempts = attempts;
      delete importTestHooks.beforeCommit;
    }
  });

  it("runs again when the reader fails on a file that read well for its preview, and fails for good with the reader's error after the last run", async () => {
    const attempts = importRetry.attempts;
    importRetry.attempts = 2;
    const file = await givenXlsx({
      Sheet1: [
        ['Serial', 'Model'],
        [`${p}-X1`, 'DE-10'],
      ],
    });
    const up = (await postUploadFile(server, madmin, file, 'reread.xlsx').expect(200)).body.data.uploadFile;
    const stored = join(server.config.dataDir, 'files', 'uploads', up.batchId, up.systemName);
    try {
      writeFileSync(stored, Buffer.from('PK\u0003\u0004 no longer a workbook'));
      await gql(server, madmin, IMPORT_PRODUCT, {product: importInputOf(up)});
      const state = await waitForImport(server, madmin, up.batchId, 20_000, ['failed']);
      expect(state.error).toMatch(/^reread\.xlsx: the file could not be read as xlsx/);
      const {
        rows: [batch],
      } = await server.pool.query('SELECT attempts FROM import_batch WHERE batch_id = $1', [up.batchId]);
      expect(batch.attempts).toBe(2);

      writeFileSync(stored, file);
      expect((await gql(server, madmin, IMPORT_PRODUCT, {product: importInputOf(up)})).errors).toBeUndefined();
      expect(await waitForImport(server, madmin, up.batchId)).toMatchObject({status: 'done', error: null, success: 1});
    } finally {
      importRetry.attempts = attempts;
    }
  });

  it('is atomic: a failure after every row is stored, before commit, leaves no upload and no serials; the retried job then imports once', async () => {
    let failures = 0;
    importTestHooks.beforeCommit = async () => {
      if (failures++ === 0) throw new Error('injected failure');
    };
    try {
      const up = (
        await postUploadFile(
          server,
          madmin,
          Buffer.from(`Serial,Model\n${p}-1,DE-10\n${p}-2,DE-10\n`),
          'atomic.csv',
        ).expect(200)
      ).body.data.uploadFile;
      await gql(server, madmin, IMPORT_PRODUCT, {product: importInputOf(up)});
      const deadline = Date.now() + 10_000;
      while (failures === 0 && Date.now() < deadline) await new Promise(r => setTimeout(r, 50));
      const afterFailure = await server.pool.query(
        `SELECT (SELECT count(*)::int FROM upload WHERE batch_id = $1) AS uploads, (SELECT count(*)::int FROM product_serial WHERE serial LIKE $2) AS serials`,
        [up.batchId, `${p}%`],
      );
      expect(afterFailure.rows[0]).toEqual({uploads: 0, serials: 0});
      // Waiting for its next run: queued, with the failed run's error (not failed: runs remain).
      const between = await waitForImport(server, madmin, up.batchId, 10_000, ['queued', 'done', 'failed']);
      expect(between).toMatchObject({status: 'queued', error: expect.stringContaining('injected failure (run 1 of 4')});
      const state = await waitForImport(server, madmin, up.batchId, 20_000, ['done']);
      expect(state).toMatchObject({status: 'done', error: null, success: 2, failed: 0});
      expect(failures).toBe(2);
      const {rows} = await server.pool.query(`SELECT count(*)::int AS n FROM product_serial WHERE serial LIKE $1`, [
        `${p}%`,
      ]);
      expect(rows[0].n).toBe(2);
    } finally {
      delete importTestHooks.beforeCommit;
    }
  });
});
