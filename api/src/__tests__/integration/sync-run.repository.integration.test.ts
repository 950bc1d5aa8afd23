import {SyncRunRepository} from '../../services/sync';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenSyncRun} from '../helpers/verification-rows.helpers';

/** The advisory lock namespace of sync runs (SyncRunRepository's RUN_LOCK). */
const RUN_LOCK = 22046;

describe('SyncRunRepository (sync_run)', () => {
  let db: MigratedDatabase;
  let repo: SyncRunRepository;

  beforeAll(async () => {
    db = await givenMigratedDatabase('sync_run_repo');
    repo = new SyncRunRepository(db.pool);
  });
  afterAll(() => db.drop());
  beforeEach(() => db.pool.query('DELETE FROM sync_run'));

  /** Whether another session can take the run's lock now (it gives it back at once). */
  const lockIsFree = async (id: string) => {
    const c = await db.pool.connect();
    try {
      const {rows} = await c.query('SELECT pg_try_advisory_lock($1, hashtext($2::text)) AS free', [RUN_LOCK, id]);
      if (rows[0].free) await c.query('SELECT pg_advisory_unlock($1, hashtext($2::text))', [RUN_LOCK, id]);
      return rows[0].free as boolean;
    } finally {
      c.release();
    }
  };

  it('begins one unfinished run per kind, and reads it back', async () => {
    const run = await repo.begin('cecProducts', {certName: 'x'}, null);
    expect(run).toEqual({
      id: expect.stringMatching(/^\d+$/),
      kind: 'cecProducts',
      params: {certName: 'x'},
      startedAt: expect.any(Date),
      finishedAt: null,
      added: 0,
      changed: 0,
      removed: 0,
      error: null,
      result: null,
    });
    expect(await repo.begin('cecProducts', {}, null)).toBeNull();
    expect(await repo.begin('newApps', {}, null)).not.toBeNull();
    expect(await repo.get(run!.id)).toEqual(run);
    expect(await repo.get('999999')).toBeUndefined();
  });

  it('finishes a run once, with its counts, error and result; then the kind may run again', async () => {
    const run = (await repo.begin('analytics', {}, null))!;
    await repo.finish(run.id, {added: 1, changed: 2, removed: 3, error: null, result: {csv: 'a,b'}});
    await repo.finish(run.id, {added: 9, changed: 9, removed: 9, error: 'late', result: null});
    expect(await repo.get(run.id)).toMatchObject({
      added: 1,
      changed: 2,
      removed: 3,
      error: null,
      result: {csv: 'a,b'},
      finishedAt: expect.any(Date),
    });
    expect(await repo.begin('analytics', {}, null)).not.toBeNull();
  });

  it('runs the work holding the run’s lock, marked running; refuses while another holds it, skips an ended run', async () => {
    const run = (await repo.begin('referenceData', {}, null))!;
    let inside: {free: boolean; running: boolean; again: boolean} | undefined;
    const ran = await repo.whileRunning(run.id, async () => {
      const {rows} = await db.pool.query('SELECT running_since IS NOT NULL AS running FROM sync_run WHERE id = $1', [
        run.id,
      ]);
      inside = {
        free: await lockIsFree(run.id),
        running: rows[0].running,
        again: await repo.whileRunning(run.id, async () => undefined),
      };
    });
    expect(ran).toBe(true);
    expect(inside).toEqual({free: false, running: true, again: false});
    expect(await lockIsFree(run.id)).toBe(true);
    await repo.finish(run.id, {added: 0, changed: 0, removed: 0, error: null});
    let worked = false;
    expect(
      await repo.whileRunning(run.id, async () => {
        worked = true;
      }),
    ).toBe(true);
    expect(worked).toBe(false);
  });

  it('records the run’s queue job', async () => {
    const run = (await repo.begin('cecInstallers', {}, null))!;
    await repo.setJob(run.id, '0f0e0d0c-0000-4000-8000-000000000001');
    const {rows} = await db.pool.query('SELECT job_id::text FROM sync_run WHERE id = $1', [run.id]);
    expect(rows).toEqual([{job_id: '0f0e0d0c-0000-4000-8000-000000000001'}]);
  });

  it('lists the latest run of each kind, without results', async () => {
    await givenSyncRun(db.pool, {
      kind: 'cecProducts',
      startedAt: '2024-01-01T00:00:00Z',
      finishedAt: '2024-01-01T00:01:00Z',
    });
    const latest = await givenSyncRun(db.pool, {
      kind: 'cecProducts',
      startedAt: '2024-02-01T00:00:00Z',
      finishedAt: '2024-02-01T00:01:00Z',
      error: 'source answered 500',
    });
    const apps = await givenSyncRun(db.pool, {kind: 'newApps', startedAt: '2024-01-15T00:00:00Z'});
    const rows = await repo.latest();
    expect(rows.map(r => [r.kind, r.id, r.error])).toEqual([
      ['cecProducts', latest, 'source answered 500'],
      ['newApps', apps, null],
    ]);
    expect(rows[0]).not.toHaveProperty('result');
  });

  describe('endDeadRuns', () => {
    const old = () => new Date(Date.now() - 10 * 60_000).toISOString();
    const job = '0f0e0d0c-0000-4000-8000-0000000000aa';

    it('ends the runs taken by a process that died, those never queued and those no worker took, and only those', async () => {
      const diedRunning = await givenSyncRun(db.pool, {kind: 'cecProducts', runningSince: old(), jobId: job});
      const neverQueued = await givenSyncRun(db.pool, {kind: 'cecInstallers', startedAt: old()});
      const unclaimed = await givenSyncRun(db.pool, {kind: 'newApps', startedAt: old(), jobId: job});
      const justQueued = await givenSyncRun(db.pool, {kind: 'referenceData', jobId: job});
      const young = await givenSyncRun(db.pool, {kind: 'manufacturerProducts'});
      const dead = await repo.endDeadRuns('Interrupted', 60_000, 5 * 60_000);
      expect(dead.sort((a, b) => Number(a.id) - Number(b.id))).toEqual([
        {id: diedRunning, jobId: job},
        {id: neverQueued, jobId: null},
        {id: unclaimed, jobId: job},
      ]);
      const open = await db.pool.query('SELECT id::text, error FROM sync_run ORDER BY id');
      expect(open.rows).toEqual([
        {id: diedRunning, error: 'Interrupted'},
        {id: neverQueued, error: 'Interrupted'},
        {id: unclaimed, error: 'Interrupted'},
        {id: justQueued, error: null},
        {id: young, error: null},
      ]);
    });

    it('leaves a run whose process still holds its lock, and keeps to the kind given', async () => {
      const alive = await givenSyncRun(db.pool, {kind: 'cecProducts', runningSince: old()});
      const otherKind = await givenSyncRun(db.pool, {kind: 'newApps', startedAt: old()});
      const holder = await db.pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1, hashtext($2::text))', [RUN_LOCK, alive]);
        expect(await repo.endDeadRuns('Interrupted', 60_000, 5 * 60_000, 'cecProducts')).toEqual([]);
      } finally {
        await holder.query('SELECT pg_advisory_unlock_all()');
        holder.release();
      }
      expect(await repo.endDeadRuns('Interrupted', 60_000, 5 * 60_000, 'cecProducts')).toEqual([
        {id: alive, jobId: null},
      ]);
      expect((await repo.get(otherKind))?.finishedAt).toBeNull();
    });
  });
});
