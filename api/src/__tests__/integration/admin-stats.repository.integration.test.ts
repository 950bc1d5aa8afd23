import {AdminStatsRepository} from '../../services/reports/admin-stats.repository';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenDistributor, givenManufacturer, givenUser} from '../helpers/serial-rows.helpers';

describe('AdminStatsRepository (the admin dashboard’s counts)', () => {
  let db: MigratedDatabase;
  let repo: AdminStatsRepository;

  beforeAll(async () => {
    db = await givenMigratedDatabase('admin_stats_repo');
    repo = new AdminStatsRepository(db.pool);
  });

  afterAll(() => db?.drop());

  it('counts nothing in an empty registry', async () => {
    expect(await repo.counts()).toEqual({
      total_users: 0,
      total_manufacturers: 0,
      active_manufacturers: 0,
      total_distributors: 0,
      pending_activation: 0,
      locked_accounts: 0,
      deactivated_users: 0,
      by_role: {},
    });
    expect(await repo.feed()).toEqual({totalInstallers: 0, totalManufacturers: 0, totalSuppliers: 0});
  });

  it('counts accounts by role and state, companies, and installers', async () => {
    const {manufacturerId} = await givenManufacturer(db.pool);
    await givenManufacturer(db.pool);
    await db.pool.query('UPDATE manufacturer SET is_active = false WHERE id = $1', [manufacturerId]);
    await givenDistributor(db.pool);
    const admin = await givenUser(db.pool, {role: 'admin'});
    await givenUser(db.pool, {role: 'manufacturer', manufacturerId});
    const locked = await givenUser(db.pool, {role: 'manufacturer', manufacturerId});
    const off = await givenUser(db.pool, {role: 'supplier'});
    await db.pool.query('UPDATE app_user SET email_confirmed = true WHERE id = $1', [admin]);
    await db.pool.query(`UPDATE app_user SET lockout_end = now() + interval '1 hour' WHERE id = $1`, [locked]);
    await db.pool.query('UPDATE app_user SET is_active = false WHERE id = $1', [off]);
    await db.pool.query(`INSERT INTO installer (acc_code) VALUES ('ACC-1'), ('ACC-2'), ('ACC-3')`);
    expect(await repo.counts()).toEqual({
      total_users: 4,
      total_manufacturers: 2,
      active_manufacturers: 1,
      total_distributors: 1,
      pending_activation: 3,
      locked_accounts: 1,
      deactivated_users: 1,
      by_role: {admin: 1, manufacturer: 2, supplier: 1},
    });
    expect(await repo.feed()).toEqual({totalInstallers: 3, totalManufacturers: 2, totalSuppliers: 1});
  });
});
