import PgBoss from 'pg-boss';
import {Queryable} from '../database/transaction';

export type JobHandler<T> = (data: T) => Promise<void>;

/** PostgreSQL's deadlock_detected. */
const DEADLOCK = '40P01';

/**
 * pg-boss's `db` option on a transaction's client: the job is written in that transaction, so it exists if and only
 * if the transaction commits (work recorded for a job never outlives a job that could not be sent, nor the reverse).
 */
export function inTransaction(db: Queryable): {db: PgBoss.Db} {
  return {db: {executeSql: (text: string, values: unknown[]) => db.query(text, values)}};
}

/**
 * Background jobs on PostgreSQL (pg-boss). Every kind of long work (mail, imports, ledger,
 * syncs) is a named queue; any replica may send, and the workers of any replica may run it.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly queues = new Set<string>();
  /** Queues being created, and the last creation (the next waits for it). */
  private readonly creating = new Map<string, Promise<void>>();
  private lastCreation: Promise<void> = Promise.resolve();
  /** This process's worker of each queue it works: told of a job sent here, so it need not wait for its next poll. */
  private readonly workers = new Map<string, string>();
  private readonly recoveries = new Set<NodeJS.Timeout>();

  /**
   * `background: false` (RUN_WORKERS=false) makes a pure web node: it sends jobs, but neither keeps the queue
   * (expiry, archiving) nor fires schedules; the worker replicas do, once across them.
   */
  constructor(
    connectionString: string,
    private readonly log: (m: string) => void = () => undefined,
    {background = true}: {background?: boolean} = {},
  ) {
    this.boss = new PgBoss({connectionString, schema: 'pgboss', max: 4, supervise: background, schedule: background});
    this.boss.on('error', err => this.log(`job queue error: ${err.message}`));
  }

  async start(): Promise<void> {
    await this.boss.start();
  }

  async stop(): Promise<void> {
    for (const timer of this.recoveries) clearInterval(timer);
    this.recoveries.clear();
    await this.boss.stop({graceful: true, timeout: 5000, wait: true});
  }

  /**
   * Creates a queue once per process. pg-boss's createQueue takes locks on its shared tables, and two at once can
   * deadlock (seen when requests sending to different queues came together): this process creates one queue at a
   * time, and a deadlock with another replica's creation is tried again.
   */
  private ensureQueue(name: string): Promise<void> {
    if (this.queues.has(name)) return Promise.resolve();
    let created = this.creating.get(name);
    if (!created) {
      created = this.lastCreation.catch(() => undefined).then(() => this.createQueue(name));
      this.lastCreation = created;
      this.creating.set(name, created);
      created.then(
        () => this.queues.add(name),
        () => this.creating.delete(name),
      );
    }
    return created;
  }

  private async createQueue(name: string, attempts = 3): Promise<void> {
    try {
      await this.boss.createQueue(name);
    } catch (err) {
      if ((err as {code?: string}).code !== DEADLOCK || attempts <= 1) throw err;
      await this.createQueue(name, attempts - 1);
    }
  }

  async send<T extends object>(name: string, data: T, options: PgBoss.SendOptions = {}): Promise<string | null> {
    await this.ensureQueue(name);
    const id = await this.boss.send(name, data, {retryLimit: 5, retryBackoff: true, ...options});
    // A job sent in a transaction is not there to find before the commit: its sender wakes the worker after it.
    if (id && !options.db) this.wake(name);
    return id;
  }

  /**
   * Starts a job of `name` at once on this process's worker if it has one (an import began up to half a second later,
   * at its next poll); the other replicas' workers still find it by polling.
   */
  wake(name: string): void {
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /**
   * Sends a job of `name` on the cron `cron` (in `tz`) from now on, whichever replica's clock fires first
   * (pg-boss keeps schedules in the database); an empty `cron` removes the schedule.
   */
  async schedule(name: string, cron: string, tz: string): Promise<void> {
    await this.ensureQueue(name);
    if (cron.trim()) await this.boss.schedule(name, cron, {}, {tz, retryLimit: 3, retryBackoff: true});
    else await this.boss.unschedule(name);
  }

  /**
   * The ids among `ids` whose job of `name` will never run again: finished, failed (an expiry included),
   * cancelled, or gone from the queue. A job waiting, retrying or running is not among them.
   */
  async settledJobs(name: string, ids: string[]): Promise<string[]> {
    await this.ensureQueue(name);
    const settled: string[] = [];
    for (const id of ids) {
      const job = await this.boss.getJobById(name, id);
      if (!job || !['created', 'retry', 'active'].includes(job.state)) settled.push(id);
    }
    return settled;
  }

  /** Cancels jobs of `name` (their runs were settled otherwise: they must not run again). */
  async cancel(name: string, ids: string[]): Promise<void> {
    if (ids.length) await this.boss.cancel(name, ids);
  }

  /**
   * Runs `settle` (a worker's recovery of runs interrupted by a dead process) now and every `everyMs`,
   * cancelling the jobs it answers. A failing round is logged and tried again at the next.
   */
  async recover(name: string, settle: () => Promise<string[]>, everyMs: number): Promise<void> {
    await this.ensureQueue(name);
    const round = () =>
      settle()
        .then(ids => this.cancel(name, ids))
        .catch(err => this.log(`recovering interrupted ${name} jobs failed: ${(err as Error).message}`));
    await round();
    const timer = setInterval(() => void round(), everyMs);
    timer.unref();
    this.recoveries.add(timer);
  }

  async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    await this.ensureQueue(name);
    const worker = await this.boss.work<T>(name, {pollingIntervalSeconds: 0.5}, async jobs => {
      for (const job of jobs) await handler(job.data);
    });
    this.workers.set(name, worker);
  }
}
