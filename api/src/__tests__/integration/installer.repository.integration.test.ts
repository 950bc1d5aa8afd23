import {InstallerRepository} from '../../services/registry';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenInstaller} from '../helpers/registry-rows.helpers';

describe('InstallerRepository (installer: the Installers page and the migrated-installer import)', () => {
  let db: MigratedDatabase;
  let repo: InstallerRepository;

  beforeAll(async () => {
    db = await givenMigratedDatabase('installer_repo');
    repo = new InstallerRepository(db.pool);
    await givenInstaller(db.pool, {
      accCode: 'A1000',
      firstName: 'Olive',
      lastName: 'Old',
      status: 'Expired',
      updatedOn: '2025-01-01T00:00:00Z',
      expiryDate: '2025-06-30',
    });
    await givenInstaller(db.pool, {accCode: 'A2000', firstName: 'Nina', lastName: 'New', saaCode: 'S-1'});
    await givenInstaller(db.pool, {
      accCode: 'A3000',
      firstName: 'Carl',
      lastName: 'Current',
      updatedOn: '2025-06-01T00:00:00Z',
    });
  });
  afterAll(() => db.drop());

  it('lists the newest change first, a page at a time, with each installer’s fields, and counts them', async () => {
    const all = await repo.list({}, 0, 10);
    expect(all.map(i => i.accCode)).toEqual(['A2000', 'A3000', 'A1000']);
    expect(all[2]).toEqual({
      installerId: expect.any(Number),
      accCode: 'A1000',
      firstName: 'Olive',
      lastName: 'Old',
      accountName: null,
      email: null,
      mobile: null,
      phone: null,
      postalCode: null,
      city: null,
      state: null,
      fullAwardDate: null,
      expiryDate: '2025-06-30',
      status: 'Expired',
      sAACode: null,
      sAAAwardDate: null,
      sAAExpiryDate: null,
      sAAStatus: null,
      totalDataPack: 0,
      totalRequest: 0,
      totalFailed: 0,
      updatedOn: '2025-01-01T00:00:00.000Z',
    });
    expect((await repo.list({}, 1, 1)).map(i => i.accCode)).toEqual(['A3000']);
    expect(await repo.count({})).toBe(3);
  });

  it('filters by search text, installer type, status and today’s changes', async () => {
    const codes = async (f: object) => (await repo.list(f, 0, 10)).map(i => i.accCode);
    expect(await codes({search: 'nina new'})).toEqual(['A2000']);
    expect(await codes({search: 'a1'})).toEqual(['A1000']);
    expect(await codes({installerType: 2})).toEqual(['A2000']);
    expect(await codes({installerType: 1})).toEqual(['A3000', 'A1000']);
    expect(await codes({status: 1})).toEqual(['A1000']);
    expect(await codes({status: 2})).toEqual(['A2000', 'A3000']);
    expect(await codes({updatedToday: true})).toEqual(['A2000']);
    expect(await repo.count({search: '%'})).toBe(0);
  });

  it('answers when the list last changed', async () => {
    const newest = (await db.pool.query('SELECT max(updated_on) AS t FROM installer')).rows[0].t as Date;
    expect(await repo.lastUpdated()).toBe(newest.toISOString());
  });

  it('upserts an installer by its accreditation code, saying whether it was new', async () => {
    const inserted = await repo.transaction(tx =>
      repo.upsert(tx, {acc_code: 'A4000', first_name: 'Ivy', expiry_date: '2030-01-31'}),
    );
    const updated = await repo.transaction(tx => repo.upsert(tx, {acc_code: 'A1000', status: 'Current'}));
    expect([inserted, updated]).toEqual(['Inserted', 'Updated']);
    expect((await repo.list({search: 'A4000'}, 0, 10))[0]).toMatchObject({firstName: 'Ivy', expiryDate: '2030-01-31'});
    expect((await repo.list({search: 'A1000'}, 0, 10))[0]).toMatchObject({status: 'Current', firstName: 'Olive'});
    expect((await repo.list({}, 0, 1))[0].accCode).toBe('A1000');
  });
});
