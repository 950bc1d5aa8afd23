import {LOG_COUNT_CAP, ProductLogRepository} from '../../services/verification';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {
  givenDistributor,
  givenManufacturer,
  GivenManufacturer,
  givenProduct,
  givenSerials,
  givenUpload,
} from '../helpers/serial-rows.helpers';
import {givenAppProvider, givenBatch, givenProductLog} from '../helpers/verification-rows.helpers';

describe('ProductLogRepository (product_log)', () => {
  let db: MigratedDatabase;
  let repo: ProductLogRepository;
  let maker: GivenManufacturer;
  let other: GivenManufacturer;
  let supplierId: number;
  let batchId: string;
  let otherBatchId: string;
  const ids: Record<string, number> = {};
  const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 0, minute)).toISOString();

  beforeAll(async () => {
    db = await givenMigratedDatabase('product_log_repo');
    repo = new ProductLogRepository(db.pool);
    maker = await givenManufacturer(db.pool, 'Volta');
    other = await givenManufacturer(db.pool, 'Ampere');
    supplierId = await givenDistributor(db.pool, [maker.manufacturerId]);
    const productId = await givenProduct(db.pool, maker.brandId, {model: 'ALPHA-10'});
    const upload = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId, distributorId: supplierId});
    [ids.supplied] = await givenSerials(db.pool, {
      manufacturer: maker,
      productId,
      serials: ['SUP1'],
      uploadId: upload.uploadId,
      distributorId: supplierId,
    });
    const provider = await givenAppProvider(db.pool, {name: 'Installer App'});
    batchId = await givenBatch(db.pool, {appProviderId: provider.id});
    otherBatchId = await givenBatch(db.pool, {appProviderId: provider.id});
    const m = maker.manufacturerId;
    // Volta's logs, oldest first: failed (one a parallel import, one of a supplier's serial), resolved, verified.
    ids.failedA = await givenProductLog(db.pool, {
      batchId,
      serial: 'AB 100',
      manufacturerId: m,
      requestedTime: at(1),
      requesterName: 'Ian Installer',
      requesterType: 1,
    });
    ids.parallel = await givenProductLog(db.pool, {
      batchId,
      serial: 'AB200',
      manufacturerId: m,
      comment: 'grey import',
      requestedTime: at(2),
      requesterType: 2,
      appName: 'Retail App',
    });
    ids.supplierFailed = await givenProductLog(db.pool, {
      batchId,
      serial: 'SUP1',
      manufacturerId: m,
      productSerialId: ids.supplied,
      productId,
      reason: 'MODEL_MISMATCH',
      requestedTime: at(3),
    });
    ids.resolved = await givenProductLog(db.pool, {
      batchId,
      serial: 'AB300',
      manufacturerId: m,
      resolved: true,
      requestedTime: at(4),
    });
    ids.verified = await givenProductLog(db.pool, {
      batchId: otherBatchId,
      serial: 'SUP1',
      manufacturerId: m,
      productSerialId: ids.supplied,
      productId,
      status: 1,
      requestedTime: at(5),
      requesterName: 'Ivy Installer',
    });
    // Ampere's failed log, and one of no known brand.
    ids.otherFailed = await givenProductLog(db.pool, {
      batchId: otherBatchId,
      serial: 'AB400',
      manufacturerId: other.manufacturerId,
      requestedTime: at(6),
    });
    ids.unknown = await givenProductLog(db.pool, {batchId: otherBatchId, serial: 'ZZ1', requestedTime: at(7)});
    await db.pool.query(
      `INSERT INTO serial_image (product_serial_id, product_log_id, serial, app_name, file_key, content_type, status)
       VALUES (NULL, $1, 'AB 100', 'App', 'k1', 'image/png', 0), (NULL, $1, 'AB 100', 'App', 'k2', 'image/png', 0)`,
      [ids.failedA],
    );
  });
  afterAll(() => db.drop());

  const volta = () => ({kind: 'manufacturer' as const, manufacturerId: maker.manufacturerId});
  const idsOf = (page: {list: Array<{productLogId: number}>}) => page.list.map(l => l.productLogId);

  describe('failedSerials', () => {
    it('lists the scope’s unresolved failed logs newest first, counted from the maintained counts', async () => {
      const page = await repo.failedSerials(volta(), {});
      expect(idsOf(page)).toEqual([ids.supplierFailed, ids.parallel, ids.failedA]);
      expect(page.count).toBe(3);
      expect(page.list[2]).toEqual({
        productLogId: ids.failedA,
        failedSerial: 'AB 100',
        productSerialId: null,
        requestBatchId: batchId,
        status: 0,
        reason: 'NOT_FOUND',
        requestedBrand: null,
        requestedModel: 'MODEL',
        requesterName: 'Ian Installer',
        requesterAbn: null,
        requesterType: 1,
        requestedTime: new Date(at(1)),
        requesterAppName: 'App',
        latitude: null,
        longitude: null,
        isParralelImport: false,
        parralelImportComment: null,
        resolvedOn: null,
        manufacturerId: maker.manufacturerId,
        uploadBatchId: null,
        imageId: expect.any(Number),
      });
    });

    it('gives administrators every manufacturer’s, never those of no known brand', async () => {
      const page = await repo.failedSerials({kind: 'all'}, {});
      expect(idsOf(page)).toEqual([ids.otherFailed, ids.supplierFailed, ids.parallel, ids.failedA]);
      expect(page.count).toBe(4);
    });

    it('gives a supplier only the failed logs of the serials it uploaded, counted by the list', async () => {
      const page = await repo.failedSerials(
        {kind: 'supplier', manufacturerId: maker.manufacturerId, distributorId: supplierId},
        {},
      );
      expect(idsOf(page)).toEqual([ids.supplierFailed]);
      expect(page.count).toBe(1);
    });

    it('narrows to a serial prefix (spaces ignored) or to the parallel imports, counting what it lists', async () => {
      const prefixed = await repo.failedSerials(volta(), {filter: 'a b'});
      expect(idsOf(prefixed)).toEqual([ids.parallel, ids.failedA]);
      expect(prefixed.count).toBe(2);
      const parallel = await repo.failedSerials(volta(), {type: 2});
      expect(idsOf(parallel)).toEqual([ids.parallel]);
      expect(parallel.count).toBe(1);
    });

    it('pages with first and skip', async () => {
      const page = await repo.failedSerials(volta(), {first: 1, skip: 1});
      expect(idsOf(page)).toEqual([ids.parallel]);
      expect(page.count).toBe(3);
    });
  });

  describe('logs', () => {
    it('lists every log of the scope newest first, of a status when given, by serial prefix', async () => {
      expect(idsOf(await repo.logs(volta(), {}))).toEqual([
        ids.verified,
        ids.resolved,
        ids.supplierFailed,
        ids.parallel,
        ids.failedA,
      ]);
      const verified = await repo.logs(volta(), {status: 1});
      expect(idsOf(verified)).toEqual([ids.verified]);
      expect(verified.count).toBe(1);
      expect(idsOf(await repo.logs(volta(), {status: 0, filter: 'sup'}))).toEqual([ids.supplierFailed]);
      expect((await repo.logs({kind: 'all'}, {})).count).toBe(7);
    });
  });

  describe('search (the console’s logs list)', () => {
    const search = (q: {requestType?: number; search?: string; limit?: number; offset?: number}) =>
      repo.search({requestType: q.requestType ?? 0, search: q.search, limit: q.limit ?? 100, offset: q.offset ?? 0});

    it('lists every log newest first, of a request type, or those with a parallel-import comment', async () => {
      const all = await search({});
      expect(idsOf(all)).toEqual([
        ids.unknown,
        ids.otherFailed,
        ids.verified,
        ids.resolved,
        ids.supplierFailed,
        ids.parallel,
        ids.failedA,
      ]);
      expect(all).toMatchObject({count: 7, countCapped: false});
      expect(all.list[6]).toEqual({
        productLogId: ids.failedA,
        failedSerial: 'AB 100',
        requestBatchId: batchId,
        status: 0,
        reason: 'NOT_FOUND',
        requestedBrand: null,
        requestedModel: 'MODEL',
        requesterName: 'Ian Installer',
        requesterAbn: null,
        requesterType: 1,
        requestedTime: new Date(at(1)),
        requesterAppName: 'App',
        latitude: null,
        longitude: null,
        parralelImportComment: null,
        installationId: null,
      });
      expect(idsOf(await search({requestType: 1}))).toEqual([ids.failedA]);
      expect(idsOf(await search({requestType: 4}))).toEqual([ids.parallel]);
      const paged = await search({limit: 2, offset: 1});
      expect(idsOf(paged)).toEqual([ids.otherFailed, ids.verified]);
      expect(paged.count).toBe(7);
    });

    it('finds by serial prefix, requester name prefix, app name, log id or batch id', async () => {
      expect(idsOf(await search({search: 'ab2'}))).toEqual([ids.parallel]);
      expect(idsOf(await search({search: 'iv'}))).toEqual([ids.verified]);
      expect(idsOf(await search({search: 'ian inst', requestType: 1}))).toEqual([ids.failedA]);
      expect(idsOf(await search({search: 'ian inst', requestType: 2}))).toEqual([]);
      expect(idsOf(await search({search: 'retail app'}))).toEqual([ids.parallel]);
      expect(idsOf(await search({search: String(ids.resolved)}))).toEqual([ids.resolved]);
      expect(idsOf(await search({search: otherBatchId.toUpperCase()}))).toEqual([
        ids.unknown,
        ids.otherFailed,
        ids.verified,
      ]);
    });

    it('counts at most LOG_COUNT_CAP matches and says the count is capped', async () => {
      const provider = await givenAppProvider(db.pool);
      const many = await givenBatch(db.pool, {appProviderId: provider.id});
      await db.pool.query(
        `INSERT INTO product_log (batch_id, failed_serial, serial_norm, requester_type, requester_app_name, status, reason,
                                  requested_time)
         SELECT $1, 'CAP' || n, 'CAP' || n, 2, 'Bulk App', 0, 'NOT_FOUND', '2023-01-01'::timestamptz + n * interval '1 second'
           FROM generate_series(1, $2::int) n`,
        [many, LOG_COUNT_CAP + 5],
      );
      const capped = await search({search: 'bulk app', limit: 3});
      expect(capped).toMatchObject({count: LOG_COUNT_CAP, countCapped: true});
      expect(capped.list.map(l => l.failedSerial)).toEqual([
        `CAP${LOG_COUNT_CAP + 5}`,
        `CAP${LOG_COUNT_CAP + 4}`,
        `CAP${LOG_COUNT_CAP + 3}`,
      ]);
      await db.pool.query('DELETE FROM product_log WHERE batch_id = $1', [many]);
    });
  });

  it('lists a batch’s items in the order they were sent', async () => {
    expect(idsOf({list: await repo.ofBatch(otherBatchId)})).toEqual([ids.verified, ids.otherFailed, ids.unknown]);
  });

  describe('downloadBatch', () => {
    it('answers a manufacturer’s failed, not-found or parallel-import logs newest first, in keyset batches', async () => {
      const m = maker.manufacturerId;
      const failed = await repo.downloadBatch(m, 'failed', null, 10);
      expect(failed.map(l => Number(l.id))).toEqual([ids.supplierFailed, ids.parallel, ids.failedA]);
      expect(failed[2]).toEqual({
        id: String(ids.failedA),
        serial: 'AB 100',
        brand: null,
        model: 'MODEL',
        reason: 'NOT_FOUND',
        requesterName: 'Ian Installer',
        requesterAbn: null,
        appName: 'App',
        requestedTime: at(1),
        comment: null,
        parentSerial: null,
      });
      expect((await repo.downloadBatch(m, 'notFound', null, 10)).map(l => Number(l.id))).toEqual([
        ids.parallel,
        ids.failedA,
      ]);
      expect((await repo.downloadBatch(m, 'parallelImport', null, 10)).map(l => l.comment)).toEqual(['grey import']);
      const first = await repo.downloadBatch(m, 'failed', null, 2);
      const rest = await repo.downloadBatch(m, 'failed', first[1].id, 2);
      expect([...first, ...rest].map(l => Number(l.id))).toEqual([ids.supplierFailed, ids.parallel, ids.failedA]);
    });
  });
});
