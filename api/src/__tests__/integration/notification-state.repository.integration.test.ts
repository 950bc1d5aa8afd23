import {NotificationStateRepository} from '../../services/notify';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenManufacturer, givenUpload} from '../helpers/serial-rows.helpers';
import {givenBatch, givenAppProvider, givenProductLog} from '../helpers/verification-rows.helpers';

describe('NotificationStateRepository (what the mails told each manufacturer, and what is due)', () => {
  let db: MigratedDatabase;
  let repo: NotificationStateRepository;
  let maker: number;

  beforeAll(async () => {
    db = await givenMigratedDatabase('notification_state_repo');
    repo = new NotificationStateRepository(db.pool);
    maker = (await givenManufacturer(db.pool, 'Stateful Maker')).manufacturerId;
  });
  afterAll(() => db.drop());

  it('creates and locks a manufacturer’s state, and moves its digest and overdue marks', async () => {
    const until = new Date('2026-05-01T00:00:00Z');
    const due = new Date('2026-04-01T00:00:00Z');
    await repo.transaction(async tx => {
      expect(await repo.lockState(tx, maker)).toEqual({digestUntil: null, overdueDue: null});
      await repo.setDigestUntil(tx, maker, until);
      await repo.setOverdueDue(tx, maker, due);
    });
    expect(await repo.transaction(tx => repo.lockState(tx, maker))).toEqual({digestUntil: until, overdueDue: due});
  });

  it('counts the unresolved failed serials logged in a window, listing the first ones in time order', async () => {
    const provider = await givenAppProvider(db.pool);
    const batchId = await givenBatch(db.pool, {appProviderId: provider.id});
    const log = (serial: string, time: string, more: object = {}) =>
      givenProductLog(db.pool, {batchId, serial, manufacturerId: maker, requestedTime: time, ...more});
    await log('S-2', '2026-05-01T02:00:00Z');
    await log('S-1', '2026-05-01T01:00:00Z', {requesterName: null});
    await log('S-3', '2026-05-01T03:00:00Z');
    await log('S-resolved', '2026-05-01T01:30:00Z', {resolved: true});
    await log('S-ok', '2026-05-01T01:30:00Z', {status: 1});
    await log('S-late', '2026-05-02T00:00:00Z');
    const failed = await repo.failedSerials(
      db.pool,
      maker,
      new Date('2026-05-01T00:00:00Z'),
      new Date('2026-05-02T00:00:00Z'),
      2,
    );
    expect(failed).toEqual({
      total: 3,
      lines: [
        {
          serial: 'S-1',
          model: 'MODEL',
          requesterName: null,
          appName: 'App',
          time: new Date('2026-05-01T01:00:00Z'),
          reason: 'NOT_FOUND',
        },
        {
          serial: 'S-2',
          model: 'MODEL',
          requesterName: 'Requester',
          appName: 'App',
          time: new Date('2026-05-01T02:00:00Z'),
          reason: 'NOT_FOUND',
        },
      ],
    });
  });

  it('finds the latest due date passed: the last upload (or the registration) plus whole periods', async () => {
    await db.pool.query(
      `UPDATE manufacturer SET upload_frequency = 2, created_at = '2026-01-01T00:00:00Z' WHERE id = $1`,
      [maker],
    );
    const now = new Date('2026-01-20T00:00:00Z');
    expect(await repo.overdue(db.pool, maker, now)).toEqual({
      manufacturerId: maker,
      name: 'Stateful Maker',
      uploadFrequency: 2,
      lastUpload: null,
      due: new Date('2026-01-15T00:00:00Z'),
      notifiedDue: new Date('2026-04-01T00:00:00Z'),
    });
    await givenUpload(db.pool, {manufacturerId: maker, uploadedOn: '2026-01-18T00:00:00Z'});
    expect(await repo.overdue(db.pool, maker, now)).toMatchObject({
      lastUpload: new Date('2026-01-18T00:00:00Z'),
      due: null,
    });
    expect(await repo.overdue(db.pool, 999999, now)).toBeNull();
  });

  it('claims ledger failures once, records a mail’s event once, and names the manufacturer', async () => {
    expect(await repo.claimLedgerFailures(db.pool, maker, ['r1', 'r2'])).toEqual(new Set(['r1', 'r2']));
    expect(await repo.claimLedgerFailures(db.pool, maker, ['r2', 'r3'])).toEqual(new Set(['r3']));
    const sent = {manufacturerId: maker, kind: 'digest' as const, eventKey: 'e1', items: 3, recipients: 2};
    expect(await repo.recordSent(db.pool, sent)).toBe(true);
    expect(await repo.recordSent(db.pool, {...sent, items: 9})).toBe(false);
    expect(await repo.manufacturerName(db.pool, maker)).toBe('Stateful Maker');
    expect(await repo.manufacturerName(db.pool, 999999)).toBeNull();
  });
});
