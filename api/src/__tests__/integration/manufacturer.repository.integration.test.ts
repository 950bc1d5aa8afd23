import {ManufacturerColumn, ManufacturerRepository} from '../../services/registry';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenAccount, givenDataSource, givenLink} from '../helpers/registry-rows.helpers';
import {givenDistributor, givenManufacturer, givenUpload} from '../helpers/serial-rows.helpers';

describe('ManufacturerRepository (manufacturer: CRUD, the console listing, edits, Reference Data)', () => {
  let db: MigratedDatabase;
  let repo: ManufacturerRepository;
  let alpha: number;
  let beta: number;
  let gamma: number;
  let owner: number;

  beforeAll(async () => {
    db = await givenMigratedDatabase('manufacturer_repo');
    repo = new ManufacturerRepository(await givenDataSource(db.pool), db.pool);
    alpha = (await givenManufacturer(db.pool, 'Alpha Solar')).manufacturerId;
    beta = (await givenManufacturer(db.pool, 'Beta Batteries')).manufacturerId;
    gamma = (await givenManufacturer(db.pool, 'Gamma Grid')).manufacturerId;
    await db.pool.query(
      `UPDATE manufacturer SET email = 'office@alpha.example', abn = '51824753556', upload_frequency = 1,
              created_at = now() - interval '3 days' WHERE id = $1`,
      [alpha],
    );
    await db.pool.query(`UPDATE manufacturer SET is_active = false WHERE id = $1`, [gamma]);
    // Staff first by id, then the administrator: the administrator is the owner the list shows.
    await givenAccount(db.pool, {role: 'mstaff', manufacturerId: alpha, username: 'alpha-staff'});
    owner = await givenAccount(db.pool, {role: 'madmin', manufacturerId: alpha, username: 'alpha-admin'});
    const current = await givenDistributor(db.pool, [], 'Current Supplier');
    const ended = await givenDistributor(db.pool, [], 'Ended Supplier');
    const future = await givenDistributor(db.pool, [], 'Future Supplier');
    await givenLink(db.pool, {distributorId: current, manufacturerId: alpha, startDate: '2026-01-01'});
    await givenLink(db.pool, {
      distributorId: ended,
      manufacturerId: alpha,
      startDate: '2020-01-01',
      endDate: '2021-01-01',
    });
    await givenLink(db.pool, {distributorId: future, manufacturerId: alpha, startDate: '2999-01-01'});
    await givenUpload(db.pool, {manufacturerId: beta, uploadedOn: '2026-03-04T05:06:07Z'});
  });
  afterAll(() => db.drop());

  it('lists a page of manufacturers by name with their figures, and counts them', async () => {
    const page = await repo.adminList({page: 0, perPage: 2, sortField: 'name'});
    expect(page.map(m => m.name)).toEqual(['Alpha Solar', 'Beta Batteries']);
    expect(page[0]).toEqual({
      id: alpha,
      name: 'Alpha Solar',
      abn: '51824753556',
      phone: null,
      email: 'office@alpha.example',
      address: null,
      logo: null,
      uploadFrequency: 1,
      isActive: true,
      createdAt: expect.any(String),
      userCount: 2,
      supplierCount: 1,
      userId: owner,
      userName: 'alpha-admin',
      totalSerial: 0,
      totalInstalled: 0,
      totalPending: 0,
      totalRequest: 0,
      totalFailed: 0,
      recentUpload: null,
      // Daily uploads, registered three days ago, none since.
      uploadOverdue: true,
    });
    expect(page[1]).toMatchObject({recentUpload: '2026-03-04T05:06:07.000Z', userId: null, supplierCount: 0});
    expect((await repo.adminList({page: 1, perPage: 2, sortField: 'name'})).map(m => m.name)).toEqual(['Gamma Grid']);
    expect(await repo.adminCount()).toBe(3);
  });

  it('filters by a part of the name, email, ABN or an account’s username, by ids and by the active flag', async () => {
    const names = async (filter: object) => (await repo.adminList({filter, sortField: 'name'})).map(m => m.name);
    expect(await names({q: 'batt'})).toEqual(['Beta Batteries']);
    expect(await names({q: 'office@ALPHA'})).toEqual(['Alpha Solar']);
    expect(await names({q: 'alpha-staff'})).toEqual(['Alpha Solar']);
    expect(await names({q: '100%'})).toEqual([]);
    expect(await names({ids: [String(gamma), 'x']})).toEqual(['Gamma Grid']);
    expect(await names({isActive: false})).toEqual(['Gamma Grid']);
    expect(await repo.adminCount({isActive: true, q: 'a'})).toBe(2);
  });

  it('sorts by a whitelisted field only', async () => {
    const byIdDesc = await repo.adminList({sortField: 'id', sortOrder: 'DESC'});
    expect(byIdDesc.map(m => m.id)).toEqual([gamma, beta, alpha]);
    const unknown = await repo.adminList({sortField: 'name; DROP TABLE manufacturer', sortOrder: 'DESC'});
    expect(unknown.map(m => m.name)).toEqual(['Gamma Grid', 'Beta Batteries', 'Alpha Solar']);
  });

  it('reads one, locks it in a transaction, sets its columns and its active flag', async () => {
    expect(await repo.adminGet(999999)).toBeNull();
    await repo.transaction(async tx => {
      expect(await repo.lock(tx, beta)).toBe(true);
      expect(await repo.lock(tx, 999999)).toBe(false);
      await repo.change(
        tx,
        beta,
        new Map<ManufacturerColumn, unknown>([
          ['phone', '0298765432'],
          ['upload_frequency', 3],
        ]),
      );
      await repo.setActive(tx, beta, false);
      expect(await repo.adminGet(beta, tx)).toMatchObject({phone: '0298765432', uploadFrequency: 3, isActive: false});
    });
    expect(await repo.adminGet(beta)).toMatchObject({phone: '0298765432', isActive: false});
    await repo.transaction(tx => repo.setActive(tx, beta, true));
  });

  it('rolls a transaction’s changes back when it throws', async () => {
    await expect(
      repo.transaction(async tx => {
        await repo.change(tx, gamma, new Map([['email', 'gone@example.com']]));
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await repo.adminGet(gamma))?.email).toBeNull();
  });

  it('answers names taken (any case), names by id, the logo and the upload frequency, through LoopBack', async () => {
    expect(await repo.existsByName('  alpha SOLAR ')).toBe(true);
    expect(await repo.existsByName('Delta')).toBe(false);
    expect(await repo.namesOf([gamma, alpha, 999999])).toEqual(
      new Map([
        [alpha, 'Alpha Solar'],
        [gamma, 'Gamma Grid'],
      ]),
    );
    expect(await repo.namesOf([])).toEqual(new Map());
    expect(await repo.logoOf(alpha)).toBeNull();
    expect(await repo.logoOf(999999)).toBeUndefined();
    await repo.setLogo(alpha, 'logos/1/a.png');
    await repo.setUploadFrequency(alpha, 4);
    expect(await repo.logoOf(alpha)).toBe('logos/1/a.png');
    expect(await repo.findById(alpha)).toMatchObject({logo: 'logos/1/a.png', uploadFrequency: 4});
  });

  it('lists every manufacturer with its brand, supplier count and first three suppliers by their start', async () => {
    const list = await repo.withSuppliers();
    expect(list.map(m => m.name)).toEqual(['Alpha Solar', 'Beta Batteries', 'Gamma Grid']);
    expect(list[0]).toEqual({
      manufacturerId: alpha,
      name: 'Alpha Solar',
      brand: 'Alpha Solar',
      isActive: true,
      totalSuppliers: 3,
      suppliers: [
        {distributorId: expect.any(Number), name: 'Ended Supplier', startDate: '2020-01-01', endDate: '2021-01-01'},
        {distributorId: expect.any(Number), name: 'Current Supplier', startDate: '2026-01-01', endDate: null},
        {distributorId: expect.any(Number), name: 'Future Supplier', startDate: '2999-01-01', endDate: null},
      ],
    });
    expect(list[1]).toMatchObject({totalSuppliers: 0, suppliers: []});
  });
});
