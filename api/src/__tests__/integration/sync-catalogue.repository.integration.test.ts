import {SourceInstaller, SourceProduct, SyncCatalogueRepository} from '../../services/sync';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenManufacturer, givenProduct} from '../helpers/serial-rows.helpers';

describe('SyncCatalogueRepository (brand, product, installer from the sources)', () => {
  let db: MigratedDatabase;
  let repo: SyncCatalogueRepository;

  beforeAll(async () => {
    db = await givenMigratedDatabase('sync_catalogue_repo');
    repo = new SyncCatalogueRepository(db.pool);
  });
  afterAll(() => db.drop());

  const product = (p: Partial<SourceProduct> & {brand: string; model: string}): SourceProduct => ({
    productType: 'battery',
    wattage: null,
    approvedDate: '2024-01-01',
    expiryDate: '2027-01-01',
    fireTested: false,
    ...p,
  });
  const products = async () =>
    (
      await db.pool.query(
        `SELECT b.name::text AS brand, b.approved, p.model::text, p.product_type, p.wattage::float AS wattage, p.fire_tested,
                p.approved_date, p.expiry_date, p.delisted_on IS NOT NULL AS delisted
           FROM product p JOIN brand b ON b.id = p.brand_id ORDER BY b.name, p.model`,
      )
    ).rows;

  describe('CEC products and the manufacturers’ own', () => {
    it('adds brands and models, changes what changed, delists what the list no longer has', async () => {
      const maker = await givenManufacturer(db.pool, 'Volta');
      await db.pool.query('UPDATE brand SET approved = false WHERE id = $1', [maker.brandId]);
      await givenProduct(db.pool, maker.brandId, {model: 'OLD-1'});
      await givenProduct(db.pool, maker.brandId, {model: 'KEEP-1'});
      expect(
        await repo.applyCecProducts([
          product({brand: 'Volta', model: 'KEEP-1', wattage: 5000}),
          product({brand: 'Volta', model: 'new-1'}),
          product({brand: 'Ampere', model: 'AMP-1', productType: 'panel'}),
        ]),
      ).toEqual({added: 2, changed: 1, removed: 1});
      expect(await products()).toEqual([
        {
          brand: 'Ampere',
          approved: true,
          model: 'AMP-1',
          product_type: 'panel',
          wattage: null,
          fire_tested: false,
          approved_date: '2024-01-01',
          expiry_date: '2027-01-01',
          delisted: false,
        },
        expect.objectContaining({brand: 'Volta', approved: true, model: 'KEEP-1', wattage: 5000, delisted: false}),
        expect.objectContaining({brand: 'Volta', model: 'new-1', delisted: false}),
        expect.objectContaining({brand: 'Volta', model: 'OLD-1', delisted: true}),
      ]);
      // The same list again changes nothing.
      expect(
        await repo.applyCecProducts([
          product({brand: 'Volta', model: 'KEEP-1', wattage: 5000}),
          product({brand: 'Volta', model: 'new-1'}),
          product({brand: 'Ampere', model: 'AMP-1', productType: 'panel'}),
        ]),
      ).toEqual({added: 0, changed: 0, removed: 0});
    });

    it('takes the manufacturers’ own data only for brands that have a manufacturer, never their approval dates', async () => {
      expect(
        await repo.applyManufacturerProducts([
          product({brand: 'Volta', model: 'KEEP-1', wattage: 5200, fireTested: true, approvedDate: '1999-01-01'}),
          product({brand: 'Volta', model: 'MAKER-1'}),
          product({brand: 'Ampere', model: 'AMP-2'}),
        ]),
      ).toEqual({added: 1, changed: 1, removed: 0});
      const rows = await products();
      expect(rows.find(r => r.model === 'KEEP-1')).toMatchObject({
        wattage: 5200,
        fire_tested: true,
        approved_date: '2024-01-01',
      });
      expect(rows.map(r => r.model)).toContain('MAKER-1');
      expect(rows.map(r => r.model)).not.toContain('AMP-2');
    });

    it('changes nothing when a statement of the source fails', async () => {
      const before = await products();
      await expect(
        repo.applyCecProducts([product({brand: 'Volta', model: 'KEEP-1', productType: 'not a type'})]),
      ).rejects.toThrow();
      expect(await products()).toEqual(before);
    });
  });

  describe('CEC installers', () => {
    const installer = (accCode: string, i: Partial<SourceInstaller> = {}): SourceInstaller => ({
      accCode,
      firstName: 'Ian',
      lastName: 'Installer',
      accountName: null,
      email: null,
      mobile: null,
      phone: null,
      postalCode: '2000',
      city: 'Sydney',
      state: 'NSW',
      fullAwardDate: '2020-01-01',
      expiryDate: '2026-01-01',
      status: 'Active',
      saaCode: null,
      saaAwardDate: null,
      saaExpiryDate: null,
      saaStatus: null,
      ...i,
    });
    const installers = async () =>
      (await db.pool.query('SELECT acc_code, city, source FROM installer ORDER BY acc_code')).rows;

    it('adds and changes the listed installers, removes those it brought that are no longer listed', async () => {
      await db.pool.query(`INSERT INTO installer (acc_code, source) VALUES ('LOCAL1', NULL)`);
      expect(await repo.applyCecInstallers([installer('A1'), installer('A2')])).toEqual({
        added: 2,
        changed: 0,
        removed: 0,
      });
      expect(await repo.applyCecInstallers([installer('A1', {city: 'Newcastle'}), installer('A3')])).toEqual({
        added: 1,
        changed: 1,
        removed: 1,
      });
      expect(await installers()).toEqual([
        {acc_code: 'A1', city: 'Newcastle', source: 'cec'},
        {acc_code: 'A3', city: 'Sydney', source: 'cec'},
        {acc_code: 'LOCAL1', city: null, source: null},
      ]);
      expect(await repo.applyCecInstallers([installer('A1', {city: 'Newcastle'}), installer('A3')])).toEqual({
        added: 0,
        changed: 0,
        removed: 0,
      });
    });
  });
});
