import {Scope} from '../../services/kernel/tenancy';
import {InstallationRepository} from '../../services/installations/installation.repository';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {
  givenDistributor,
  givenInstallation,
  givenManufacturer,
  GivenManufacturer,
  givenProduct,
  givenSerials,
  givenUpload,
} from '../helpers/serial-rows.helpers';

describe('InstallationRepository (installation)', () => {
  let db: MigratedDatabase;
  let repo: InstallationRepository;
  let maker: GivenManufacturer;
  let other: GivenManufacturer;
  let supplierId: number;
  let mine: Scope;
  let supplier: Scope;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    db = await givenMigratedDatabase('installation_repo');
    repo = new InstallationRepository(db.pool);
    maker = await givenManufacturer(db.pool, 'Volta');
    other = await givenManufacturer(db.pool, 'Ampere');
    supplierId = await givenDistributor(db.pool, [maker.manufacturerId], 'Sunny Supplies');
    mine = {kind: 'manufacturer', manufacturerId: maker.manufacturerId};
    supplier = {kind: 'supplier', manufacturerId: maker.manufacturerId, distributorId: supplierId};
    const product = await givenProduct(db.pool, maker.brandId, {model: 'P-ONE'});
    const otherProduct = await givenProduct(db.pool, other.brandId, {model: 'O-ONE'});
    const own = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId});
    const bySupplier = await givenUpload(db.pool, {manufacturerId: maker.manufacturerId, distributorId: supplierId});
    const [a1, a2, a3] = await givenSerials(db.pool, {
      manufacturer: maker,
      productId: product,
      serials: ['A-1', 'A-2', 'A-3'],
      uploadId: own.uploadId,
    });
    const [s1] = await givenSerials(db.pool, {
      manufacturer: maker,
      productId: product,
      serials: ['S-1'],
      uploadId: bySupplier.uploadId,
      distributorId: supplierId,
    });
    const [o1] = await givenSerials(db.pool, {manufacturer: other, productId: otherProduct, serials: ['O-1']});
    id.installer = (
      await db.pool.query(
        `INSERT INTO installer (acc_code, first_name, last_name) VALUES ('ACC-1', 'Ivy', 'Installer') RETURNING id`,
      )
    ).rows[0].id;
    id.city = (
      await db.pool.query(
        `INSERT INTO postcode (postcode, suburb, state) VALUES ('2000', 'Sydney ', 'NSW') RETURNING id`,
      )
    ).rows[0].id;
    id.app = (
      await db.pool.query(
        `INSERT INTO app_provider (name, client_id, secret_hash) VALUES ('Solar App', 'c1', 'x') RETURNING id`,
      )
    ).rows[0].id;
    id.i1 = await givenInstallation(db.pool, {
      date: '2025-03-10',
      serialIds: [a1, s1],
      city: 'Sydney',
      postCode: '2000',
      state: 'NSW',
      installerAccCode: 'ACC-1',
      retailerName: 'Shop A',
      ratedPowerW: 5000,
      appProviderId: id.app,
    });
    id.i2 = await givenInstallation(db.pool, {
      date: '2025-03-20',
      serialIds: [a2],
      city: 'Melbourne',
      postCode: '3000',
      state: 'VIC',
      installerAccCode: 'ACC-2',
      retailerName: 'Shop B',
      ratedPowerW: 3000,
    });
    id.i3 = await givenInstallation(db.pool, {
      date: '2025-04-05',
      serialIds: [o1],
      city: 'Springwood',
      postCode: '2777',
      state: 'NSW',
      ratedPowerW: 2000,
    });
    id.i4 = await givenInstallation(db.pool, {
      date: '2024-12-31',
      serialIds: [a3],
      city: 'Sydney',
      postCode: '2000',
      state: 'NSW',
      ratedPowerW: 1000,
    });
  });

  afterAll(() => db?.drop());

  const ids = (rows: Array<{productInstallationId: number}>) => rows.map(r => r.productInstallationId);

  describe("a manufacturer's or supplier's installations", () => {
    it('counts a year by month and state, and all years, from the maintained counts', async () => {
      expect(await repo.stats(mine, 2025)).toEqual([
        {year: 2025, month: 3, state: 'NSW', totalInstallation: 1, totalPower: 5000},
        {year: 2025, month: 3, state: 'VIC', totalInstallation: 1, totalPower: 3000},
      ]);
      expect(await repo.summary(mine)).toEqual({years: [2025, 2024], totalInstallation: 3, totalPower: 9000});
      expect(await repo.stats(supplier, 2025)).toEqual([
        {year: 2025, month: 3, state: 'NSW', totalInstallation: 1, totalPower: 5000},
      ]);
      expect(await repo.summary({kind: 'manufacturer', manufacturerId: 999999})).toEqual({
        years: [],
        totalInstallation: 0,
        totalPower: 0,
      });
    });

    it('lists the scope’s installations newest first with their serials in scope, a postcode or city prefix search', async () => {
      const page = await repo.list(mine, {});
      expect({count: page.count, ids: ids(page.list)}).toEqual({count: 3, ids: [id.i4, id.i2, id.i1]});
      expect(page.list[2]).toEqual({
        productInstallationId: id.i1,
        installationDate: '2025-03-10',
        ownerEmail: null,
        ownerFirstname: null,
        createdOn: expect.any(Date),
        ratedPower: 5000,
        installerAccreditationCode: 'ACC-1',
        retailerName: 'Shop A',
        address: {
          city: 'Sydney',
          state: 'NSW',
          postCode: '2000',
          country: 'Australia',
          latitude: null,
          longitude: null,
          isManualLocation: false,
          streetType: null,
          unitType: null,
        },
        productSerialCount: 2,
      });
      const theirs = await repo.list(supplier, {});
      expect(theirs).toMatchObject({count: 1, list: [{productInstallationId: id.i1, productSerialCount: 1}]});
      expect(await repo.list(mine, {filter: '2000'})).toMatchObject({count: 2});
      expect(ids((await repo.list(mine, {filter: 'MEL'})).list)).toEqual([id.i2]);
      expect(ids((await repo.list(mine, {first: 1, skip: 1})).list)).toEqual([id.i2]);
      const everyone = await repo.list({kind: 'all'}, {});
      expect({count: everyone.count, ids: ids(everyone.list)}).toEqual({count: 4, ids: [id.i4, id.i3, id.i2, id.i1]});
    });

    it("lists an installation's serials in scope (none when it is another tenant's)", async () => {
      expect(await repo.serials(mine, id.i1)).toEqual([
        {
          productSerialId: expect.any(String),
          serial: 'A-1',
          brandName: 'Volta',
          model: 'P-ONE',
          ledgerStatus: 'pending',
          ledgerDate: null,
          supplier: null,
          parentSerial: null,
          system: null,
        },
        expect.objectContaining({serial: 'S-1', supplier: 'Sunny Supplies'}),
      ]);
      expect((await repo.serials(supplier, id.i1)).map(s => s.serial)).toEqual(['S-1']);
      expect(await repo.serials({kind: 'manufacturer', manufacturerId: other.manufacturerId}, id.i1)).toEqual([]);
    });

    it("streams a month's installed serials in scope, page by page", async () => {
      const rows = [];
      for await (const page of repo.installedProducts(mine, 2025, 3)) rows.push(...page);
      expect(rows).toEqual([
        {
          installationId: id.i1,
          installationDate: '2025-03-10',
          city: 'Sydney',
          state: 'NSW',
          postCode: '2000',
          brand: 'Volta',
          model: 'P-ONE',
          serial: 'A-1',
          supplier: null,
          ratedPowerW: 5000,
        },
        expect.objectContaining({installationId: id.i1, serial: 'S-1', supplier: 'Sunny Supplies'}),
        expect.objectContaining({installationId: id.i2, serial: 'A-2'}),
      ]);
      const none = [];
      for await (const page of repo.installedProducts(supplier, 2025, 4)) none.push(...page);
      expect(none).toEqual([]);
    });
  });

  describe("the console's installations", () => {
    it('pages every installation by installation date, newest first, counting up to a cap', async () => {
      const page = await repo.consolePage({}, 25, 0, 10000);
      expect({count: page.count, countCapped: page.countCapped, ids: ids(page.list)}).toEqual({
        count: 4,
        countCapped: false,
        ids: [id.i3, id.i2, id.i1, id.i4],
      });
      expect(page.list[2]).toEqual({
        productInstallationId: id.i1,
        installationDate: '2025-03-10',
        stateName: 'NSW',
        cityName: 'Sydney',
        postCode: '2000',
        retailerName: 'Shop A',
        installerAccreditationCode: 'ACC-1',
        installerName: 'Ivy Installer',
        totalRatedPower: 5,
        appProviderName: 'Solar App',
        createdOn: expect.any(Date),
        manufacturerName: 'Volta',
      });
      expect(page.list[0]).toMatchObject({manufacturerName: 'Ampere', installerName: null, appProviderName: null});
      const capped = await repo.consolePage({}, 1, 1, 2);
      expect({count: capped.count, countCapped: capped.countCapped, ids: ids(capped.list)}).toEqual({
        count: 2,
        countCapped: true,
        ids: [id.i2],
      });
    });

    it('searches a postcode, an accreditation code or the start of a city, each on its own', async () => {
      const found = async (search: string) => ids((await repo.consolePage({search}, 25, 0, 10000)).list);
      expect(await found('2000')).toEqual([id.i1, id.i4]);
      expect(await found('ACC-2')).toEqual([id.i2]);
      expect(await found('spring')).toEqual([id.i3]);
      expect(await found('%')).toEqual([]);
    });

    it('filters by date range, state, manufacturer, retailer, installer and city', async () => {
      const rows = async (f: Parameters<InstallationRepository['consoleRows']>[0]) =>
        ids(await repo.consoleRows(f, 10));
      expect(await rows({from: '2025-03-15', to: '2025-04-05'})).toEqual([id.i3, id.i2]);
      expect(await rows({state: 'NSW'})).toEqual([id.i3, id.i1, id.i4]);
      expect(await rows({manufacturerId: other.manufacturerId})).toEqual([id.i3]);
      expect(await rows({retailer: 'Shop B'})).toEqual([id.i2]);
      expect(await rows({installerCode: 'ACC-1'})).toEqual([id.i1]);
      expect(await rows({city: {name: 'sydney', postCode: '2000'}, from: '2025-01-01'})).toEqual([id.i1]);
      expect(ids(await repo.consoleRows({}, 1))).toEqual([id.i3]);
    });

    it('counts a filter per day, and lists the serials of the installations listed', async () => {
      expect(await repo.perDay({state: 'NSW', from: '2025-01-01'})).toEqual([
        {day: '2025-03-10', totalInstallations: 1},
        {day: '2025-04-05', totalInstallations: 1},
      ]);
      expect(await repo.serialsOf([id.i1, id.i3], 1)).toEqual([
        {installationId: id.i1, serial: 'A-1', brand: 'Volta', model: 'P-ONE'},
        {installationId: id.i3, serial: 'O-1', brand: 'Ampere', model: 'O-ONE'},
      ]);
      expect(await repo.serialsOf([], 50)).toEqual([]);
    });

    it("reads the Detail View's city and installer filters from the register", async () => {
      expect(await repo.cityKey(id.city)).toEqual({name: 'sydney', postCode: '2000'});
      expect(await repo.cityKey(999999)).toBeUndefined();
      expect(await repo.installerCode(id.installer)).toBe('ACC-1');
      expect(await repo.installerCode(999999)).toBeUndefined();
    });
  });
});
