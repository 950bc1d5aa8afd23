import {BindingScope, inject, injectable, service} from '@loopback/core';
import {ServiceError} from '../kernel/service-error';
import {SyncOperations} from './sync-operations';
import {SYNC_KINDS, SYNC_MESSAGES, SYNC_TITLES, SyncKind, SyncRunRow} from './sync-kinds';
import {SyncRunRepository} from './sync-run.repository';
import {JobBindings} from '../../jobs/jobs.keys';

export const SYNC_QUEUE = 'sync-run';

/** What a run ended because its process died says on its card. */
export const SYNC_INTERRUPTED = 'Interrupted: the server stopped while it ran, and nothing was changed. Sync again.';

/** The operations that change data and run as jobs. */
export type DataSyncKind = Exclude<SyncKind, 'certInfo' | 'analytics'>;

/** A card of the Miscellaneous page: the operation and its latest run. */
export interface SyncCard {
  kind: SyncKind;
  title: string;
  running: boolean;
  lastRun: Omit<SyncRunRow, 'result'> | null;
}

export interface SyncJobSender {
  send(name: string, data: object, options?: {retryLimit?: number}): Promise<string | null>;
}

/** How long a run may wait, recorded but not yet queued or not yet taken up by a worker, before it is given up. */
export interface SyncRecoveryLimits {
  unqueuedMs: number;
  unclaimedMs: number;
}

/**
 * The sync operations (server.md section 6): a request starts a run as a job (one unfinished run per
 * kind: a second request while one runs is refused as running); the cards read the latest run of each
 * kind, with what it added, changed and removed and any error.
 */
@injectable({scope: BindingScope.SINGLETON})
export class SyncService {
  readonly queue = SYNC_QUEUE;

  constructor(
    @service(SyncRunRepository) private readonly runs: SyncRunRepository,
    @service(SyncOperations) private readonly operations: SyncOperations,
    @inject(JobBindings.QUEUE) private readonly jobs: SyncJobSender,
  ) {}

  /** How long a run may wait unqueued or unclaimed before recovery gives it up. */
  private readonly limits: SyncRecoveryLimits = {unqueuedMs: 60_000, unclaimedMs: 30 * 60_000};

  async cards(): Promise<SyncCard[]> {
    const latest = new Map((await this.runs.latest()).map(r => [r.kind, r]));
    return SYNC_KINDS.map(kind => {
      const run = latest.get(kind) ?? null;
      return {kind, title: SYNC_TITLES[kind], running: !!run && !run.finishedAt, lastRun: run};
    });
  }

  /** Starts a run of a data sync as a job and answers it at once (running); the cards show its end. */
  async start(kind: DataSyncKind, by: number | null): Promise<SyncRunRow> {
    const run = await this.begin(kind, {}, by);
    try {
      const jobId = await this.jobs.send(SYNC_QUEUE, {runId: run.id}, {retryLimit: 0});
      if (jobId) await this.runs.setJob(run.id, jobId);
    } catch (err) {
      await this.runs.finish(run.id, {
        added: 0,
        changed: 0,
        removed: 0,
        error: `not queued: ${(err as Error).message}`,
      });
      throw err;
    }
    return run;
  }

  /**
   * Cert Info and the analytics report only read their source for the caller, who waits for the answer:
   * they run within the request, recorded as runs like the others (one at a time per kind).
   */
  async fetchNow(
    kind: 'certInfo' | 'analytics',
    params: Record<string, unknown>,
    by: number | null,
  ): Promise<SyncRunRow> {
    const run = await this.begin(kind, checkedParams(kind, params), by);
    await this.run({runId: run.id});
    return (await this.runs.get(run.id))!;
  }

  /** A new run; when one of the kind is open, it is first ended if its process died (then this one starts). */
  private async begin(kind: SyncKind, params: Record<string, unknown>, by: number | null): Promise<SyncRunRow> {
    let run = await this.runs.begin(kind, params, by);
    if (!run && (await this.endDead(kind)).length) run = await this.runs.begin(kind, params, by);
    if (!run) throw new ServiceError(SYNC_MESSAGES.running(kind), 'CONFLICT', {reason: 'SYNC_RUNNING'});
    return run;
  }

  /**
   * The job: runs the operation and records its outcome; a failure is recorded, and the data stays
   * unchanged. The run's lock is held throughout, so a sweep can tell it alive; held elsewhere, the run
   * is another process's, and this job has nothing to do.
   */
  async run({runId}: {runId: string}): Promise<void> {
    const run = await this.runs.get(runId);
    if (!run || run.finishedAt) return;
    await this.runs.whileRunning(runId, async () => {
      try {
        const outcome = await this.operations.run(run.kind, run.params);
        await this.runs.finish(runId, {...outcome, error: null});
      } catch (err) {
        await this.runs.finish(runId, {added: 0, changed: 0, removed: 0, error: (err as Error).message || 'failed'});
      }
    });
  }

  /**
   * Runs whose process died are ended as interrupted, so the kind can run again at once (at start, on
   * every replica's periodic sweep, and when a request finds its kind blocked); answers their jobs'
   * ids, which the queue cancels.
   */
  async recoverInterrupted(): Promise<string[]> {
    return (await this.endDead()).flatMap(run => (run.jobId ? [run.jobId] : []));
  }

  private endDead(kind?: SyncKind) {
    return this.runs.endDeadRuns(SYNC_INTERRUPTED, this.limits.unqueuedMs, this.limits.unclaimedMs, kind);
  }
}

function checkedParams(kind: SyncKind, params: Record<string, unknown>): Record<string, unknown> {
  if (kind === 'certInfo') {
    const certName = typeof params.certName === 'string' ? params.certName.trim() : '';
    if (!certName || certName.length > 200)
      throw new ServiceError(SYNC_MESSAGES.certNameRequired, 'VALIDATION', {field: 'certName'});
    return {certName};
  }
  if (kind === 'analytics') {
    const from = Date.parse(String(params.from ?? ''));
    const to = Date.parse(String(params.to ?? ''));
    if (Number.isNaN(from) || Number.isNaN(to) || from > to)
      throw new ServiceError(SYNC_MESSAGES.datesRequired, 'VALIDATION', {field: 'from'});
    return {from: new Date(from).toISOString(), to: new Date(to).toISOString()};
  }
  return {};
}
