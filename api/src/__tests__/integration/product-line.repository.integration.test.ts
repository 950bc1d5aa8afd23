import {ProductLineInput, ProductLineRepository} from '../../services/product-lines';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenManufacturer, givenProduct, givenProductLine, givenUser} from '../helpers/serial-rows.helpers';

const input = (lineName: string, more: Partial<ProductLineInput> = {}): ProductLineInput => ({
  lineName,
  component: {years: 10, link: 'https://maker.example/component'},
  performance: {
    years: 25.5,
    link: null,
    file: {key: 'perf.pdf', type: 'application/pdf', name: 'Performance 2026.pdf'},
  },
  ...more,
});

describe('ProductLineRepository (product_line with its warranty, stored files, and the models assigned)', () => {
  let db: MigratedDatabase;
  let repo: ProductLineRepository;
  let maker: {manufacturerId: number; brandId: number};
  let other: {manufacturerId: number; brandId: number};
  let line: number;
  let models: number[];
  let foreignModel: number;
  let by: number;

  const ref = () => ({id: line, manufacturerId: maker.manufacturerId, lineName: 'Home Batteries II'});

  beforeAll(async () => {
    db = await givenMigratedDatabase('product_line_repo');
    repo = new ProductLineRepository(db.pool);
    maker = await givenManufacturer(db.pool, 'Line Maker');
    other = await givenManufacturer(db.pool, 'Other Maker');
    by = await givenUser(db.pool, {manufacturerId: maker.manufacturerId});
    line = await repo.create(
      maker.manufacturerId,
      input('Home Batteries', {logo: {key: 'logo.png', type: 'image/png'}}),
      by,
    );
    await givenProductLine(db.pool, other.manufacturerId, 'Foreign Line');
    models = [
      await givenProduct(db.pool, maker.brandId, {model: 'HB-20', wattage: 2000.5}),
      await givenProduct(db.pool, maker.brandId, {model: 'HB-10', approvedDate: '2025-02-03'}),
      await givenProduct(db.pool, maker.brandId, {model: 'XB-1'}),
    ];
    foreignModel = await givenProduct(db.pool, other.brandId, {model: 'HB-99'});
  });
  afterAll(() => db.drop());

  it('creates a line with its warranty and reads it whole', async () => {
    expect(await repo.find(line)).toEqual({
      productLineId: line,
      manufacturerId: maker.manufacturerId,
      lineName: 'Home Batteries',
      logo: 'logo.png',
      logoContentType: 'image/png',
      updatedOn: expect.any(Date),
      totalProduct: 0,
      productWarranty: {
        productWarrantyId: expect.any(Number),
        componentInYears: 10,
        componentWarrantyLink: 'https://maker.example/component',
        componentWarrantyFile: null,
        componentWarrantyFileType: null,
        componentWarrantyFileName: null,
        performanceInYears: 25.5,
        performanceWarrantyLink: null,
        performanceWarrantyFile: 'perf.pdf',
        performanceWarrantyFileType: 'application/pdf',
        performanceWarrantyFileName: 'Performance 2026.pdf',
      },
    });
    expect(await repo.find(999999)).toBeUndefined();
  });

  it('lists a manufacturer’s lines (or everyone’s) newest change first, by name prefix, and counts them', async () => {
    const second = await repo.create(maker.manufacturerId, input('Hybrid Inverters'), by);
    const names = async (m: number | undefined, filter?: string) =>
      (await repo.list(m, {filter, skip: 0, first: 10})).map(l => l.lineName);
    expect(await names(maker.manufacturerId)).toEqual(['Hybrid Inverters', 'Home Batteries']);
    expect(await names(undefined)).toHaveLength(3);
    expect(await names(maker.manufacturerId, 'hy')).toEqual(['Hybrid Inverters']);
    expect(await names(maker.manufacturerId, '%')).toEqual([]);
    expect((await repo.list(maker.manufacturerId, {skip: 1, first: 1})).map(l => l.productLineId)).toEqual([line]);
    expect(await repo.count(maker.manufacturerId)).toBe(2);
    expect(await repo.count(undefined, 'foreign')).toBe(1);
    expect(await repo.nameTaken(maker.manufacturerId, ' home BATTERIES ')).toBe(true);
    expect(await repo.nameTaken(maker.manufacturerId, 'Home Batteries', line)).toBe(false);
    expect(await repo.nameTaken(other.manufacturerId, 'Home Batteries')).toBe(false);
    await repo.remove(second, by, {lineName: 'Hybrid Inverters'});
  });

  it('updates a line: a logo kept unless replaced, the warranty replaced', async () => {
    await repo.update(
      line,
      input('Home Batteries II', {component: {years: 12, link: null, file: {key: 'comp.docx', type: 'docx'}}}),
      by,
      {lineName: 'Home Batteries'},
    );
    expect(await repo.find(line)).toMatchObject({
      lineName: 'Home Batteries II',
      logo: 'logo.png',
      productWarranty: {componentInYears: 12, componentWarrantyLink: null, componentWarrantyFile: 'comp.docx'},
    });
  });

  it('knows whose a stored file is and of what type; only warranty documents are served to apps', async () => {
    const m = maker.manufacturerId;
    expect(await repo.fileOwner('logo.png')).toEqual({manufacturerId: m, type: 'image/png', fileName: null});
    expect(await repo.fileOwner('comp.docx')).toEqual({manufacturerId: m, type: 'docx', fileName: null});
    expect(await repo.fileOwner('perf.pdf')).toEqual({
      manufacturerId: m,
      type: 'application/pdf',
      fileName: 'Performance 2026.pdf',
    });
    expect(await repo.fileOwner('none.pdf')).toBeUndefined();
    expect(await repo.warrantyFile('perf.pdf')).toEqual({type: 'application/pdf', fileName: 'Performance 2026.pdf'});
    expect(await repo.warrantyFile('logo.png')).toBeUndefined();
  });

  it('assigns the manufacturer’s own models (given, or all in no line), lists and counts them, unassigns them', async () => {
    expect(await repo.ownModels(maker.manufacturerId, [models[0], foreignModel])).toEqual([models[0]]);
    expect(await repo.assign(ref(), [models[0], foreignModel], by)).toBe(1);
    expect(await repo.assign(ref(), [models[0]], by)).toBe(0);
    expect(await repo.models(maker.manufacturerId, line, {skip: 0, first: 10})).toEqual([
      {
        productId: models[0],
        model: 'HB-20',
        wattage: 2000.5,
        approvedDate: null,
        expiryDate: null,
        fireTested: false,
        productType: 'battery',
        productLineId: line,
      },
    ]);
    expect(
      (await repo.models(maker.manufacturerId, null, {filter: 'hb', skip: 0, first: 10})).map(m => m.model),
    ).toEqual(['HB-10']);
    expect(await repo.modelCount(maker.manufacturerId, null)).toBe(2);
    expect(await repo.assign(ref(), 'all', by)).toBe(2);
    expect(await repo.modelCount(maker.manufacturerId, line, 'x')).toBe(1);
    expect((await repo.find(line))?.totalProduct).toBe(3);
    expect(await repo.unassign(ref(), [models[1]], by)).toBe(1);
    expect(await repo.unassign(ref(), 'all', by)).toBe(2);
    expect(await repo.modelCount(maker.manufacturerId, line)).toBe(0);
    expect((await db.pool.query('SELECT product_line_id FROM product WHERE id = $1', [foreignModel])).rows[0]).toEqual({
      product_line_id: null,
    });
  });

  it('deletes a line: its warranty goes, its models are unassigned', async () => {
    await repo.assign(ref(), [models[2]], by);
    await repo.remove(line, by, {lineName: 'Home Batteries II'});
    expect(await repo.find(line)).toBeUndefined();
    expect(await repo.warrantyFile('perf.pdf')).toBeUndefined();
    expect(await repo.modelCount(maker.manufacturerId, null)).toBe(3);
    // Every change is audited in its own transaction, by the acting user.
    const {rows} = await db.pool.query(
      `SELECT action, user_id AS "userId", before, after FROM audit_log WHERE entity = 'ProductLine' AND entity_id = $1 ORDER BY id`,
      [String(line)],
    );
    expect(rows.map(r => r.action)).toEqual([
      'productLine.create',
      'productLine.update',
      'productLine.assign',
      'productLine.assign',
      'productLine.unassign',
      'productLine.unassign',
      'productLine.assign',
      'productLine.delete',
    ]);
    expect(rows[0]).toEqual({
      action: 'productLine.create',
      userId: by,
      before: null,
      after: {lineName: 'Home Batteries', company: 'Line Maker'},
    });
    expect(rows[1].before).toEqual({lineName: 'Home Batteries'});
  });
});
