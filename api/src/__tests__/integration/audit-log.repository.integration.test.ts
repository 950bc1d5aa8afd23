import {AuditLogRepository} from '../../services/audit';
import {recordAudit} from '../../services/kernel';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenAccount, givenAuditEntry} from '../helpers/registry-rows.helpers';

describe('AuditLogRepository (audit_log as administrators read it) and recordAudit, its one write', () => {
  let db: MigratedDatabase;
  let repo: AuditLogRepository;
  let admin: number;
  let ids: number[];

  beforeAll(async () => {
    db = await givenMigratedDatabase('audit_log_repo');
    repo = new AuditLogRepository(db.pool);
    admin = await givenAccount(db.pool, {role: 'admin', username: 'auditor'});
    ids = [
      await givenAuditEntry(db.pool, {
        userId: admin,
        action: 'user.deactivate',
        entity: 'User',
        entityId: '7',
        createdAt: '2026-01-01T10:00:00Z',
      }),
      await givenAuditEntry(db.pool, {
        userId: admin,
        action: 'user.unlock',
        entity: 'User',
        entityId: '7',
        createdAt: '2026-01-02T10:00:00Z',
      }),
      await givenAuditEntry(db.pool, {
        action: 'manufacturer.update',
        entity: 'Manufacturer',
        entityId: '3',
        createdAt: '2026-01-03T23:00:00Z',
      }),
    ];
  });
  afterAll(() => db.drop());

  it('writes an entry in the caller’s transaction, with the record before and after, or none when it rolls back', async () => {
    await repo.transaction(tx =>
      recordAudit(tx, {
        userId: admin,
        action: 'city.create',
        entity: 'City',
        entityId: 42,
        before: undefined,
        after: {a: 1},
      }),
    );
    await expect(
      repo.transaction(async tx => {
        await recordAudit(tx, {userId: null, action: 'city.create', entity: 'City', entityId: null});
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [written] = await repo.list({filter: {entity: 'City'}});
    expect(written).toEqual({
      id: expect.any(String),
      userId: admin,
      userName: 'auditor',
      action: 'city.create',
      entity: 'City',
      entityId: '42',
      before: null,
      after: {a: 1},
      createdAt: expect.any(String),
    });
    expect(await repo.count({entity: 'City'})).toBe(1);
    await db.pool.query('DELETE FROM audit_log WHERE entity = $1', ['City']);
  });

  it('lists newest first a page at a time, and filters by user, action or its prefix, entity, id and days', async () => {
    const listed = async (filter: object) => (await repo.list({filter})).map(e => Number(e.id));
    expect(await listed({})).toEqual([ids[2], ids[1], ids[0]]);
    expect((await repo.list({page: 1, perPage: 2})).map(e => Number(e.id))).toEqual([ids[0]]);
    expect(await listed({userId: String(admin)})).toEqual([ids[1], ids[0]]);
    expect(await listed({action: 'user.'})).toEqual([ids[1], ids[0]]);
    expect(await listed({action: 'user.unlock'})).toEqual([ids[1]]);
    expect(await listed({action: 'user'})).toEqual([]);
    expect(await listed({entity: 'User', entityId: '7'})).toEqual([ids[1], ids[0]]);
    expect(await listed({from: '2026-01-02', to: '2026-01-03'})).toEqual([ids[2], ids[1]]);
    expect(await listed({to: '2026-01-01T12:00:00Z'})).toEqual([ids[0]]);
    expect(await listed({ids: [ids[0], 'x']})).toEqual([ids[0]]);
    expect(await repo.count({action: 'user.'})).toBe(2);
  });

  it('reads the export’s keyset batches, and the actions and entities written so far', async () => {
    const first = await repo.batch({}, null, 2);
    expect(first.map(e => Number(e.id))).toEqual([ids[2], ids[1]]);
    expect((await repo.batch({}, first[1].id, 2)).map(e => Number(e.id))).toEqual([ids[0]]);
    expect((await repo.batch({entity: 'Manufacturer'}, null, 10)).map(e => e.userName)).toEqual([null]);
    expect(await repo.kinds()).toEqual({
      actions: ['manufacturer.update', 'user.deactivate', 'user.unlock'],
      entities: ['Manufacturer', 'User'],
    });
  });
});
