import {RunningServer} from '../../server';
import {IMPORT_INTERRUPTED, importTestHooks} from '../../services/import';
import {givenRunningApp, givenToken} from '../helpers/app.helpers';
import {gql, IMPORT_PRODUCT, importInputOf, postUploadFile, waitForImport} from '../helpers/import.helpers';
import {unique} from '../helpers/verification.helpers';
import {ImportBindings} from '../../services/import/import.keys';

/**
 * The sweep of interrupted imports tells a dead run from a live one by the run's
 * lock: it never fails an import a live process is running (on any replica), and fails one whose
 * process is gone. The kill -9 case itself: import-crash-recovery.acceptance.test.ts.
 */
describe('recovering interrupted imports', () => {
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    server = await givenRunningApp();
    token = await givenToken(server, 'madmin');
  });
  afterAll(() => server.stop());

  async function queued(p: string) {
    const up = await postUploadFile(server, token, Buffer.from(`Serial,Model\n${p}-1,DE-10\n${p}-2,DE-10\n`), 'r.csv');
    const uploaded = up.body.data.uploadFile;
    const started = await gql(server, token, IMPORT_PRODUCT, {product: importInputOf(uploaded)});
    expect(started.errors).toBeUndefined();
    return uploaded.batchId as string;
  }

  it.each([1, 2, 3])('round %i: leaves an import a live process is running alone', async () => {
    const runner = await server.app.get(ImportBindings.RUNNER);
    let release!: () => void;
    let paused!: () => void;
    const atCommit = new Promise<void>(resolve => (paused = resolve));
    importTestHooks.beforeCommit = () => {
      paused();
      return new Promise<void>(resolve => (release = resolve));
    };
    try {
      const batchId = await queued(unique('LIVE'));
      await atCommit;
      expect(await runner.recoverInterrupted()).toEqual([]);
      const {rows} = await server.pool.query('SELECT status FROM import_batch WHERE batch_id = $1', [batchId]);
      expect(rows[0].status).toBe('processing');
      release();
      expect(await waitForImport(server, token, batchId)).toMatchObject({status: 'done', success: 2});
    } finally {
      delete importTestHooks.beforeCommit;
    }
  });

  it('fails an import left processing by a process that is gone, tells its watchers, and names its job to cancel', async () => {
    const runner = await server.app.get(ImportBindings.RUNNER);
    const p = unique('DEAD');
    // An import set back to processing with no run holding its lock stands for the run of a process that died.
    const batchId = await queued(p);
    await waitForImport(server, token, batchId);
    const jobId = '00000000-0000-4000-8000-' + String(Date.now()).slice(-12).padStart(12, '0');
    await server.pool.query(
      `UPDATE import_batch SET status = 'processing', upload_id = NULL, job_id = $2 WHERE batch_id = $1`,
      [batchId, jobId],
    );
    const {manufacturer_id: manufacturerId} = (
      await server.pool.query('SELECT manufacturer_id FROM import_batch WHERE batch_id = $1', [batchId])
    ).rows[0];
    const publish = jest.spyOn(server.live, 'publish');
    try {
      expect(await runner.recoverInterrupted()).toEqual([jobId]);
      const {rows} = await server.pool.query('SELECT status, error FROM import_batch WHERE batch_id = $1', [batchId]);
      expect(rows[0]).toEqual({status: 'failed', error: IMPORT_INTERRUPTED});
      expect(publish).toHaveBeenCalledWith(
        expect.arrayContaining([`manufacturer:${manufacturerId}`]),
        'UploadFailed',
        {batchId, message: IMPORT_INTERRUPTED},
        {manufacturerId},
      );
      // Settled once: the next sweep finds nothing.
      expect(await runner.recoverInterrupted()).toEqual([]);
    } finally {
      publish.mockRestore();
    }
  });
});
