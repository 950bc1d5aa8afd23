import {BindingScope, injectable} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';
import {ModelWindow, RowProblem} from './serial-selection';
import {modelSerials} from './serial-status.sql';

export type StatusJobState = 'queued' | 'running' | 'done' | 'failed';

/** A queued status change or recall as its caller polls it. */
export interface StatusJobRow {
  changeId: number;
  kind: 'status' | 'recall';
  state: StatusJobState;
  manufacturerId: number | null;
  userId: number;
  total: number;
  processed: number;
  changed: number | null;
  matched: number | null;
  recallId: number | null;
  problems: RowProblem[] | null;
  error: string | null;
  attempts: number;
  createdAt: string;
  finishedAt: string | null;
}

/** A job's row as the job reads it: with what was asked. */
export type QueuedStatusJob = StatusJobRow & {request: unknown};

/** The outcome a job writes in the change's own transaction. */
export interface StatusJobOutcome {
  changed: number;
  matched: number;
  recallId: number | null;
  problems: RowProblem[];
}

/** The lock namespace of a job's run: pg_advisory_xact_lock(RUN_LOCK, id), held by its transaction. */
const RUN_LOCK = 18033;

const COLUMNS = `id AS "changeId", kind, state, manufacturer_id AS "manufacturerId", user_id AS "userId", total, processed,
  changed, matched, recall_id AS "recallId", problems, error, attempts, created_at AS "createdAt", finished_at AS "finishedAt"`;

/** Status changes and recalls run as jobs (serial_status_job). */
@injectable({scope: BindingScope.SINGLETON})
export class StatusJobRepository extends SqlRepository {
  /** In the transaction that sends its job. */
  async insert(
    db: Queryable,
    job: {
      kind: 'status' | 'recall';
      manufacturerId: number | null;
      userId: number;
      total: number;
      request: unknown;
    },
  ): Promise<StatusJobRow> {
    const {rows} = await db.query<StatusJobRow>(
      `INSERT INTO serial_status_job (kind, manufacturer_id, user_id, total, request) VALUES ($1, $2, $3, $4, $5)
       RETURNING ${COLUMNS}`,
      [job.kind, job.manufacturerId, job.userId, job.total, JSON.stringify(job.request)],
    );
    return rows[0];
  }

  /** In the transaction that inserted it: the pg-boss job that runs the change. */
  async setJob(db: Queryable, id: number, jobId: string): Promise<void> {
    await db.query('UPDATE serial_status_job SET job_id = $2 WHERE id = $1', [id, jobId]);
  }

  /** Changes still queued or running, with the job that runs each (the sweep asks the queue which have ended). */
  async unfinished(limit = 500): Promise<Array<{changeId: number; jobId: string}>> {
    const {rows} = await this.pool.query<{changeId: number; jobId: string}>(
      `SELECT id AS "changeId", job_id AS "jobId" FROM serial_status_job
        WHERE state IN ('queued', 'running') AND job_id IS NOT NULL ORDER BY id LIMIT $1`,
      [limit],
    );
    return rows;
  }

  async one(id: number): Promise<StatusJobRow | undefined> {
    const {rows} = await this.pool.query<StatusJobRow>(`SELECT ${COLUMNS} FROM serial_status_job WHERE id = $1`, [id]);
    return rows[0];
  }

  /** Marks a job running (one more attempt) and answers it with its request; undefined when done or failed. */
  async start(id: number): Promise<QueuedStatusJob | undefined> {
    const {rows} = await this.pool.query<QueuedStatusJob>(
      `UPDATE serial_status_job SET state = 'running', attempts = attempts + 1, started_at = now(), processed = 0
        WHERE id = $1 AND state IN ('queued', 'running') RETURNING ${COLUMNS}, request`,
      [id],
    );
    return rows[0];
  }

  /**
   * In the change's transaction: waits for any other run of this job to end, and answers whether the job is still to
   * do (a run that committed meanwhile has made it done).
   */
  async holdRun(db: Queryable, id: number): Promise<boolean> {
    await db.query('SELECT pg_advisory_xact_lock($1, $2)', [RUN_LOCK, id]);
    const {rows} = await db.query<{state: StatusJobState}>('SELECT state FROM serial_status_job WHERE id = $1', [id]);
    return rows[0]?.state === 'running' || rows[0]?.state === 'queued';
  }

  /** Outside the change's transaction: how many serials it has been through. */
  async progress(id: number, processed: number): Promise<void> {
    await this.pool.query('UPDATE serial_status_job SET processed = $2 WHERE id = $1', [id, processed]);
  }

  /** In the change's transaction: done with its outcome (it commits with the change, or neither does). */
  async finish(db: Queryable, id: number, o: StatusJobOutcome): Promise<void> {
    await db.query(
      `UPDATE serial_status_job SET state = 'done', processed = total, changed = $2, matched = $3, recall_id = $4,
              problems = $5, error = NULL, finished_at = clock_timestamp() WHERE id = $1`,
      [id, o.changed, o.matched, o.recallId, JSON.stringify(o.problems)],
    );
  }

  /** After a failed run: queued again (the queue runs it again) or failed for good; answers it, undefined when it was done. */
  async fail(id: number, error: string, final: boolean): Promise<StatusJobRow | undefined> {
    const {rows} = await this.pool.query<StatusJobRow>(
      `UPDATE serial_status_job SET state = $2, error = $3, processed = 0, finished_at = CASE WHEN $2 = 'failed' THEN now() END
        WHERE id = $1 AND state <> 'done' RETURNING ${COLUMNS}`,
      [id, final ? 'failed' : 'queued', error],
    );
    return rows[0];
  }

  /** The caller's serials of a model uploaded in a window (manufacturerId null: any), as a change would select them. */
  async countModel(manufacturerId: number | null, model: ModelWindow): Promise<number> {
    const values: unknown[] = [manufacturerId];
    const where = modelSerials(model, v => `$${values.push(v)}`);
    const {rows} = await this.pool.query<{n: number}>(
      `SELECT count(*)::int AS n FROM product_serial ps WHERE ${where}`,
      values,
    );
    return rows[0].n;
  }
}
