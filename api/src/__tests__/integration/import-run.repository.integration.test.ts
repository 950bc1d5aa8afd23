import {PoolClient} from 'pg';
import {ImportRunRepository} from '../../services/import/import-run.repository';
import {copyPrefix, PersistTarget, serialLine} from '../../services/import/import-stage';
import {LineBuffer} from '../../services/import/line-buffer';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {
  givenLog,
  givenManufacturer,
  GivenManufacturer,
  givenProduct,
  givenSerials,
  givenUpload,
  givenUser,
  givenVerificationBatch,
} from '../helpers/serial-rows.helpers';

describe('ImportRunRepository (an import’s transaction: upload, serials by COPY, failed serials resolved)', () => {
  let db: MigratedDatabase;
  let repo: ImportRunRepository;
  let maker: GivenManufacturer;
  let productId: number;
  let userId: number;
  let n = 0;

  beforeAll(async () => {
    db = await givenMigratedDatabase('import_run_repo');
    repo = new ImportRunRepository(db.pool);
    maker = await givenManufacturer(db.pool, 'Volta');
    productId = await givenProduct(db.pool, maker.brandId, {model: 'Home  Battery 10'});
    userId = await givenUser(db.pool, {manufacturerId: maker.manufacturerId});
  });

  afterAll(() => db?.drop());

  const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

  /** A chunk as ImportPipeline hands it over: each serial's normalised line and its whole COPY line. */
  function chunkOf(t: PersistTarget, serials: string[]) {
    const norms = new LineBuffer();
    const lines = new LineBuffer();
    for (const serial of serials) {
      norms.push(`${serial}\n`);
      const row = {fileIndex: 0, sheet: 'Sheet1', rowNumber: 2, serial, serialNorm: serial, model: 'M', productId};
      lines.push(`${copyPrefix(t)}${serialLine({...row, flash: {pmax: 410.5}, reason: null})}\n`);
    }
    return {norms, lines};
  }

  /** Starts a run as ImportRunner does: its batch held, its upload created, the stage and the brand's lock taken. */
  async function startRun(tx: PoolClient, batchId: string) {
    await tx.query(
      `INSERT INTO import_batch (batch_id, manufacturer_id, uploaded_by, type, request, status) VALUES ($1, $2, $3, 1, '{}', 'processing')`,
      [batchId, maker.manufacturerId, userId],
    );
    expect(await repo.lockBatch(tx, batchId)).toBe('processing');
    expect(await repo.brandOf(tx, maker.manufacturerId)).toBe(maker.brandId);
    await repo.prepareBulkWrite(tx);
    const uploadId = await repo.createUpload(tx, {
      batchId,
      manufacturerId: maker.manufacturerId,
      distributorId: null,
      type: 1,
      sourceFileName: 'flash.csv',
      systemFileName: `uploads/${batchId}/original.csv`,
      uploadedBy: userId,
      ipAddress: null,
      reportFileName: 'flash_report',
    });
    await repo.createStage(tx);
    await repo.lockBrandImports(tx, maker.brandId);
    return {brandId: maker.brandId, manufacturerId: maker.manufacturerId, distributorId: null, uploadId};
  }

  const stored = async (serials: string[]) =>
    (
      await db.pool.query(
        `SELECT serial, state, upload_id AS "uploadId", pmax::float8 AS pmax FROM product_serial WHERE serial = ANY($1) ORDER BY serial`,
        [serials],
      )
    ).rows;

  it("reads the brand's models by their key, none of them part of a battery system", async () => {
    const {models, systemModels} = await repo.transaction(tx => repo.brandModels(tx, maker.brandId));
    expect([...models]).toEqual([['HOME BATTERY 10', productId]]);
    expect(systemModels).toEqual({units: new Map(), modules: new Set()});
  });

  it('COPYs the rows that name their unit after the others, each with the unit its lookup finds (none: stored alone)', async () => {
    const result = await repo.transaction(async tx => {
      const t = await startRun(tx, uuid());
      const asked: number[][] = [];
      const outcome = await repo.persistChunk(tx, t, chunkOf(t, ['LM-1', 'LU-1', 'LM-2']), {
        has: i => i !== 1,
        unitsOf: async rows => {
          asked.push(rows);
          // The chunk's unit is stored by now; an unknown serial is not found.
          const units = await repo.unitsNamed(tx, t.brandId, ['LU-1', 'LU-NONE']);
          expect([...units.keys()]).toEqual(['LU-1']);
          return [units.get('LU-1')!.id, null];
        },
      });
      const {rows} = await tx.query(
        `SELECT s.serial, u.serial AS unit FROM product_serial s LEFT JOIN product_serial u ON u.id = s.parent_serial_id
          WHERE s.serial LIKE 'L_-%' ORDER BY s.serial`,
      );
      // A serial stored under a unit takes no modules itself.
      const units = await repo.unitsNamed(tx, t.brandId, ['LU-1', 'LM-1', 'LM-2']);
      return {outcome, asked, rows, units: [...units.keys()].sort()};
    });
    expect(result.outcome).toEqual({alreadyUploaded: [], takenOver: [], linked: [0], saved: 3});
    expect(result.asked).toEqual([[0, 2]]);
    expect(result.rows).toEqual([
      {serial: 'LM-1', unit: 'LU-1'},
      {serial: 'LM-2', unit: null},
      {serial: 'LU-1', unit: null},
    ]);
    expect(result.units).toEqual(['LM-2', 'LU-1']);
  });

  it('COPYs new serials, fails those already uploaded, takes over the withdrawn ones, then finishes the upload', async () => {
    const old = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId});
    await givenSerials(db.pool, {manufacturer: maker, productId, serials: ['OLD-1'], uploadId: old.uploadId});
    await givenSerials(db.pool, {
      manufacturer: maker,
      productId,
      serials: ['WD-1'],
      uploadId: old.uploadId,
      state: 'withdrawn',
    });
    const batchId = uuid();
    const outcome = await repo.transaction(async tx => {
      const t = await startRun(tx, batchId);
      const fresh = await repo.persistChunk(tx, t, chunkOf(t, ['NEW-1', 'NEW-2']));
      const mixed = await repo.persistChunk(tx, t, chunkOf(t, ['OLD-1', 'NEW-3', 'WD-1', 'NEW-1']));
      await repo.finish(
        tx,
        batchId,
        t.uploadId,
        {total: 6, success: 4, failed: 2, units: 0, modules: 0},
        `uploads/${batchId}/report.csv`,
      );
      return {fresh, mixed, uploadId: t.uploadId};
    });
    expect(outcome.fresh).toEqual({alreadyUploaded: [], takenOver: [], linked: [], saved: 2});
    expect(outcome.mixed).toEqual({alreadyUploaded: [0, 3], takenOver: [2], linked: [], saved: 2});
    const {uploadId} = outcome;
    expect(await stored(['NEW-1', 'NEW-2', 'NEW-3', 'OLD-1', 'WD-1'])).toEqual([
      {serial: 'NEW-1', state: 'available', uploadId, pmax: 410.5},
      {serial: 'NEW-2', state: 'available', uploadId, pmax: 410.5},
      {serial: 'NEW-3', state: 'available', uploadId, pmax: 410.5},
      {serial: 'OLD-1', state: 'available', uploadId: old.uploadId, pmax: null},
      {serial: 'WD-1', state: 'available', uploadId, pmax: 410.5},
    ]);
    const upload = await db.pool.query(
      'SELECT status, total_records, success, failed, report_system_file_name, report_file_name FROM upload WHERE id = $1',
      [uploadId],
    );
    expect(upload.rows[0]).toEqual({
      status: 'done',
      total_records: 6,
      success: 4,
      failed: 2,
      report_system_file_name: `uploads/${batchId}/report.csv`,
      report_file_name: 'flash_report',
    });
    const batch = await db.pool.query('SELECT status, upload_id, rows_read FROM import_batch WHERE batch_id = $1', [
      batchId,
    ]);
    expect(batch.rows[0]).toEqual({status: 'done', upload_id: uploadId, rows_read: 6});
  });

  it('fails a chunk when serials of the brand changed under it (the count check), so the run is retried', async () => {
    await expect(
      repo.transaction(async tx => {
        const t = await startRun(tx, uuid());
        // A serial stored by something else between the lookup and the COPY: here, inside the same chunk.
        return repo.persistChunk(tx, t, chunkOf(t, ['TWICE-1', 'TWICE-1']));
      }),
    ).rejects.toThrow(/product_serial_serial_brand_key|changed during the import/);
    expect(await stored(['TWICE-1'])).toEqual([]);
  });

  describe('failed serials resolved by an upload', () => {
    async function givenFailed(serials: string[]) {
      const batchId = await givenVerificationBatch(db.pool);
      const ids: number[] = [];
      for (const serial of serials)
        ids.push(await givenLog(db.pool, {batchId, serial, manufacturerId: maker.manufacturerId, productId}));
      return ids;
    }
    const resolved = async (ids: number[]) =>
      (
        await db.pool.query(
          'SELECT id, resolved_on IS NOT NULL AS resolved, upload_batch_id AS "uploadBatchId" FROM product_log WHERE id = ANY($1) ORDER BY id',
          [ids],
        )
      ).rows;

    it('resolves from the failures when they are fewer than the upload’s serials, from the serials otherwise', async () => {
      for (const [failed, uploaded] of [
        [['FA-1'], ['FA-1', 'FA-2', 'FA-3']],
        [['FB-1', 'FB-2', 'FB-3', 'FB-4'], ['FB-2']],
      ]) {
        // Every failure of the manufacturer counts: earlier cases' are resolved by now.
        const logs = await givenFailed(failed);
        const batchId = uuid();
        const count = await repo.transaction(async tx => {
          const t = await startRun(tx, batchId);
          const {saved} = await repo.persistChunk(tx, t, chunkOf(t, uploaded));
          return repo.resolveFailedSerials(tx, {...t, serials: saved}, batchId);
        });
        const expected = failed.map(serial => uploaded.includes(serial));
        expect(count).toBe(expected.filter(Boolean).length);
        expect(await resolved(logs)).toEqual(
          logs.map((id, i) => ({id, resolved: expected[i], uploadBatchId: expected[i] ? batchId : null})),
        );
      }
    });

    it('resolves nothing for an upload that saved nothing, or a manufacturer without failures', async () => {
      const other = await givenManufacturer(db.pool);
      expect(
        await repo.transaction(tx => repo.resolveFailedSerials(tx, {...other, uploadId: 1, serials: 5}, uuid())),
      ).toBe(0);
      expect(
        await repo.transaction(tx => repo.resolveFailedSerials(tx, {...maker, uploadId: 1, serials: 0}, uuid())),
      ).toBe(0);
    });
  });
});
