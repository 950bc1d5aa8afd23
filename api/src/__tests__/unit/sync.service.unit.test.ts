import {
  SYNC_INTERRUPTED,
  SYNC_QUEUE,
  SyncJobSender,
  SyncOperations,
  SyncRunRepository,
  SyncRunRow,
  SyncService,
} from '../../services/sync';

const runOf = (r: Partial<SyncRunRow> = {}): SyncRunRow => ({
  id: '1',
  kind: 'cecProducts',
  params: {},
  startedAt: new Date(0),
  finishedAt: null,
  added: 0,
  changed: 0,
  removed: 0,
  error: null,
  result: null,
  ...r,
});

/** The service on a fake run repository (`open`: the kinds with a run already open), operations and queue. */
function givenService(o: {open?: string[]; dead?: Array<{id: string; jobId: string | null}>; queue?: 'fails'} = {}) {
  const open = new Set(o.open ?? []);
  const runs = new Map<string, SyncRunRow>();
  const calls: unknown[][] = [];
  const repo = {
    begin: async (kind: string, params: Record<string, unknown>) => {
      if (open.has(kind)) return null;
      open.add(kind);
      const run = runOf({id: String(runs.size + 1), kind: kind as SyncRunRow['kind'], params});
      runs.set(run.id, run);
      return run;
    },
    get: async (id: string) => runs.get(id),
    setJob: async (...args: unknown[]) => calls.push(['setJob', ...args]),
    finish: async (id: string, outcome: Partial<SyncRunRow>) => {
      calls.push(['finish', id, outcome]);
      runs.set(id, {...runs.get(id)!, ...outcome, finishedAt: new Date()});
    },
    whileRunning: async (_id: string, work: () => Promise<void>) => (await work(), true),
    latest: async () => [...runs.values()],
    endDeadRuns: async (error: string, unqueuedMs: number, unclaimedMs: number, kind?: string) => {
      calls.push(['endDeadRuns', error, unqueuedMs, unclaimedMs, kind]);
      const dead = o.dead ?? [];
      if (dead.length && kind) open.delete(kind);
      return dead;
    },
  } as unknown as SyncRunRepository;
  const operations = {
    run: async (kind: string) => {
      if (kind === 'newApps') throw new Error('source answered 500');
      return {added: 2, changed: 1, removed: 0, result: kind === 'certInfo' ? {cert: true} : undefined};
    },
  } as unknown as SyncOperations;
  const jobs: SyncJobSender = {
    send: async (...args: unknown[]) => {
      calls.push(['send', ...args]);
      if (o.queue === 'fails') throw new Error('queue down');
      return 'job-1';
    },
  };
  return {service: new SyncService(repo, operations, jobs), calls, runs};
}

describe('SyncService', () => {
  it('starts a data sync as a job, recording the job on the run', async () => {
    const {service, calls} = givenService();
    const run = await service.start('cecProducts', 4);
    expect(run.kind).toBe('cecProducts');
    expect(calls).toEqual([
      ['send', SYNC_QUEUE, {runId: run.id}, {retryLimit: 0}],
      ['setJob', run.id, 'job-1'],
    ]);
  });

  it('refuses a second run of a kind while one is open, unless that one’s process died', async () => {
    await expect(givenService({open: ['cecProducts']}).service.start('cecProducts', 4)).rejects.toMatchObject({
      code: 'CONFLICT',
      reason: 'SYNC_RUNNING',
      message: 'CEC Products is already running',
    });
    const {service, calls} = givenService({open: ['cecProducts'], dead: [{id: '9', jobId: 'old-job'}]});
    await expect(service.start('cecProducts', 4)).resolves.toMatchObject({kind: 'cecProducts'});
    expect(calls[0]).toEqual(['endDeadRuns', SYNC_INTERRUPTED, 60_000, 30 * 60_000, 'cecProducts']);
  });

  it('ends the run with the queue’s error when it cannot be queued', async () => {
    const {service, calls} = givenService({queue: 'fails'});
    await expect(service.start('newApps', null)).rejects.toThrow('queue down');
    expect(calls[1]).toEqual(['finish', '1', {added: 0, changed: 0, removed: 0, error: 'not queued: queue down'}]);
  });

  it('runs a job’s operation and records its counts, or its failure with nothing counted', async () => {
    const {service, runs} = givenService();
    const ok = await service.start('cecProducts', null);
    const failing = await service.start('newApps', null);
    await service.run({runId: ok.id});
    await service.run({runId: failing.id});
    expect(runs.get(ok.id)).toMatchObject({added: 2, changed: 1, removed: 0, error: null});
    expect(runs.get(failing.id)).toMatchObject({added: 0, changed: 0, removed: 0, error: 'source answered 500'});
    // A finished run, or one that is not there, is nothing to do.
    await service.run({runId: ok.id});
    await service.run({runId: '99'});
  });

  it('fetches Cert Info and the analytics report within the request, their parameters checked', async () => {
    const {service} = givenService();
    expect(await service.fetchNow('certInfo', {certName: ' ABC '}, 1)).toMatchObject({
      params: {certName: 'ABC'},
      result: {cert: true},
      finishedAt: expect.any(Date),
    });
    await expect(service.fetchNow('certInfo', {certName: '  '}, 1)).rejects.toMatchObject({code: 'VALIDATION'});
    expect((await service.fetchNow('analytics', {from: '2024-01-01', to: '2024-02-01T10:00:00Z'}, 1)).params).toEqual({
      from: '2024-01-01T00:00:00.000Z',
      to: '2024-02-01T10:00:00.000Z',
    });
    for (const params of [{from: '2024-02-01', to: '2024-01-01'}, {from: 'soon', to: '2024-01-01'}, {}])
      await expect(givenService().service.fetchNow('analytics', params, 1)).rejects.toMatchObject({
        code: 'VALIDATION',
      });
  });

  it('shows a card per operation, running while its latest run is open', async () => {
    const {service} = givenService();
    await service.start('cecInstallers', null);
    const cards = await service.cards();
    expect(cards).toHaveLength(7);
    expect(cards.find(c => c.kind === 'cecInstallers')).toMatchObject({title: 'CEC Installers', running: true});
    expect(cards.find(c => c.kind === 'analytics')).toEqual({
      kind: 'analytics',
      title: 'Download Analytics Report',
      running: false,
      lastRun: null,
    });
  });

  it('answers the jobs of the runs it ended as interrupted, for the queue to cancel', async () => {
    const {service} = givenService({
      dead: [
        {id: '1', jobId: 'job-a'},
        {id: '2', jobId: null},
      ],
    });
    expect(await service.recoverInterrupted()).toEqual(['job-a']);
  });
});
