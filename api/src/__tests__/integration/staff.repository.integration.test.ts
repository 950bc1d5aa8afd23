import {StaffPermissionRepository} from '../../services/kernel';
import {StaffRepository} from '../../services/staff';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenAccount} from '../helpers/registry-rows.helpers';
import {givenDistributor, givenManufacturer} from '../helpers/serial-rows.helpers';

describe('StaffRepository (app_user rows of staff roles with the permissions they hold)', () => {
  let db: MigratedDatabase;
  let repo: StaffRepository;
  let permissions: StaffPermissionRepository;
  let maker: number;
  let otherMaker: number;
  let supplier: number;
  let zoe: number;
  let amy: number;
  let driver: number;

  beforeAll(async () => {
    db = await givenMigratedDatabase('staff_repo');
    repo = new StaffRepository(db.pool);
    permissions = new StaffPermissionRepository(db.pool);
    maker = (await givenManufacturer(db.pool)).manufacturerId;
    otherMaker = (await givenManufacturer(db.pool)).manufacturerId;
    supplier = await givenDistributor(db.pool, [maker]);
    zoe = await givenAccount(db.pool, {role: 'mstaff', manufacturerId: maker, firstName: 'Zoe', lastName: 'Zed'});
    amy = await givenAccount(db.pool, {
      role: 'mstaff',
      manufacturerId: maker,
      firstName: 'Amy',
      lastName: 'Able',
      designation: 'Warehouse lead',
      lockoutEnd: '2999-01-01T00:00:00Z',
    });
    await givenAccount(db.pool, {role: 'mstaff', manufacturerId: maker, firstName: 'Gone', deleted: true});
    await givenAccount(db.pool, {role: 'madmin', manufacturerId: maker, firstName: 'Boss'});
    await givenAccount(db.pool, {role: 'mstaff', manufacturerId: otherMaker, firstName: 'Elsewhere'});
    driver = await givenAccount(db.pool, {role: 'distributor_staff', distributorId: supplier, firstName: 'Dan'});
    await permissions.transaction(tx =>
      permissions.grant(
        tx,
        amy,
        new Map([
          [maker, [6, 1]],
          [otherMaker, [2]],
        ]),
      ),
    );
  });
  afterAll(() => db.drop());

  it('lists a manufacturer’s staff by name, each with the permissions it holds per manufacturer', async () => {
    const list = await repo.listOfManufacturer(maker);
    expect(list.map(s => s.id)).toEqual([amy, zoe]);
    expect(list[0]).toEqual({
      id: amy,
      username: expect.any(String),
      email: expect.any(String),
      firstName: 'Amy',
      lastName: 'Able',
      mobile: null,
      designation: 'Warehouse lead',
      profilePhoto: null,
      isActive: true,
      emailConfirmed: true,
      role: 'mstaff',
      manufacturerId: maker,
      distributorId: null,
      lockoutEnd: new Date('2999-01-01T00:00:00Z'),
      lockoutEnabled: true,
      permissions: {[maker]: [1, 6], [otherMaker]: [2]},
    });
    expect(list[1].permissions).toEqual({});
  });

  it('lists a distributor’s staff, and finds one staff account (never another role, never a deleted one)', async () => {
    expect((await repo.listOfDistributor(supplier)).map(s => s.id)).toEqual([driver]);
    expect((await repo.find(driver))?.role).toBe('distributor_staff');
    const boss = (await db.pool.query(`SELECT id FROM app_user WHERE role = 'madmin'`)).rows[0].id;
    const gone = (await db.pool.query(`SELECT id FROM app_user WHERE deleted_at IS NOT NULL`)).rows[0].id;
    expect(await repo.find(boss)).toBeUndefined();
    expect(await repo.find(gone)).toBeUndefined();
  });

  it('creates a staff account not yet activated, and changes its fields', async () => {
    const id = await repo.transaction(tx =>
      repo.create(tx, {
        username: 'new.staff',
        email: 'new@example.com',
        passwordHash: 'hash',
        firstName: 'New',
        lastName: 'Staff',
        mobile: '0412345678',
        designation: null,
        role: 'mstaff',
        manufacturerId: maker,
        distributorId: null,
      }),
    );
    expect(await repo.find(id)).toMatchObject({username: 'new.staff', emailConfirmed: false, isActive: true});
    await repo.transaction(tx =>
      repo.update(tx, id, {
        email: 'n@example.com',
        firstName: 'Nu',
        lastName: 'Staff',
        mobile: null,
        designation: 'Sales',
      }),
    );
    expect(await repo.find(id)).toMatchObject({
      email: 'n@example.com',
      firstName: 'Nu',
      mobile: null,
      designation: 'Sales',
    });
  });

  it('resets a password (ending sessions, clearing the lockout, confirming the address) and deletes softly', async () => {
    const version = async () =>
      (await db.pool.query('SELECT token_version FROM app_user WHERE id = $1', [amy])).rows[0].token_version as number;
    const before = await version();
    await repo.transaction(tx => repo.resetPassword(tx, amy, 'fresh-hash'));
    expect(await repo.find(amy)).toMatchObject({lockoutEnd: null, emailConfirmed: true});
    expect(await version()).toBe(before + 1);
    await repo.transaction(tx => repo.remove(tx, amy));
    expect(await repo.find(amy)).toBeUndefined();
    expect(await version()).toBe(before + 2);
    const {rows} = await db.pool.query(
      'SELECT is_active, deleted_at IS NOT NULL AS deleted FROM app_user WHERE id = $1',
      [amy],
    );
    expect(rows[0]).toEqual({is_active: false, deleted: true});
  });
});
