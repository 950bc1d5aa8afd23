import {StaffPermissionRepository} from '../../services/kernel';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenAccount} from '../helpers/registry-rows.helpers';
import {givenManufacturer} from '../helpers/serial-rows.helpers';

describe('StaffPermissionRepository (staff_permission: what a staff account may do for which manufacturer)', () => {
  let db: MigratedDatabase;
  let repo: StaffPermissionRepository;
  let first: number;
  let second: number;
  let staff: number;

  beforeAll(async () => {
    db = await givenMigratedDatabase('staff_permission_repo');
    repo = new StaffPermissionRepository(db.pool);
    first = (await givenManufacturer(db.pool)).manufacturerId;
    second = (await givenManufacturer(db.pool)).manufacturerId;
    staff = await givenAccount(db.pool, {role: 'distributor_staff'});
  });
  afterAll(() => db.drop());

  it('grants per manufacturer, replacing only the manufacturers granted', async () => {
    await repo.transaction(tx =>
      repo.grant(
        tx,
        staff,
        new Map([
          [first, [1, 2, 6]],
          [second, [4]],
        ]),
      ),
    );
    await repo.transaction(tx => repo.grant(tx, staff, new Map([[first, [1, 3]]])));
    expect(await repo.has(staff, first, 3)).toBe(true);
    expect(await repo.has(staff, first, 6)).toBe(false);
    expect(await repo.has(staff, second, 4)).toBe(true);
    expect(await repo.heldForAny(staff, [first, second])).toEqual([1, 3, 4]);
    expect(await repo.heldForAny(staff, [second])).toEqual([4]);
    expect(await repo.heldForAny(staff, [])).toEqual([]);
  });

  it('takes a manufacturer’s permissions away with an empty grant, and every one with revokeAll', async () => {
    await repo.transaction(tx => repo.grant(tx, staff, new Map([[second, []]])));
    expect(await repo.heldForAny(staff, [first, second])).toEqual([1, 3]);
    await repo.transaction(tx => repo.revokeAll(tx, staff));
    expect(await repo.heldForAny(staff, [first, second])).toEqual([]);
  });
});
