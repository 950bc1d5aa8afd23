import {PgStore} from '../kernel/pg-store';
import {SyncCounts, SyncKind, SyncRun} from './sync-kinds';

const RUN_COLUMNS = `id::text, kind, params, started_at AS "startedAt", finished_at AS "finishedAt", added, changed, removed, error, result`;

/** The runs of the sync operations: one unfinished run per kind at most (migration 046's unique index). */
export class SyncRunStore extends PgStore {
  /** A new run of `kind`, or null when one is already running. */
  async begin(kind: SyncKind, params: object, by: number | null): Promise<SyncRun | null> {
    const {rows} = await this.pool.query<SyncRun>(
      `INSERT INTO sync_run (kind, params, started_by) VALUES ($1, $2, $3)
       ON CONFLICT (kind) WHERE finished_at IS NULL DO NOTHING RETURNING ${RUN_COLUMNS}`,
      [kind, JSON.stringify(params), by],
    );
    return rows[0] ?? null;
  }

  async get(id: string): Promise<SyncRun | undefined> {
    return (await this.pool.query<SyncRun>(`SELECT ${RUN_COLUMNS} FROM sync_run WHERE id = $1`, [id])).rows[0];
  }

  async finish(id: string, outcome: SyncCounts & {error: string | null; result?: unknown}): Promise<void> {
    await this.pool.query(
      `UPDATE sync_run SET finished_at = now(), added = $2, changed = $3, removed = $4, error = $5, result = $6
        WHERE id = $1 AND finished_at IS NULL`,
      [id, outcome.added, outcome.changed, outcome.removed, outcome.error, JSON.stringify(outcome.result ?? null)],
    );
  }

  /** The latest run of each kind (the cards), without results (an analytics CSV can be large). */
  async latest(): Promise<Omit<SyncRun, 'result'>[]> {
    const {rows} = await this.pool.query<Omit<SyncRun, 'result'>>(
      `SELECT DISTINCT ON (kind) id::text, kind, params, started_at AS "startedAt", finished_at AS "finishedAt", added, changed, removed, error
         FROM sync_run ORDER BY kind, started_at DESC`,
    );
    return rows;
  }

  /** Ends the runs still open after `staleMs` (their process died): answers how many. */
  async endStale(staleMs: number): Promise<number> {
    const {rowCount} = await this.pool.query(
      `UPDATE sync_run SET finished_at = now(), error = 'interrupted: the process running it stopped'
        WHERE finished_at IS NULL AND started_at < now() - make_interval(secs => $1::double precision / 1000)`,
      [staleMs],
    );
    return rowCount ?? 0;
  }
}
