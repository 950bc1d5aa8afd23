import pg from 'pg';
import {loadConfig} from '../../config';
import {RunningServer} from '../../server';
import {FixtureSource, SYNC_INTERRUPTED, SYNC_MESSAGES} from '../../services/sync';
import {client, givenToken} from '../helpers/app.helpers';
import {givenIsolatedApp} from '../helpers/isolated-app.helpers';
import {SyncBindings} from '../../services/sync/sync.keys';

/** The lock a process running a sync run holds (SyncRunRepository's RUN_LOCK), keyed by the run's id. */
const TAKE_LOCK = 'SELECT pg_advisory_lock(22046, hashtext($1::text))';

/**
 * A sync run whose process died (kill -9, a crash) is ended as interrupted at the next start, by any
 * replica's sweep, or by the next request for its kind, instead of blocking its kind; a run a live
 * process holds is never touched. A process's death is its database session ending.
 */
describe('recovering interrupted sync runs', () => {
  let app: Awaited<ReturnType<typeof givenIsolatedApp>>;
  let server: RunningServer;
  let source: FixtureSource;
  let admin: string;
  const sessions: pg.Client[] = [];

  const startNewApps = () => client(server).get('/api/sync/new-apps').set('Authorization', `Bearer ${admin}`);
  const runOf = async (id: string) =>
    (await server.pool.query('SELECT finished_at, running_since, error FROM sync_run WHERE id = $1', [id])).rows[0];
  const waitFinished = async (id: string) => {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise(r => setTimeout(r, 100)))
      if ((await runOf(id)).finished_at) return runOf(id);
    throw new Error(`run ${id} did not finish`);
  };

  /** A run of `kind` as a process left it that took it up (its lock held by a session of its own). */
  async function givenRunTakenUp(kind: string, jobId: string | null): Promise<{id: string; die(): Promise<void>}> {
    const {rows} = await server.pool.query(
      `INSERT INTO sync_run (kind, running_since, job_id) VALUES ($1, now(), $2) RETURNING id::text`,
      [kind, jobId],
    );
    const session = new pg.Client({connectionString: server.config.databaseUrl});
    await session.connect();
    sessions.push(session);
    await session.query(TAKE_LOCK, [rows[0].id]);
    return {id: rows[0].id, die: () => session.end()};
  }

  beforeAll(async () => {
    const sources = loadConfig({...process.env, NODE_ENV: 'test'}, {jwtSecret: 'unused'}).sources;
    app = await givenIsolatedApp('sync_recovery', {sources: {...sources, runSyncs: true}});
    server = app.server;
    source = server.externals.source!;
    admin = await givenToken(server, 'admin');
  });
  afterAll(async () => {
    await Promise.all(sessions.map(s => s.end().catch(() => undefined)));
    await app.drop();
  });
  afterEach(() => {
    source.delayMs = 0;
  });

  it('leaves a run a live process is running alone, and it ends as it would have', async () => {
    const service = await server.app.get(SyncBindings.SERVICE);
    source.delayMs = 1500;
    const started = await startNewApps().expect(202);
    const runId = started.body.runId as string;
    for (let i = 0; !(await runOf(runId)).running_since; i++) {
      if (i > 100) throw new Error('never taken up');
      await new Promise(r => setTimeout(r, 50));
    }
    expect(await service.recoverInterrupted()).toEqual([]);
    expect((await startNewApps().expect(409)).body.message).toBe(SYNC_MESSAGES.running('newApps'));
    expect(await waitFinished(runId)).toMatchObject({error: null});
  });

  it('a request for a kind whose run lost its process ends that run as interrupted and starts a new one', async () => {
    const dead = await givenRunTakenUp('newApps', null);
    // Alive (its session holds the lock): the kind is running.
    expect((await startNewApps().expect(409)).body.message).toBe(SYNC_MESSAGES.running('newApps'));
    await dead.die();
    const started = await startNewApps().expect(202);
    expect(await runOf(dead.id)).toMatchObject({error: SYNC_INTERRUPTED});
    expect((await runOf(dead.id)).finished_at).not.toBeNull();
    expect(await waitFinished(started.body.runId)).toMatchObject({error: null});
  });

  it('the sweep (at start and periodically) ends dead runs once, names their jobs, and shows it on the card', async () => {
    const service = await server.app.get(SyncBindings.SERVICE);
    const jobId = '00000000-0000-4000-8000-' + String(Date.now()).slice(-12).padStart(12, '0');
    const dead = await givenRunTakenUp('cecInstallers', jobId);
    const live = await givenRunTakenUp('cecProducts', null);
    // Recorded two minutes ago and never queued (its process died between the two): no worker will ever take it.
    const {rows} = await server.pool.query(
      `INSERT INTO sync_run (kind, started_at) VALUES ('manufacturerProducts', now() - interval '2 minutes') RETURNING id::text`,
    );
    const orphan = rows[0].id as string;
    await dead.die();
    expect(await service.recoverInterrupted()).toEqual([jobId]);
    expect(await service.recoverInterrupted()).toEqual([]);
    expect(await runOf(orphan)).toMatchObject({error: SYNC_INTERRUPTED});
    expect((await runOf(live.id)).finished_at).toBeNull();
    const cards = (await client(server).get('/api/sync').set('Authorization', `Bearer ${admin}`).expect(200)).body;
    const installers = cards.find((c: {kind: string}) => c.kind === 'cecInstallers');
    expect(installers).toMatchObject({running: false, lastRun: {id: dead.id, error: SYNC_INTERRUPTED}});
    expect(cards.find((c: {kind: string}) => c.kind === 'cecProducts').running).toBe(true);
    await live.die();
    expect(await service.recoverInterrupted()).toEqual([]);
    expect(await runOf(live.id)).toMatchObject({error: SYNC_INTERRUPTED});
  });
});
