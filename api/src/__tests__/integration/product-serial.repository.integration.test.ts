import {Scope} from '../../services/kernel/tenancy';
import {ProductSerialRepository} from '../../services/serials/product-serial.repository';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {
  givenDistributor,
  givenImage,
  givenInstallation,
  givenLedgerRecord,
  givenLog,
  givenManufacturer,
  GivenManufacturer,
  givenProduct,
  givenSerials,
  givenUpload,
  givenUser,
  givenVerificationBatch,
} from '../helpers/serial-rows.helpers';

describe('ProductSerialRepository (product_serial)', () => {
  let db: MigratedDatabase;
  let repo: ProductSerialRepository;
  let maker: GivenManufacturer;
  let other: GivenManufacturer;
  let supplierId: number;
  let own: {uploadId: number; batchId: string};
  let mine: Scope;
  let supplier: Scope;
  const id: Record<string, number> = {};
  const time = (second: number) => `2025-01-01T00:00:${String(second).padStart(2, '0')}Z`;

  beforeAll(async () => {
    db = await givenMigratedDatabase('product_serial_repo');
    repo = new ProductSerialRepository(db.pool);
    maker = await givenManufacturer(db.pool, 'Volta');
    other = await givenManufacturer(db.pool, 'Ampere');
    supplierId = await givenDistributor(db.pool, [maker.manufacturerId], 'Sunny Supplies');
    mine = {kind: 'manufacturer', manufacturerId: maker.manufacturerId};
    supplier = {kind: 'supplier', manufacturerId: maker.manufacturerId, distributorId: supplierId};
    id.p1 = await givenProduct(db.pool, maker.brandId, {model: 'P-ONE'});
    id.p2 = await givenProduct(db.pool, maker.brandId, {model: 'P-TWO', productType: 'panel'});
    id.po = await givenProduct(db.pool, other.brandId, {model: 'O-ONE'});
    own = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId});
    const bySupplier = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId, distributorId: supplierId});
    const serials = async (productId: number, names: string[], from = own, distributorId: number | null = null) =>
      givenSerials(db.pool, {
        manufacturer: productId === id.po ? other : maker,
        productId,
        serials: names,
        uploadId: from.uploadId,
        distributorId,
      });
    [id.va1, id.va2, id.va3] = await serials(id.p1, ['VA-001', 'VA-002', 'VA-003']);
    [id.vb1] = await serials(id.p2, ['VB-001']);
    [id.vs1, id.vs2] = await serials(id.p1, ['VS-001', 'VS-002'], bySupplier, supplierId);
    [id.ox1] = await serials(id.po, ['OX-001'], await givenUpload(db.pool, {manufacturerId: other.manufacturerId}));
    id.installation = await givenInstallation(db.pool, {date: '2025-01-01', serialIds: [id.va3, id.vs2]});
    await db.pool.query(`UPDATE product_serial SET ledger_status = 'pass' WHERE id = $1`, [id.va1]);
    // Requests: failed about P-ONE (one of them the supplier's serial, one a parallel import), and others that are not.
    const batchId = await givenVerificationBatch(db.pool);
    const log = (serial: string, second: number, more: Partial<Parameters<typeof givenLog>[1]> = {}) =>
      givenLog(db.pool, {
        batchId,
        serial,
        manufacturerId: maker.manufacturerId,
        productId: id.p1,
        requestedTime: time(second),
        ...more,
      });
    id.l1 = await log('ZZ-1', 1);
    id.l2 = await log('VS-001', 2, {productSerialId: id.vs1});
    id.l3 = await log('VA-001', 3, {productSerialId: id.va1, status: 1});
    id.l4 = await log('ZZ-4', 4, {resolved: true});
    id.l5 = await log('ZZ-5', 5, {productId: id.p2});
    id.l6 = await log('ZZ-6', 6, {parallelComment: 'bought overseas'});
    id.l7 = await log('OX-001', 7, {
      manufacturerId: other.manufacturerId,
      productId: id.po,
      productSerialId: id.ox1,
      status: 1,
      parallelComment: 'grey import',
    });
  });

  afterAll(() => db?.drop());

  const serialsOf = (page: {list: Array<{serial: string}>}) => page.list.map(s => s.serial);
  const logsOf = (page: {list: Array<{productLogId: number}>}) => page.list.map(l => l.productLogId);

  describe('serial listings', () => {
    it("lists a manufacturer's serials newest first, counted from the maintained counts", async () => {
      const page = await repo.serials(mine, {});
      expect(serialsOf(page)).toEqual(['VS-002', 'VS-001', 'VB-001', 'VA-003', 'VA-002', 'VA-001']);
      expect(page.count).toBe(6);
      expect(await repo.serials(mine, {first: 2, skip: 1})).toMatchObject({
        count: 6,
        list: [{serial: 'VS-001'}, {serial: 'VB-001'}],
      });
    });

    it('reads each serial with its model, brand, supplier, upload, ledger state and first photo', async () => {
      const image = await givenImage(db.pool, {serial: 'VS-002', productSerialId: id.vs2});
      const [installed] = (await repo.serials(supplier, {type: 1})).list;
      expect(installed).toEqual({
        productSerialId: id.vs2,
        serial: 'VS-002',
        serialType: 'battery',
        model: 'P-ONE',
        productId: id.p1,
        recordId: null,
        uploadedOn: expect.any(Date),
        state: 'installed',
        nominalCapacity: null,
        usableCapacity: null,
        tempatureRange: null,
        iPProtection: null,
        ampHours: null,
        modCapacity: null,
        smartHybrid: null,
        installationId: id.installation,
        supplier: 'Sunny Supplies',
        uploadId: expect.any(Number),
        batchId: expect.any(String),
        ledgerStatus: false,
        ledgerDate: null,
        manufacturerId: maker.manufacturerId,
        status: 'available',
        parentSerial: null,
        modules: [],
        test: false,
        pmax: null,
        ff: null,
        voc: null,
        isc: null,
        vpm: null,
        ipm: null,
        brandName: 'Volta',
        imageId: image,
      });
      const accepted = (await repo.serials(mine, {filter: 'va-001'})).list[0];
      expect(accepted).toMatchObject({
        supplier: null,
        ledgerStatus: true,
        uploadId: own.uploadId,
        batchId: own.batchId,
      });
    });

    it('narrows to installed (type 1) or available (type 2) serials, and to one model', async () => {
      expect(await repo.serials(mine, {type: 1})).toMatchObject({count: 2});
      expect(serialsOf(await repo.serials(mine, {type: 1}))).toEqual(['VS-002', 'VA-003']);
      expect(serialsOf(await repo.serials(mine, {type: 2}))).toEqual(['VS-001', 'VB-001', 'VA-002', 'VA-001']);
      expect((await repo.serials(mine, {type: 2})).count).toBe(4);
      const ofModel = await repo.serials(mine, {type: 2, productId: id.p1});
      expect({count: ofModel.count, serials: serialsOf(ofModel)}).toEqual({
        count: 3,
        serials: ['VS-001', 'VA-002', 'VA-001'],
      });
      // Any other type is every serial.
      expect((await repo.serials(mine, {type: 7})).count).toBe(6);
    });

    it('searches by the start of the normalised serial, counting the matches', async () => {
      const found = await repo.serials(mine, {filter: ' va-00 '});
      expect({count: found.count, serials: serialsOf(found)}).toEqual({
        count: 3,
        serials: ['VA-003', 'VA-002', 'VA-001'],
      });
      expect(await repo.serials(mine, {filter: '-00'})).toEqual({count: 0, list: []});
      expect(serialsOf(await repo.serials(mine, {filter: 'va', type: 1}))).toEqual(['VA-003']);
    });

    it('keeps to the scope: a supplier its own uploads, another manufacturer its own, the all scope everyone', async () => {
      const own = await repo.serials(supplier, {});
      expect({count: own.count, serials: serialsOf(own)}).toEqual({count: 2, serials: ['VS-002', 'VS-001']});
      expect(serialsOf(await repo.serials({kind: 'manufacturer', manufacturerId: other.manufacturerId}, {}))).toEqual([
        'OX-001',
      ]);
      expect((await repo.serials({kind: 'all'}, {})).count).toBe(7);
      expect((await repo.serials({kind: 'all', manufacturerId: other.manufacturerId}, {})).count).toBe(1);
    });
  });

  describe("requests the serial screens list: a model's failed requests, parallel imports", () => {
    it("lists a model's unresolved failed requests newest first, in scope, searchable", async () => {
      expect(await repo.failedOfProduct(mine, id.p1, {})).toMatchObject({count: 3});
      expect(logsOf(await repo.failedOfProduct(mine, id.p1, {}))).toEqual([id.l6, id.l2, id.l1]);
      expect((await repo.failedOfProduct(mine, id.p1, {})).list[0]).toMatchObject({
        productLogId: id.l6,
        failedSerial: 'ZZ-6',
        status: 0,
        isParralelImport: true,
        parralelImportComment: 'bought overseas',
      });
      expect(logsOf(await repo.failedOfProduct(supplier, id.p1, {}))).toEqual([id.l2]);
      expect(logsOf(await repo.failedOfProduct(mine, id.p1, {filter: 'zz-1'}))).toEqual([id.l1]);
      expect(await repo.failedOfProduct(mine, id.p2, {first: 1, skip: 1})).toEqual({count: 1, list: []});
    });

    it('lists the requests that carried a parallel-import comment; type 2 only those still failed', async () => {
      const all: Scope = {kind: 'all'};
      expect(await repo.parallelImports(all, {})).toMatchObject({count: 2});
      expect(logsOf(await repo.parallelImports(all, {}))).toEqual([id.l7, id.l6]);
      expect(logsOf(await repo.parallelImports(all, {type: 2}))).toEqual([id.l6]);
      expect(logsOf(await repo.parallelImports({kind: 'all', manufacturerId: other.manufacturerId}, {}))).toEqual([
        id.l7,
      ]);
      expect(logsOf(await repo.parallelImports(all, {filter: 'ox'}))).toEqual([id.l7]);
    });
  });

  describe('a serial: its owners, photos and history', () => {
    it('reads the owners tenancy judges a serial by', async () => {
      expect(await repo.serial(id.vs1)).toEqual({
        productSerialId: id.vs1,
        serial: 'VS-001',
        manufacturerId: maker.manufacturerId,
        distributorId: supplierId,
        test: false,
      });
      expect(await repo.serial(999999)).toBeUndefined();
    });

    it("lists a serial's photos by its id, or those sent with a serial as typed, with whose they are", async () => {
      const stored = await givenImage(db.pool, {serial: 'VA-002', productSerialId: id.va2, createdOn: time(1)});
      const newer = await givenImage(db.pool, {serial: 'VA-002', productSerialId: id.va2, createdOn: time(2)});
      const sent = await givenImage(db.pool, {serial: 'zz-1', productLogId: id.l1});
      expect((await repo.images({productSerialId: id.va2})).map(i => i.imageId)).toEqual([newer, stored]);
      expect(await repo.images({serial: ' ZZ-1 '})).toEqual([
        {
          imageId: sent,
          productSerialId: null,
          productLogId: id.l1,
          serial: 'zz-1',
          appName: 'App',
          status: 1,
          createdOn: expect.any(Date),
          fileKey: expect.stringMatching(/^images\//),
          contentType: 'image/png',
          manufacturerId: maker.manufacturerId,
          distributorId: null,
          test: false,
        },
      ]);
      expect(await repo.image(stored)).toMatchObject({
        imageId: stored,
        productSerialId: id.va2,
        manufacturerId: maker.manufacturerId,
        distributorId: null,
      });
      expect(await repo.image(999999)).toBeUndefined();
    });

    it('reads the uploads that brought a serial (through restorations), the ledger’s answers and the requests', async () => {
      const uploader = await givenUser(db.pool, {firstName: 'Ada', lastName: 'Lovelace'});
      const first = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId, uploadedBy: uploader});
      const restored = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId, restoredFrom: first.uploadId});
      const [serial] = await givenSerials(db.pool, {
        manufacturer: maker,
        productId: id.p2,
        serials: ['VH-001'],
        uploadId: restored.uploadId,
      });
      const older = await givenLedgerRecord(db.pool, {productSerialId: serial, createdTime: time(1)});
      const newer = await givenLedgerRecord(db.pool, {
        productSerialId: serial,
        createdTime: time(2),
        status: 'fail',
        error: 'Brand Mismatch',
      });
      const request = await givenLog(db.pool, {
        batchId: await givenVerificationBatch(db.pool),
        serial: 'VH-001',
        manufacturerId: maker.manufacturerId,
        productId: id.p2,
        productSerialId: serial,
        status: 1,
      });
      const history = await repo.history(serial);
      expect(history.uploads).toEqual([
        {
          uploadId: restored.uploadId,
          batchId: restored.batchId,
          sourceFileName: expect.any(String),
          type: 1,
          uploadedOn: expect.any(Date),
          deletedOn: null,
          deleteReason: null,
          restoredFrom: first.uploadId,
          uploadedBy: null,
        },
        expect.objectContaining({uploadId: first.uploadId, restoredFrom: null, uploadedBy: 'Ada Lovelace'}),
      ]);
      expect(history.ledger).toEqual([
        {
          recordId: newer,
          status: 'fail',
          error: 'Brand Mismatch',
          batchId: null,
          createdTime: new Date(time(2)),
          sourceBrand: null,
          sourceModel: null,
          sourceDistributorName: null,
        },
        expect.objectContaining({recordId: older, status: 'pass'}),
      ]);
      expect(history.requests.map(r => r.productLogId)).toEqual([request]);
      expect(await repo.history(999999)).toEqual({uploads: [], ledger: [], requests: []});
    });
  });

  describe('exports', () => {
    async function exported(...args: Parameters<ProductSerialRepository['openExport']>) {
      const cursor = await repo.openExport(...args);
      const rows = [];
      for (let piece = await cursor.fetch(2); piece.length; piece = await cursor.fetch(2)) rows.push(...piece);
      await cursor.close(true);
      return rows;
    }

    it("streams a scope's unresolved failed requests, newest first, with their model", async () => {
      const rows = await exported('failed', mine);
      expect(rows.map(r => r.serial)).toEqual(['ZZ-6', 'ZZ-5', 'VS-001', 'ZZ-1']);
      expect(rows[0]).toEqual({
        serial: 'ZZ-6',
        model: 'P-ONE',
        requestedTime: new Date(time(6)),
        requesterName: null,
        requesterAbn: null,
        requesterType: 3,
        requestedBrand: null,
        requestedModel: null,
        requesterAppName: 'App',
        latitude: null,
        longitude: null,
        comment: 'bought overseas',
        status: 0,
        reason: 'reason',
        resolvedOn: null,
        parentSerial: null,
      });
      expect((await exported('failed', supplier)).map(r => r.serial)).toEqual(['VS-001']);
      expect((await exported('failed', mine, 'zz')).map(r => r.serial)).toEqual(['ZZ-6', 'ZZ-5', 'ZZ-1']);
    });

    it('streams the failed parallel imports, and every request of the scope (historic)', async () => {
      expect((await exported('parallel', {kind: 'all'})).map(r => r.serial)).toEqual(['ZZ-6']);
      expect((await exported('historic', {kind: 'manufacturer', manufacturerId: other.manufacturerId})).length).toBe(1);
      expect((await exported('historic', mine)).map(r => r.serial)).toEqual(
        expect.arrayContaining(['VA-001', 'ZZ-4', 'ZZ-6']),
      );
    });

    it('lets go of its connection when closed, committed or not', async () => {
      const cursor = await repo.openExport('historic', mine);
      await cursor.fetch(1);
      await cursor.close(false);
      expect(db.pool.totalCount - db.pool.idleCount).toBe(0);
    });
  });
});
