import {ProductRepository} from '../../services/serials/product.repository';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {
  givenDistributor,
  givenLog,
  givenManufacturer,
  givenProduct,
  givenProductLine,
  givenSerials,
  givenUpload,
  givenVerificationBatch,
  GivenManufacturer,
} from '../helpers/serial-rows.helpers';

describe('ProductRepository (product)', () => {
  let db: MigratedDatabase;
  let repo: ProductRepository;
  let maker: GivenManufacturer;
  let other: GivenManufacturer;
  let supplierId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    db = await givenMigratedDatabase('product_repo');
    repo = new ProductRepository(db.pool);
    maker = await givenManufacturer(db.pool, 'Volta');
    other = await givenManufacturer(db.pool, 'Ampere');
    supplierId = await givenDistributor(db.pool, [maker.manufacturerId]);
    const line = await givenProductLine(db.pool, maker.manufacturerId, 'Home Line', {
      componentInYears: 10,
      performanceInYears: 12.5,
    });
    ids.lineId = line.productLineId;
    ids.warrantyId = line.productWarrantyId!;
    ids.alpha = await givenProduct(db.pool, maker.brandId, {
      model: 'ALPHA-10',
      wattage: 5000,
      productLineId: line.productLineId,
      approvedDate: '2024-03-01',
    });
    ids.beta = await givenProduct(db.pool, maker.brandId, {model: 'BETA-5', productType: 'panel'});
    ids.gamma = await givenProduct(db.pool, other.brandId, {model: 'GAMMA-1'});
    // ALPHA-10: 3 of the manufacturer's own serials (one installed later), 2 a supplier uploaded; one withdrawn.
    const own = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId});
    const bySupplier = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId, distributorId: supplierId});
    await givenSerials(db.pool, {
      manufacturer: maker,
      productId: ids.alpha,
      serials: ['A1', 'A2'],
      uploadId: own.uploadId,
    });
    await givenSerials(db.pool, {
      manufacturer: maker,
      productId: ids.alpha,
      serials: ['A3'],
      uploadId: own.uploadId,
      state: 'installed',
    });
    await givenSerials(db.pool, {
      manufacturer: maker,
      productId: ids.alpha,
      serials: ['A4'],
      uploadId: own.uploadId,
      state: 'withdrawn',
    });
    const [s1] = await givenSerials(db.pool, {
      manufacturer: maker,
      productId: ids.alpha,
      serials: ['S1', 'S2'],
      uploadId: bySupplier.uploadId,
      distributorId: supplierId,
    });
    await givenSerials(db.pool, {
      manufacturer: maker,
      productId: ids.alpha,
      serials: ['S3'],
      uploadId: bySupplier.uploadId,
      distributorId: supplierId,
      state: 'installed',
    });
    // Requests: two about the supplier's S1 (one failed, one verified), one failed about an unknown serial of ALPHA.
    const batch = await givenVerificationBatch(db.pool);
    const about = {batchId: batch, manufacturerId: maker.manufacturerId, productId: ids.alpha};
    await givenLog(db.pool, {...about, serial: 'S1', productSerialId: s1});
    await givenLog(db.pool, {...about, serial: 'S1', productSerialId: s1, status: 1});
    await givenLog(db.pool, {...about, serial: 'NOPE'});
  });

  afterAll(() => db?.drop());

  const stats = (failed: number, installed: number, pending: number, totalRequests: number) => ({
    failed,
    installed,
    pending,
    totalRequests,
  });

  it('reads a model with its product line, warranty and the maintained serial counts', async () => {
    expect(await repo.product(ids.alpha)).toEqual({
      productId: ids.alpha,
      manufacturerId: maker.manufacturerId,
      model: 'ALPHA-10',
      productType: 'battery',
      wattage: 5000,
      approvedDate: '2024-03-01',
      expiryDate: null,
      fireTested: false,
      productLine: {productLineId: ids.lineId, lineName: 'Home Line'},
      productWarranty: {
        productWarrantyId: ids.warrantyId,
        componentInYears: 10,
        performanceInYears: 12.5,
        componentWarrantyLink: null,
        performanceWarrantyLink: null,
      },
      // 7 serials, 2 installed, 1 withdrawn: 4 pending; 3 requests, 2 failed.
      serialStats: stats(2, 2, 4, 3),
      test: false,
    });
    expect(await repo.product(ids.beta)).toMatchObject({
      model: 'BETA-5',
      productType: 'panel',
      productLine: null,
      productWarranty: null,
      serialStats: stats(0, 0, 0, 0),
    });
    expect(await repo.product(999999)).toBeUndefined();
  });

  it("pages a manufacturer's models by name, counted, and searches model and product line names", async () => {
    const scope = {kind: 'manufacturer' as const, manufacturerId: maker.manufacturerId};
    const all = await repo.products(scope, {});
    expect(all.count).toBe(2);
    expect(all.list.map(p => p.model)).toEqual(['ALPHA-10', 'BETA-5']);
    expect((await repo.products(scope, {first: 1, skip: 1})).list.map(p => p.model)).toEqual(['BETA-5']);
    expect(await repo.products(scope, {filter: 'home'})).toMatchObject({count: 1, list: [{model: 'ALPHA-10'}]});
    expect(await repo.products(scope, {filter: 'eta'})).toMatchObject({count: 1, list: [{model: 'BETA-5'}]});
    // LIKE's wildcards are taken literally.
    expect(await repo.products(scope, {filter: '%'})).toEqual({count: 0, list: []});
  });

  it('lists every manufacturer’s models for the all scope, and only the chosen one when it names one', async () => {
    expect((await repo.products({kind: 'all'}, {})).list.map(p => p.model)).toEqual(['ALPHA-10', 'BETA-5', 'GAMMA-1']);
    expect((await repo.products({kind: 'all', manufacturerId: other.manufacturerId}, {})).list).toEqual([
      expect.objectContaining({model: 'GAMMA-1', manufacturerId: other.manufacturerId}),
    ]);
  });

  it("counts a supplier's own serials of each model and the requests about them", async () => {
    const own = await repo.supplierStats(supplierId, [ids.alpha, ids.beta]);
    expect([...own]).toEqual([[ids.alpha, stats(1, 1, 2, 2)]]);
    expect(await repo.supplierStats(supplierId, [ids.gamma])).toEqual(new Map());
  });

  it("lists the models of a manufacturer's brand for the pickers", async () => {
    expect(await repo.ofManufacturer(maker.manufacturerId)).toEqual([
      {productId: ids.alpha, model: 'ALPHA-10', wattage: 5000},
      {productId: ids.beta, model: 'BETA-5', wattage: null},
    ]);
    expect(await repo.ofManufacturer(999999)).toEqual([]);
  });
});
