import {SettingRepository} from '../../services/verification';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';

describe('SettingRepository (setting)', () => {
  let db: MigratedDatabase;
  let repo: SettingRepository;

  beforeAll(async () => {
    db = await givenMigratedDatabase('setting_repo');
    repo = new SettingRepository(db.pool);
  });
  afterAll(() => db.drop());

  const settings = async () =>
    (
      await db.pool.query(
        `SELECT setting_type, setting_key, setting_value, updated_at > created_at AS updated FROM setting ORDER BY id`,
      )
    ).rows;

  it('creates a setting of a type for a key, then replaces its value in place', async () => {
    await repo.write(db.pool, 'AllowedApps', 'client-1', 'true');
    await repo.write(db.pool, 'TestMode', 'client-1', 'false');
    expect(await settings()).toEqual([
      {setting_type: 'AllowedApps', setting_key: 'client-1', setting_value: 'true', updated: false},
      {setting_type: 'TestMode', setting_key: 'client-1', setting_value: 'false', updated: false},
    ]);
    await repo.write(db.pool, 'AllowedApps', 'client-1', 'false');
    expect(await settings()).toEqual([
      {setting_type: 'AllowedApps', setting_key: 'client-1', setting_value: 'false', updated: true},
      {setting_type: 'TestMode', setting_key: 'client-1', setting_value: 'false', updated: false},
    ]);
  });

  it('writes in the caller’s transaction: rolled back with it', async () => {
    await repo
      .transaction(async tx => {
        await repo.write(tx, 'MandatorySerialPhoto', 'client-2', 'true');
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect((await settings()).filter(s => s.setting_key === 'client-2')).toEqual([]);
  });
});
