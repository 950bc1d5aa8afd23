import {BindingScope, injectable} from '@loopback/core';
import type {SyncRun} from '../../models';
import {SqlRepository} from '../kernel/sql-repository';
import {recordAudit} from '../kernel/record-audit';
import {SYNC_TITLES, SyncCounts, SyncKind, SyncRunRow} from './sync-kinds';

const RUN_COLUMNS = `id::text, kind, params, started_at AS "startedAt", finished_at AS "finishedAt", added, changed, removed, error, result`;

/**
 * The lock namespace of sync runs: pg_advisory_lock(RUN_LOCK, hashtext(run id)) is held by the process
 * running a run from before it is marked running until it has ended; a dead process's session ends and
 * frees it, which is how endDeadRuns tells a dead run from a live one.
 */
const RUN_LOCK = 22046;
const RUN_KEY = 'hashtext($2::text)';

/** A run ended by endDeadRuns: its queue job (if any) is cancelled. */
export type DeadSyncRun = Required<Pick<SyncRun, 'id' | 'jobId'>>;

/** The runs of the sync operations (table sync_run): one unfinished run per kind at most (a unique index). */
@injectable({scope: BindingScope.SINGLETON})
export class SyncRunRepository extends SqlRepository {
  /** A new run of `kind`, or null when one is already running. */
  async begin(kind: SyncKind, params: object, by: number | null): Promise<SyncRunRow | null> {
    const {rows} = await this.pool.query<SyncRunRow>(
      `INSERT INTO sync_run (kind, params, started_by) VALUES ($1, $2, $3)
       ON CONFLICT (kind) WHERE finished_at IS NULL DO NOTHING RETURNING ${RUN_COLUMNS}`,
      [kind, JSON.stringify(params), by],
    );
    const run = rows[0] ?? null;
    if (run)
      await recordAudit(this.pool, {
        userId: by,
        action: 'sync.start',
        entity: 'SyncRun',
        entityId: run.id,
        after: {kind, title: SYNC_TITLES[kind], params},
      });
    return run;
  }

  async get(id: string): Promise<SyncRunRow | undefined> {
    return (await this.pool.query<SyncRunRow>(`SELECT ${RUN_COLUMNS} FROM sync_run WHERE id = $1`, [id])).rows[0];
  }

  async setJob(id: string, jobId: string): Promise<void> {
    await this.pool.query(`UPDATE sync_run SET job_id = $2 WHERE id = $1`, [id, jobId]);
  }

  /**
   * Runs `work` holding the run's lock on a connection of its own, after marking the run running.
   * False, without running `work`, when another process holds the lock (it is running this run now);
   * `work` is not run either when the run has ended meanwhile.
   */
  async whileRunning(id: string, work: () => Promise<void>): Promise<boolean> {
    const db = await this.pool.connect();
    let broken: Error | undefined;
    try {
      const {rows} = await db.query<{held: boolean}>(`SELECT pg_try_advisory_lock($1, ${RUN_KEY}) AS held`, [
        RUN_LOCK,
        id,
      ]);
      if (!rows[0].held) return false;
      try {
        const marked = await db.query(
          `UPDATE sync_run SET running_since = now() WHERE id = $1 AND finished_at IS NULL`,
          [id],
        );
        // Ended meanwhile (a sweep took it for never claimed): nothing to run.
        if (marked.rowCount) await work();
      } finally {
        await db.query(`SELECT pg_advisory_unlock($1, ${RUN_KEY})`, [RUN_LOCK, id]).catch(err => {
          broken = err as Error;
        });
      }
      return true;
    } finally {
      // A connection that may still hold the lock is closed rather than pooled.
      db.release(broken);
    }
  }

  async finish(id: string, outcome: SyncCounts & {error: string | null; result?: unknown}): Promise<void> {
    await this.transaction(async db => {
      const {rows} = await db.query<{kind: SyncKind; startedBy: number | null}>(
        `UPDATE sync_run SET finished_at = now(), added = $2, changed = $3, removed = $4, error = $5, result = $6
          WHERE id = $1 AND finished_at IS NULL RETURNING kind, started_by AS "startedBy"`,
        [id, outcome.added, outcome.changed, outcome.removed, outcome.error, JSON.stringify(outcome.result ?? null)],
      );
      // The run's end is audited with the administrator who started it (null: the schedule), with its outcome.
      if (rows[0])
        await recordAudit(db, {
          userId: rows[0].startedBy,
          action: 'sync.finish',
          entity: 'SyncRun',
          entityId: id,
          after: {
            kind: rows[0].kind,
            title: SYNC_TITLES[rows[0].kind],
            added: outcome.added,
            changed: outcome.changed,
            removed: outcome.removed,
            error: outcome.error,
          },
        });
    });
  }

  /** The latest run of each kind (the cards), without results (an analytics CSV can be large). */
  async latest(): Promise<Omit<SyncRunRow, 'result'>[]> {
    const {rows} = await this.pool.query<Omit<SyncRunRow, 'result'>>(
      `SELECT DISTINCT ON (kind) id::text, kind, params, started_at AS "startedAt", finished_at AS "finishedAt", added, changed, removed, error
         FROM sync_run ORDER BY kind, started_at DESC`,
    );
    return rows;
  }

  /**
   * Ends, with `error`, the unfinished runs no live process will finish: those taken up whose run lock
   * is free (their process died: killed, crashed, stopped mid-run), atomically with that check; those
   * never queued after `unqueuedMs` (their process died between recording and queueing them); and those
   * queued that no worker took up within `unclaimedMs`. Their data is unchanged (each run applies its
   * source in one transaction, which died with its session).
   */
  async endDeadRuns(error: string, unqueuedMs: number, unclaimedMs: number, kind?: SyncKind): Promise<DeadSyncRun[]> {
    const {rows: open} = await this.pool.query<{id: string; taken: boolean}>(
      `SELECT id::text, running_since IS NOT NULL AS taken FROM sync_run
        WHERE finished_at IS NULL AND ($1::text IS NULL OR kind = $1)
          AND (running_since IS NOT NULL
               OR (job_id IS NULL AND started_at < now() - make_interval(secs => $2::double precision / 1000))
               OR started_at < now() - make_interval(secs => $3::double precision / 1000))`,
      [kind ?? null, unqueuedMs, unclaimedMs],
    );
    const dead: DeadSyncRun[] = [];
    for (const run of open) {
      const ended = await this.transaction(async db => {
        if (run.taken) {
          const {rows} = await db.query<{free: boolean}>(`SELECT pg_try_advisory_xact_lock($1, ${RUN_KEY}) AS free`, [
            RUN_LOCK,
            run.id,
          ]);
          if (!rows[0].free) return undefined;
        }
        const {rows} = await db.query<DeadSyncRun>(
          `UPDATE sync_run SET finished_at = now(), error = $2
            WHERE id = $1 AND finished_at IS NULL AND (running_since IS NULL) = $3
           RETURNING id::text, job_id::text AS "jobId"`,
          [run.id, error, !run.taken],
        );
        return rows[0];
      });
      if (ended) dead.push(ended);
    }
    return dead;
  }
}
