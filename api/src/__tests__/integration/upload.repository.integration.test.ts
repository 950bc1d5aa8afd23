import {Scope} from '../../services/kernel/tenancy';
import {UploadRepository} from '../../services/uploads/upload.repository';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {
  givenDistributor,
  givenInstallation,
  givenLedgerRecord,
  givenManufacturer,
  GivenManufacturer,
  givenProduct,
  givenSerials,
  givenUpload,
  givenUser,
} from '../helpers/serial-rows.helpers';

describe('UploadRepository (upload)', () => {
  let db: MigratedDatabase;
  let repo: UploadRepository;
  let maker: GivenManufacturer;
  let supplierId: number;
  let productId: number;
  let uploaderId: number;
  let mine: Scope;
  const day = (n: number) => `2025-02-0${n}T10:00:00Z`;

  beforeAll(async () => {
    db = await givenMigratedDatabase('upload_repo');
    repo = new UploadRepository(db.pool);
    maker = await givenManufacturer(db.pool, 'Volta');
    supplierId = await givenDistributor(db.pool, [maker.manufacturerId], 'Sunny Supplies');
    productId = await givenProduct(db.pool, maker.brandId, {model: 'P-ONE'});
    uploaderId = await givenUser(db.pool, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      manufacturerId: maker.manufacturerId,
    });
    mine = {kind: 'manufacturer', manufacturerId: maker.manufacturerId};
  });

  afterAll(() => db?.drop());

  describe('history', () => {
    let a: {uploadId: number; batchId: string};
    let b: {uploadId: number; batchId: string};
    let c: {uploadId: number; batchId: string};
    let other: {uploadId: number; batchId: string};

    beforeAll(async () => {
      a = await givenUpload(db.pool, {
        manufacturerId: maker.manufacturerId,
        uploadedBy: uploaderId,
        sourceFileName: 'january.csv',
        uploadedOn: day(1),
      });
      b = await givenUpload(db.pool, {
        manufacturerId: maker.manufacturerId,
        distributorId: supplierId,
        sourceFileName: 'supplier_feb.xlsx',
        uploadedOn: day(2),
      });
      c = await givenUpload(db.pool, {
        manufacturerId: maker.manufacturerId,
        sourceFileName: 'restored.csv',
        uploadedOn: day(3),
        restoredFrom: a.uploadId,
      });
      other = await givenUpload(db.pool, {manufacturerId: (await givenManufacturer(db.pool)).manufacturerId});
    });

    it('pages the uploads of a scope newest first, counted', async () => {
      const page = await repo.list(mine, {skip: 0, first: 100});
      expect(page.count).toBe(3);
      expect(page.list.map(u => u.uploadId)).toEqual([c.uploadId, b.uploadId, a.uploadId]);
      expect((await repo.list(mine, {skip: 1, first: 1})).list.map(u => u.uploadId)).toEqual([b.uploadId]);
      expect((await repo.list({kind: 'all'}, {skip: 0, first: 100})).count).toBe(4);
    });

    it('keeps a supplier to its own uploads', async () => {
      const own = await repo.list(
        {kind: 'supplier', manufacturerId: maker.manufacturerId, distributorId: supplierId},
        {
          skip: 0,
          first: 100,
        },
      );
      expect({count: own.count, ids: own.list.map(u => u.uploadId)}).toEqual({count: 1, ids: [b.uploadId]});
    });

    it('searches file names and batch ids in part, and upload ids whole', async () => {
      const ids = async (filter: string) =>
        (await repo.list(mine, {filter, skip: 0, first: 100})).list.map(u => u.uploadId);
      expect(await ids('FEB')).toEqual([b.uploadId]);
      expect(await ids(a.batchId.slice(0, 8))).toEqual([a.uploadId]);
      expect(await ids(String(c.uploadId))).toEqual(expect.arrayContaining([c.uploadId]));
      expect(await ids('%')).toEqual([]);
    });

    it('reads an upload by id or batch id with its uploader, restoration and ledger counts', async () => {
      const found = await repo.find({batchId: a.batchId});
      expect(found).toEqual({
        uploadId: a.uploadId,
        batchId: a.batchId,
        manufacturerId: maker.manufacturerId,
        distributorId: null,
        sourceFileName: 'january.csv',
        systemFileName: null,
        reportFileName: null,
        reportSystemFileName: null,
        totalRecords: 0,
        success: 0,
        failed: 0,
        type: 1,
        uploadedOn: new Date(day(1)),
        uploadedBy: uploaderId,
        ipAddress: null,
        status: 'done',
        deletedOn: null,
        deletedBy: null,
        deleteReason: null,
        restoredFrom: null,
        deletedCount: null,
        undeletedCount: null,
        unitCount: 0,
        moduleCount: 0,
        restoredTo: c.uploadId,
        user: {firstName: 'Ada', lastName: 'Lovelace', email: expect.stringContaining('@example.com')},
        ledgerHistory: {
          ledgerPendingCount: 0,
          ledgerPassCount: 0,
          ledgerFailCount: 0,
          ledgerDeletedCount: 0,
          ledgerDate: null,
          ledgerFailReasons: [],
        },
      });
      expect(await repo.find({uploadId: b.uploadId})).toMatchObject({
        batchId: b.batchId,
        distributorId: supplierId,
        restoredTo: null,
        user: {firstName: null, lastName: null, email: null},
      });
      expect(await repo.find({uploadId: other.uploadId})).toMatchObject({uploadId: other.uploadId});
      expect(await repo.find({batchId: 'not-a-batch'})).toBeUndefined();
    });
  });

  describe('deletion and restoration', () => {
    it('withdraws the available serials of an upload, counts the installed ones, marks it deleted', async () => {
      const upload = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId, success: 3});
      const [s1, s2, s3] = await givenSerials(db.pool, {
        manufacturer: maker,
        productId,
        serials: ['DEL-1', 'DEL-2', 'DEL-3'],
        uploadId: upload.uploadId,
      });
      await givenInstallation(db.pool, {date: '2025-01-01', serialIds: [s3]});
      const deleted = await repo.transaction(async tx => {
        const before = await repo.lock(tx, upload.uploadId);
        expect(before).toMatchObject({id: upload.uploadId, batchId: upload.batchId, success: 3, deletedOn: null});
        const withdrawn = await repo.withdraw(tx, upload.uploadId);
        const installed = await repo.countInstalled(tx, upload.uploadId);
        const after = await repo.markDeleted(tx, upload.uploadId, {
          by: uploaderId,
          reason: 'Other: test',
          deleted: withdrawn,
          undeleted: installed,
        });
        return {withdrawn, installed, after};
      });
      expect(deleted).toMatchObject({
        withdrawn: 2,
        installed: 1,
        after: {deletedBy: uploaderId, deleteReason: 'Other: test', deletedCount: 2, undeletedCount: 1},
      });
      expect(deleted.after.deletedOn).toBeInstanceOf(Date);
      const states = await db.pool.query('SELECT id, state FROM product_serial WHERE id = ANY($1) ORDER BY id', [
        [s1, s2, s3],
      ]);
      expect(states.rows.map(r => r.state)).toEqual(['withdrawn', 'withdrawn', 'installed']);
      expect(await repo.lock(db.pool, 999999)).toBeUndefined();
    });

    it('restores a deleted upload as a new one, re-activating the serials still withdrawn', async () => {
      const upload = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId, uploadedBy: uploaderId});
      const [r1, r2] = await givenSerials(db.pool, {
        manufacturer: maker,
        productId,
        serials: ['RES-1', 'RES-2'],
        uploadId: upload.uploadId,
        state: 'withdrawn',
      });
      // RES-2 was uploaded again since: it belongs to another upload now.
      const again = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId});
      await db.pool.query(`UPDATE product_serial SET state = 'available', upload_id = $2 WHERE id = $1`, [
        r2,
        again.uploadId,
      ]);
      expect(await repo.isRestored(db.pool, upload.uploadId)).toBe(false);
      const created = await repo.createRestored(
        db.pool,
        upload.uploadId,
        '00000000-0000-4000-8000-000000000001',
        uploaderId,
      );
      expect(created).toEqual({id: expect.any(Number), batchId: '00000000-0000-4000-8000-000000000001'});
      expect(await repo.isRestored(db.pool, upload.uploadId)).toBe(true);
      expect(await repo.reactivate(db.pool, upload.uploadId, created.id)).toBe(1);
      expect(await repo.setCounts(db.pool, created.id, {total: 2, success: 1, failed: 1})).toMatchObject({
        id: created.id,
        restoredFrom: upload.uploadId,
        status: 'done',
        uploadedBy: uploaderId,
        totalRecords: 2,
        success: 1,
        failed: 1,
      });
      const {rows} = await db.pool.query('SELECT state, upload_id FROM product_serial WHERE id = $1', [r1]);
      expect(rows[0]).toEqual({state: 'available', upload_id: created.id});
    });
  });

  describe('ledger report', () => {
    it("streams an upload's serials in order with the ledger's latest answer for each", async () => {
      const upload = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId, distributorId: supplierId});
      const [l1, l2] = await givenSerials(db.pool, {
        manufacturer: maker,
        productId,
        serials: ['LR-1', 'LR-2', 'LR-3'],
        uploadId: upload.uploadId,
        distributorId: supplierId,
      });
      await givenLedgerRecord(db.pool, {
        productSerialId: l1,
        status: 'fail',
        error: 'Brand Mismatch',
        createdTime: day(1),
      });
      const latest = await givenLedgerRecord(db.pool, {productSerialId: l1, status: 'pass', createdTime: day(2)});
      await db.pool.query(`UPDATE product_serial SET ledger_status = 'pass', ledger_date = $2 WHERE id = $1`, [
        l1,
        day(2),
      ]);
      await givenLedgerRecord(db.pool, {productSerialId: l2, status: 'fail', error: 'Brand Mismatch'});
      const cursor = await repo.openLedgerReport(upload.uploadId);
      const first = await cursor.fetch(2);
      const rest = await cursor.fetch(2);
      expect(await cursor.fetch(2)).toEqual([]);
      await cursor.close(true);
      expect([...first, ...rest]).toEqual([
        {
          serial: 'LR-1',
          brand: 'Volta',
          model: 'P-ONE',
          supplier: 'Sunny Supplies',
          ledger_status: 'pass',
          ledger_date: new Date(day(2)),
          error: null,
          source_brand: null,
          source_model: null,
          source_distributor_name: null,
          record_id: String(latest),
        },
        expect.objectContaining({serial: 'LR-2', ledger_status: 'pending', error: 'Brand Mismatch'}),
        expect.objectContaining({serial: 'LR-3', ledger_status: 'pending', error: null, record_id: null}),
      ]);
      expect(db.pool.totalCount - db.pool.idleCount).toBe(0);
    });
  });
});
