import {DistributorRepository} from '../../services/registry';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenAccount, givenDataSource, givenImporter, givenLink} from '../helpers/registry-rows.helpers';
import {givenDistributor, givenManufacturer} from '../helpers/serial-rows.helpers';

describe('DistributorRepository (distributor and its links: CRUD, the console listing, registration)', () => {
  let db: MigratedDatabase;
  let repo: DistributorRepository;
  let acme: number;
  let bolt: number;
  let maker: number;
  let other: number;

  beforeAll(async () => {
    db = await givenMigratedDatabase('distributor_repo');
    repo = new DistributorRepository(await givenDataSource(db.pool), db.pool);
    maker = (await givenManufacturer(db.pool, 'Maker One')).manufacturerId;
    other = (await givenManufacturer(db.pool, 'Another Maker')).manufacturerId;
    acme = await givenDistributor(db.pool, [], 'Acme Imports');
    bolt = await givenDistributor(db.pool, [], 'Bolt Trading');
    await db.pool.query(`UPDATE distributor SET abn = '11 222 333 444', internal_code = 'ACM-7' WHERE id = $1`, [acme]);
    await givenImporter(db.pool, 'Acme Imports Pty Ltd', '11 222 333 444');
    await givenImporter(db.pool, 'Acme Holdings', '11 222 333 444');
    await givenAccount(db.pool, {role: 'distributor_staff', distributorId: acme, username: 'acme-staff'});
    await givenAccount(db.pool, {role: 'supplier', distributorId: acme, username: 'acme-login', isActive: false});
    await givenLink(db.pool, {distributorId: acme, manufacturerId: maker, startDate: '2026-01-01'});
    await givenLink(db.pool, {distributorId: acme, manufacturerId: other, startDate: '2999-01-01'});
    await givenLink(db.pool, {
      distributorId: bolt,
      manufacturerId: maker,
      startDate: '2020-01-01',
      endDate: '2020-12-31',
    });
  });
  afterAll(() => db.drop());

  it('lists a page of suppliers with their account, registry names and current manufacturers, and counts them', async () => {
    const list = await repo.adminList({sortField: 'displayName', sortOrder: 'ASC'});
    expect(list).toEqual([
      {
        id: acme,
        distributorId: acme,
        distributorUserId: expect.any(Number),
        userName: 'acme-login',
        displayName: 'Acme Imports',
        defaultName: 'Acme Imports',
        distributorNames: ['Acme Holdings', 'Acme Imports Pty Ltd'],
        manufacturerNames: ['Maker One'],
        totalManufacturers: 1,
        abn: '11 222 333 444',
        distributorInternalCode: 'ACM-7',
        signingKey: null,
        isActive: false,
        createdAt: expect.any(String),
      },
      expect.objectContaining({id: bolt, userName: null, manufacturerNames: [], distributorNames: [], isActive: false}),
    ]);
    expect((await repo.adminList({page: 1, perPage: 1, sortField: 'displayName'})).map(s => s.id)).toEqual([bolt]);
    expect(await repo.adminCount()).toBe(2);
  });

  it('filters by text (name, ABN, code, username), by ids, and by a manufacturer linked today', async () => {
    const ids = async (filter: object) => (await repo.adminList({filter})).map(s => s.id);
    expect(await ids({q: 'acm-'})).toEqual([acme]);
    expect(await ids({q: 'acme-staff'})).toEqual([acme]);
    expect(await ids({q: '333'})).toEqual([acme]);
    expect(await ids({ids: [bolt]})).toEqual([bolt]);
    expect(await ids({manufacturerId: maker})).toEqual([acme]);
    expect(await ids({manufacturerId: other})).toEqual([]);
    expect(await ids({manufacturerId: 'not an id'})).toEqual([]);
    expect(await repo.adminCount({manufacturerId: String(maker)})).toBe(1);
    expect(await repo.adminGet(999999)).toBeNull();
  });

  it('lists every link of a supplier or of a manufacturer, with whether it is in force today', async () => {
    expect(await repo.links({distributorId: acme})).toEqual([
      {
        distributorId: acme,
        distributorName: 'Acme Imports',
        manufacturerId: other,
        manufacturerName: 'Another Maker',
        startDate: '2999-01-01',
        endDate: null,
        current: false,
      },
      {
        distributorId: acme,
        distributorName: 'Acme Imports',
        manufacturerId: maker,
        manufacturerName: 'Maker One',
        startDate: '2026-01-01',
        endDate: null,
        current: true,
      },
    ]);
    expect((await repo.links({manufacturerId: maker})).map(l => [l.distributorName, l.current])).toEqual([
      ['Acme Imports', true],
      ['Bolt Trading', false],
    ]);
    expect(await repo.linkedManufacturers(acme)).toEqual([{id: maker, name: 'Maker One'}]);
    expect(await repo.linkedManufacturers(bolt)).toEqual([]);
  });

  it('locks a link and sets its dates, or creates it', async () => {
    await repo.transaction(async tx => {
      expect(await repo.lockLink(tx, bolt, maker)).toEqual({startDate: '2020-01-01', endDate: '2020-12-31'});
      expect(await repo.lockLink(tx, bolt, other)).toBeNull();
      await repo.upsertLink(tx, {distributorId: bolt, manufacturerId: maker, startDate: '2025-05-05', endDate: null});
      await repo.upsertLink(tx, {
        distributorId: bolt,
        manufacturerId: other,
        startDate: '2025-06-06',
        endDate: '2030-01-01',
      });
    });
    expect((await repo.links({distributorId: bolt})).map(l => [l.manufacturerName, l.startDate, l.endDate])).toEqual([
      ['Another Maker', '2025-06-06', '2030-01-01'],
      ['Maker One', '2025-05-05', null],
    ]);
  });

  it('registers a supplier with its account: the company kept when it exists, its ABN kept when it has one', async () => {
    const {created, kept, userId} = await repo.transaction(async tx => {
      const id = await repo.ensure(tx, 'Cobalt Supply', '99 888 777 666');
      const again = await repo.ensure(tx, 'ACME IMPORTS', '00 000 000 000');
      const account = await repo.insertAccount(tx, {
        username: 'cobalt',
        email: 'cobalt@example.com',
        passwordHash: 'hash',
        firstName: 'Co',
        lastName: 'Balt',
        distributorId: id,
        role: 'supplier',
      });
      expect(await repo.usernameTaken(tx, 'COBALT')).toBe(true);
      return {created: id, kept: again, userId: account};
    });
    expect(kept).toBe(acme);
    expect(await repo.findById(created)).toMatchObject({name: 'Cobalt Supply', abn: '99 888 777 666'});
    expect((await repo.findById(acme)).abn).toBe('11 222 333 444');
    const {rows} = await db.pool.query('SELECT role, distributor_id, email_confirmed FROM app_user WHERE id = $1', [
      userId,
    ]);
    expect(rows[0]).toEqual({role: 'supplier', distributor_id: created, email_confirmed: true});
    expect(await repo.usernameTaken(db.pool, 'nobody')).toBe(false);
  });

  it('answers names taken (any case) and sets the upload frequency, through LoopBack', async () => {
    expect(await repo.existsByName('bolt trading ')).toBe(true);
    expect(await repo.existsByName('Zinc')).toBe(false);
    await repo.setUploadFrequency(bolt, 2);
    expect((await repo.findById(bolt)).uploadFrequency).toBe(2);
  });
});
