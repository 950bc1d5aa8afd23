import {AppUserRepository} from '../../services/accounts';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenAccount, givenDataSource} from '../helpers/registry-rows.helpers';
import {givenDistributor, givenManufacturer} from '../helpers/serial-rows.helpers';

describe('AppUserRepository (app_user: CRUD, sign-in lockout, the console’s accounts, My Account)', () => {
  let db: MigratedDatabase;
  let repo: AppUserRepository;
  let maker: number;
  let supplier: number;
  let admin: number;
  let madmin: number;
  let staff: number;
  let locked: number;

  beforeAll(async () => {
    db = await givenMigratedDatabase('app_user_repo');
    repo = new AppUserRepository(await givenDataSource(db.pool), db.pool);
    maker = (await givenManufacturer(db.pool, 'Maker Co')).manufacturerId;
    supplier = await givenDistributor(db.pool, [], 'Supply Co');
    admin = await givenAccount(db.pool, {role: 'admin', username: 'root-admin', firstName: 'Rita', lastName: 'Root'});
    madmin = await givenAccount(db.pool, {role: 'madmin', username: 'maker-admin', manufacturerId: maker});
    staff = await givenAccount(db.pool, {
      role: 'mstaff',
      username: 'maker-staff',
      manufacturerId: maker,
      email: 'staff@maker.example',
      emailConfirmed: false,
    });
    locked = await givenAccount(db.pool, {
      role: 'supplier',
      username: 'supply-login',
      distributorId: supplier,
      lockoutEnd: '2999-01-01T00:00:00Z',
      failedLogins: 5,
      isActive: false,
    });
  });
  afterAll(() => db.drop());

  it('lists the console’s accounts with their company, counts them, and reads one', async () => {
    const page = await repo.adminList({sortField: 'id', sortOrder: 'ASC'});
    expect(page.map(u => u.username)).toEqual(['root-admin', 'maker-admin', 'maker-staff', 'supply-login']);
    expect(page[3]).toEqual({
      id: locked,
      username: 'supply-login',
      email: expect.stringContaining('@example.com'),
      firstName: 'Ada',
      lastName: expect.any(String),
      mobile: null,
      role: 'supplier',
      manufacturerId: null,
      distributorId: supplier,
      companyName: 'Supply Co',
      isActive: false,
      emailConfirmed: true,
      lockoutEnd: '2999-01-01T00:00:00.000Z',
      locked: true,
      failedLogins: 5,
      createdAt: expect.any(String),
    });
    expect(await repo.adminCount()).toBe(4);
    expect(await repo.adminGet(madmin)).toMatchObject({companyName: 'Maker Co', locked: false});
    expect(await repo.adminGet(999999)).toBeNull();
  });

  it('filters accounts by text (name, email, company), role, flags, lock and company', async () => {
    const names = async (filter: object) => (await repo.adminList({filter})).map(u => u.username);
    expect(await names({q: 'rita root'})).toEqual(['root-admin']);
    expect(await names({q: 'maker co'})).toEqual(['maker-admin', 'maker-staff']);
    expect(await names({role: 'mstaff'})).toEqual(['maker-staff']);
    expect(await names({emailConfirmed: false})).toEqual(['maker-staff']);
    expect(await names({isActive: false})).toEqual(['supply-login']);
    expect(await names({locked: true})).toEqual(['supply-login']);
    expect(await repo.adminCount({locked: false})).toBe(3);
    expect(await names({manufacturerId: String(maker)})).toEqual(['maker-admin', 'maker-staff']);
    expect(await names({distributorId: supplier, ids: [locked, admin]})).toEqual(['supply-login']);
    expect(await names({q: '%'})).toEqual([]);
  });

  it('lists the administrators only, filtered, with their active state', async () => {
    const all = await repo.admins();
    expect(all).toEqual([
      {
        id: admin,
        userName: 'root-admin',
        email: expect.any(String),
        firstName: 'Rita',
        lastName: 'Root',
        cTime: expect.any(String),
        lockoutEnd: null,
        lockoutEnabled: false,
        isActive: true,
      },
    ]);
    expect(await repo.admins('RITA')).toHaveLength(1);
    expect(await repo.admins('maker')).toEqual([]);
  });

  it('claims sign-in attempts until the lockout, and clears it', async () => {
    const lockout = {maxFailures: 3, minutes: 15};
    expect(await repo.claimLoginAttempt(' MAKER-ADMIN ', lockout)).toEqual({id: madmin, passwordHash: 'hash'});
    expect(await repo.claimLoginAttempt('maker-admin', lockout)).toBeDefined();
    // The third claim reaches the limit: it is answered, then the account is locked and the count restarts.
    expect(await repo.claimLoginAttempt('maker-admin', lockout)).toBeDefined();
    expect(await repo.claimLoginAttempt('maker-admin', lockout)).toBeUndefined();
    expect(await repo.adminGet(madmin)).toMatchObject({locked: true, failedLogins: 0});
    expect(await repo.claimLoginAttempt('nobody', lockout)).toBeUndefined();
    await repo.clearLockout(madmin);
    expect(await repo.adminGet(madmin)).toMatchObject({locked: false, lockoutEnd: null, failedLogins: 0});
  });

  it('locks an account for a change, sets its active flag, resets its password and ends its tokens', async () => {
    const before = (await db.pool.query('SELECT token_version FROM app_user WHERE id = $1', [locked])).rows[0];
    await repo.transaction(async tx => {
      expect(await repo.lockTarget(tx, locked)).toEqual({
        id: locked,
        role: 'supplier',
        isActive: false,
        username: 'supply-login',
      });
      expect(await repo.lockTarget(tx, 999999)).toBeNull();
      await repo.setActive(tx, locked, true);
      await repo.resetPassword(tx, locked, 'new-hash');
    });
    const {rows} = await db.pool.query(
      'SELECT is_active, password_hash, token_version, failed_logins, lockout_end FROM app_user WHERE id = $1',
      [locked],
    );
    expect(rows[0]).toEqual({
      is_active: true,
      password_hash: 'new-hash',
      token_version: before.token_version + 1,
      failed_logins: 0,
      lockout_end: null,
    });
  });

  it('sets a password through LoopBack, answering the raised token version', async () => {
    const version = await repo.setPassword(staff, 'staff-hash');
    expect(await repo.setPassword(staff, 'staff-hash-2')).toBe(version + 1);
    expect((await repo.findById(staff)).passwordHash).toBe('staff-hash-2');
  });

  it('adds an administrator, finds reviewers by username, and knows the usernames taken', async () => {
    const created = await repo.transaction(async tx => {
      expect(await repo.usernameTaken('ROOT-ADMIN', tx)).toBe(true);
      return repo.insertAdmin(tx, {
        userName: 'second-admin',
        email: 'second@example.com',
        passwordHash: 'h',
        firstName: 'Sam',
        lastName: 'Second',
      });
    });
    expect(created).toMatchObject({userName: 'second-admin', lockoutEnabled: false, isActive: true, lockoutEnd: null});
    expect((await repo.findById(created.id)).role).toBe('admin');
    expect((await repo.adminIds(db.pool, ['Second-Admin', 'maker-admin', 'root-admin'])).sort()).toEqual(
      [admin, created.id].sort(),
    );
    expect(await repo.usernameTaken('free-name')).toBe(false);
  });

  it('finds accounts by username and by email through LoopBack', async () => {
    expect((await repo.findByUsername(' Maker-Staff '))?.id).toBe(staff);
    expect(await repo.findByUsername('nobody')).toBeNull();
    expect((await repo.findByEmail('STAFF@maker.example')).map(u => u.id)).toEqual([staff]);
  });

  it('changes My Account’s own fields and photo, and reads whose photo it is', async () => {
    await repo.updateOwn(staff, {firstName: 'Stef', lastName: 'Staff', mobile: '0412345678'});
    await repo.setPhoto(staff, 'profile-photos/1/p.png');
    expect(await repo.photoOwner(staff)).toEqual({
      id: staff,
      role: 'mstaff',
      manufacturerId: maker,
      distributorId: null,
      profilePhoto: 'profile-photos/1/p.png',
    });
    expect(await repo.findById(staff)).toMatchObject({firstName: 'Stef', lastName: 'Staff', mobile: '0412345678'});
    const gone = await givenAccount(db.pool, {role: 'mstaff', manufacturerId: maker, deleted: true});
    expect(await repo.photoOwner(gone)).toBeUndefined();
  });
});
