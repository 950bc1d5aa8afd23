import {KEY_SEPARATOR, TallyRepository} from '../../services/reports/tally.repository';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {
  givenInstallation,
  givenManufacturer,
  GivenManufacturer,
  givenProduct,
  givenSerials,
} from '../helpers/serial-rows.helpers';

describe('TallyRepository (installations counted per day and dimension)', () => {
  let db: MigratedDatabase;
  let repo: TallyRepository;
  let volta: GivenManufacturer;
  let ampere: GivenManufacturer;
  let appId: number;
  const from = '2025-03-01';
  const to = '2025-03-31';

  beforeAll(async () => {
    db = await givenMigratedDatabase('tally_repo');
    repo = new TallyRepository(db.pool);
    volta = await givenManufacturer(db.pool, 'Volta');
    ampere = await givenManufacturer(db.pool, 'Ampere');
    await db.pool.query(
      `INSERT INTO installer (acc_code, first_name, last_name) VALUES ('ACC-1', 'Ivy', 'Installer'), ('ACC-9', 'Idle', 'Installer')`,
    );
    appId = (
      await db.pool.query(
        `INSERT INTO app_provider (name, client_id, secret_hash) VALUES ('Solar App', 'c1', 'x') RETURNING id`,
      )
    ).rows[0].id;
    await db.pool.query(`INSERT INTO app_provider (name, client_id, secret_hash) VALUES ('Quiet App', 'c2', 'x')`);
    const serialsOf = async (m: GivenManufacturer, names: string[]) =>
      givenSerials(db.pool, {manufacturer: m, productId: await givenProduct(db.pool, m.brandId), serials: names});
    const [v1, v2, v3] = await serialsOf(volta, ['V-1', 'V-2', 'V-3']);
    const [a1] = await serialsOf(ampere, ['A-1']);
    const at = {city: 'Sydney', postCode: '2000', state: 'NSW', retailerName: 'Shop A', installerAccCode: 'ACC-1'};
    await givenInstallation(db.pool, {
      ...at,
      date: '2025-03-10',
      serialIds: [v1],
      ratedPowerW: 5000,
      appProviderId: appId,
    });
    await givenInstallation(db.pool, {...at, date: '2025-03-10', serialIds: [v2, a1], ratedPowerW: 2500});
    await givenInstallation(db.pool, {
      date: '2025-03-12',
      serialIds: [v3],
      state: 'VIC',
      city: 'Melbourne',
      postCode: '3000',
      retailerName: 'Shop B',
      ratedPowerW: 1000,
      appProviderId: appId,
    });
    // Outside the range.
    await givenInstallation(db.pool, {...at, date: '2025-04-01', ratedPowerW: 100});
  });

  afterAll(() => db?.drop());

  async function sameAfterFolding<T>(read: () => Promise<T>, expected: T) {
    expect(await read()).toEqual(expected);
    await repo.foldDeltas();
    expect(await read()).toEqual(expected);
  }

  it('ranks the keys of a dimension by installations in a range, folded or not', async () => {
    await sameAfterFolding(
      () => repo.top('state', from, to, 10),
      [
        {key: 'NSW', installations: 2, powerW: 7500},
        {key: 'VIC', installations: 1, powerW: 1000},
      ],
    );
    expect(await repo.top('manufacturer', from, to, 1)).toEqual([
      {key: String(volta.manufacturerId), installations: 3, powerW: 8500},
    ]);
    expect(await repo.top('retailer', '2025-04-01', '2025-04-30', 10)).toEqual([
      {key: 'Shop A', installations: 1, powerW: 100},
    ]);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM installation_day_tally_delta')).rows[0].n).toBe(0);
  });

  it('counts per day, for one key or every installation, and in total for a key', async () => {
    expect(await repo.perDay('state', undefined, from, to)).toEqual([
      {day: '2025-03-10', totalInstallations: 2},
      {day: '2025-03-12', totalInstallations: 1},
    ]);
    expect(await repo.perDay('city', `sydney${KEY_SEPARATOR}2000`, from, '2025-04-30')).toEqual([
      {day: '2025-03-10', totalInstallations: 2},
      {day: '2025-04-01', totalInstallations: 1},
    ]);
    expect(await repo.perDay('state+retailer', `VIC${KEY_SEPARATOR}Shop B`, from, to)).toEqual([
      {day: '2025-03-12', totalInstallations: 1},
    ]);
    expect(await repo.total('installer', 'ACC-1', from, to)).toBe(2);
    expect(await repo.total('installer', 'ACC-9', from, to)).toBe(0);
    expect(await repo.total('manufacturer', String(ampere.manufacturerId), from, to)).toBe(1);
  });

  it('ranks every manufacturer and app provider for the leadership board, searched by name', async () => {
    expect(await repo.leadershipManufacturers(from, to, undefined)).toEqual([
      {manufacturerId: volta.manufacturerId, displayName: 'Volta', totalInstallations: 3, totalRatedPower_kW: 8.5},
      {manufacturerId: ampere.manufacturerId, displayName: 'Ampere', totalInstallations: 1, totalRatedPower_kW: 2.5},
    ]);
    expect((await repo.leadershipManufacturers(from, to, 'amp')).map(r => r.displayName)).toEqual(['Ampere']);
    expect(await repo.leadershipAppProviders(from, to)).toEqual([
      {id: appId, appProvider: 'Solar App', totalInstallations: 2, totalRatedPower_kW: 6},
      {id: expect.any(Number), appProvider: 'Quiet App', totalInstallations: 0, totalRatedPower_kW: 0},
    ]);
  });

  it('names the keys of manufacturers, installers and apps; states and retailers are their own names', async () => {
    expect(await repo.names('manufacturer', [String(volta.manufacturerId), '999999'])).toEqual(
      new Map([[String(volta.manufacturerId), {key: String(volta.manufacturerId), name: 'Volta'}]]),
    );
    expect(await repo.names('installer', ['ACC-1'])).toEqual(
      new Map([['ACC-1', {key: 'ACC-1', name: 'Ivy Installer', first: 'Ivy', last: 'Installer'}]]),
    );
    expect(await repo.names('app', [String(appId)])).toEqual(
      new Map([[String(appId), {key: String(appId), name: 'Solar App'}]]),
    );
    expect(await repo.names('state', ['NSW'])).toEqual(new Map());
    expect(await repo.names('manufacturer', [])).toEqual(new Map());
  });

  it("offers the Detail View's retailers and the installers with installations", async () => {
    expect(await repo.retailers()).toEqual([
      {retailerId: 'Shop A', retailerName: 'Shop A'},
      {retailerId: 'Shop B', retailerName: 'Shop B'},
    ]);
    expect(await repo.installers()).toEqual([
      {installerId: expect.any(Number), firstName: 'Ivy', lastName: 'Installer', accCode: 'ACC-1'},
    ]);
  });
});
