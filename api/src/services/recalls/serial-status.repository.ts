import {BindingScope, injectable} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';
import {ModelWindow} from './serial-selection';
import {
  modelSerials,
  StatusChange,
  statusChangeStatement,
  StatusChangeRow,
  statusLockStatement,
} from './serial-status.sql';

/** One entry of a serial's status history, newest first. */
export interface StatusHistoryEntry {
  serial: string;
  at: string;
  from: string;
  to: string;
  reason: string;
  recallId: number | null;
  recallTitle: string | null;
  by: string | null;
}

/** Serial statuses (serial_status: the serials not available) and their history (serial_status_change). */
@injectable({scope: BindingScope.SINGLETON})
export class SerialStatusRepository extends SqlRepository {
  /** Applies one status change in the caller's transaction: locks its serials, then writes (see statusLockStatement). */
  async change(db: Queryable, c: StatusChange): Promise<StatusChangeRow> {
    await db.query(statusLockStatement(c));
    const {rows} = await db.query<StatusChangeRow>(statusChangeStatement(c));
    return rows[0];
  }

  /**
   * The status history of the stored serials with this normalised serial of `manufacturerId` (null: any), newest
   * first; undefined when there is no such serial, so a foreign serial answers as an unknown one.
   */
  async history(manufacturerId: number | null, norm: string): Promise<StatusHistoryEntry[] | undefined> {
    const {rows} = await this.pool.query<{known: boolean; entries: StatusHistoryEntry[]}>(
      `WITH mine AS (SELECT id, serial FROM product_serial
                     -- a manufacturer's serials never hold the sandbox's test serials (they answer as unknown)
                     WHERE serial_norm = $2 AND ($1::int IS NULL OR (manufacturer_id = $1 AND NOT sandbox)))
       SELECT EXISTS (SELECT 1 FROM mine) AS known,
              (SELECT coalesce(json_agg(x ORDER BY x.at DESC, x.id DESC), '[]') FROM (
                 SELECT c.id, m.serial, c.at, c.from_status AS "from", c.to_status AS "to", c.reason, c.recall_id AS "recallId",
                        r.title AS "recallTitle", u.username::text AS "by"
                   FROM mine m JOIN serial_status_change c ON c.product_serial_id = m.id
                   LEFT JOIN recall r ON r.id = c.recall_id LEFT JOIN app_user u ON u.id = c.user_id) x) AS entries`,
      [manufacturerId, norm],
    );
    if (!rows[0].known) return undefined;
    return rows[0].entries.map(({serial, at, from, to, reason, recallId, recallTitle, by}) => ({
      serial,
      at,
      from,
      to,
      reason,
      recallId,
      recallTitle,
      by,
    }));
  }

  /** The first and last ids of a model's serials uploaded in a window (manufacturerId null: any); undefined: none. */
  async modelIds(
    db: Queryable,
    manufacturerId: number | null,
    model: ModelWindow,
  ): Promise<{first: number; last: number} | undefined> {
    const values: unknown[] = [manufacturerId];
    const where = modelSerials(model, v => `$${values.push(v)}`);
    const {rows} = await db.query<{first: string | null; last: string | null}>(
      `SELECT min(ps.id) AS first, max(ps.id) AS last FROM product_serial ps WHERE ${where}`,
      values,
    );
    return rows[0].first === null ? undefined : {first: Number(rows[0].first), last: Number(rows[0].last)};
  }

  /** The recall's manufacturer, or undefined for an unknown recall. */
  async recallOwner(recallId: number): Promise<number | undefined> {
    const {rows} = await this.pool.query<{manufacturerId: number}>(
      'SELECT manufacturer_id AS "manufacturerId" FROM recall WHERE id = $1',
      [recallId],
    );
    return rows[0]?.manufacturerId;
  }
}
