import {ImportBatchRepository} from '../../services/import/import-batch.repository';
import {ImportPlan} from '../../services/import/import-plan';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenDistributor, givenManufacturer, givenUpload, givenUser} from '../helpers/serial-rows.helpers';

describe('ImportBatchRepository (import_batch)', () => {
  let db: MigratedDatabase;
  let repo: ImportBatchRepository;
  let manufacturerId: number;
  let supplierId: number;
  let userId: number;
  let n = 0;

  beforeAll(async () => {
    db = await givenMigratedDatabase('import_batch_repo');
    repo = new ImportBatchRepository(db.pool);
    manufacturerId = (await givenManufacturer(db.pool)).manufacturerId;
    supplierId = await givenDistributor(db.pool, [manufacturerId]);
    userId = await givenUser(db.pool, {manufacturerId});
  });

  afterAll(() => db?.drop());

  const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  const planOf = (batchId: string): ImportPlan => ({
    batchId,
    type: 1,
    files: [
      {
        index: 0,
        originalName: 'flash.csv',
        systemName: 'original.csv',
        storageKey: `uploads/${batchId}/original.csv`,
        fileType: 'csv',
        sheets: [{index: 0, name: 'Sheet1', mapping: {'Serial Number': 0, Model: 1}}],
      },
    ],
  });
  async function givenQueued(distributorId: number | null = null) {
    const batchId = uuid();
    const queued = await repo.queue({
      plan: planOf(batchId),
      jobId: uuid(),
      manufacturerId,
      distributorId,
      uploadedBy: userId,
      ipAddress: '10.0.0.1',
    });
    expect(queued).toBe(true);
    return batchId;
  }

  it('queues an import and answers its state and what its job reads', async () => {
    const batchId = await givenQueued(supplierId);
    expect(await repo.state(batchId)).toEqual({
      batchId,
      uploadId: null,
      status: 'queued',
      error: null,
      rowsRead: 0,
      type: 1,
      manufacturerId,
      createdOn: expect.any(Date),
      finishedOn: null,
      totalRecords: null,
      success: null,
      failed: null,
      unitCount: null,
      moduleCount: null,
    });
    expect(await repo.find(batchId)).toEqual({
      batchId,
      manufacturerId,
      distributorId: supplierId,
      uploadedBy: userId,
      ipAddress: '10.0.0.1',
      type: 1,
      status: 'queued',
      attempts: 0,
      request: planOf(batchId),
    });
    expect(await repo.distributorOf(batchId)).toBe(supplierId);
    expect(await repo.distributorOf(await givenQueued())).toBeNull();
    expect(await repo.state('not a batch')).toBeUndefined();
    expect(await repo.find(uuid())).toBeUndefined();
  });

  it('refuses to queue a batch again unless its last run failed and stored nothing', async () => {
    const batchId = await givenQueued();
    const again = {plan: planOf(batchId), jobId: uuid(), manufacturerId, distributorId: null, uploadedBy: userId};
    expect(await repo.queue({...again, ipAddress: null})).toBe(false);
    await repo.markProcessing(batchId);
    await repo.markFailed(batchId, 'the file could not be read', 'failed');
    expect(await repo.queue({...again, ipAddress: null})).toBe(true);
    expect(await repo.find(batchId)).toMatchObject({status: 'queued', attempts: 0});
    expect(await repo.state(batchId)).toMatchObject({status: 'queued', error: null});
  });

  it('marks runs: processing with one more attempt, rows read, failed or queued again, never undoing done', async () => {
    const batchId = await givenQueued();
    await repo.markProcessing(batchId);
    await repo.recordRowsRead(batchId, 250);
    expect(await repo.find(batchId)).toMatchObject({status: 'processing', attempts: 1});
    expect(await repo.state(batchId)).toMatchObject({rowsRead: 250});
    await repo.markFailed(batchId, 'run 1 of 4 failed', 'queued');
    expect(await repo.state(batchId)).toMatchObject({status: 'queued', error: 'run 1 of 4 failed'});
    await repo.markProcessing(batchId);
    expect(await repo.state(batchId)).toMatchObject({status: 'processing', error: null, rowsRead: 0});
    expect(await repo.find(batchId)).toMatchObject({attempts: 2});
    const {uploadId} = await givenUpload(db.pool, {manufacturerId, success: 7});
    await db.pool.query(
      `UPDATE import_batch SET status = 'done', upload_id = $2, finished_on = now() WHERE batch_id = $1`,
      [batchId, uploadId],
    );
    await repo.markFailed(batchId, 'too late', 'failed');
    expect(await repo.state(batchId)).toMatchObject({
      status: 'done',
      error: null,
      uploadId,
      totalRecords: 7,
      success: 7,
      failed: 0,
      finishedOn: expect.any(Date),
    });
  });

  it('runs work holding the batch’s run lock, which a second runner cannot take meanwhile', async () => {
    const batchId = await givenQueued();
    const ran: string[] = [];
    const first = await repo.whileRunning(batchId, async () => {
      ran.push('first');
      expect(await repo.whileRunning(batchId, async () => void ran.push('second'))).toBe(false);
    });
    expect(first).toBe(true);
    expect(await repo.whileRunning(batchId, async () => void ran.push('third'))).toBe(true);
    expect(ran).toEqual(['first', 'third']);
  });

  it('fails the imports left processing by a dead process, not those a live run holds', async () => {
    const dead = await givenQueued();
    const live = await givenQueued();
    await repo.markProcessing(dead);
    await repo.markProcessing(live);
    let settled: Awaited<ReturnType<ImportBatchRepository['failDeadRuns']>> = [];
    await repo.whileRunning(live, async () => {
      settled = await repo.failDeadRuns('interrupted');
    });
    const {rows} = await db.pool.query<{job_id: string}>('SELECT job_id FROM import_batch WHERE batch_id = $1', [dead]);
    expect(settled).toEqual([{batchId: dead, jobId: rows[0].job_id, manufacturerId, uploadedBy: userId}]);
    expect(await repo.state(dead)).toMatchObject({
      status: 'failed',
      error: 'interrupted',
      finishedOn: expect.any(Date),
    });
    expect(await repo.state(live)).toMatchObject({status: 'processing'});
  });
});
