import {BindingScope, injectable} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';
import {
  RECALL_COLUMNS,
  reachExportText,
  ReachQuery,
  reachRowsStatement,
  recountStatement,
  remedyStatement,
} from './recall.sql';

/** What a recall says, as its creator wrote it. */
export interface RecallNoticeFields {
  title: string;
  hazard: string;
  remedy: string;
  noticeUrl: string;
  contact: string;
}

/** A recall as listed and shown, with its reach figures. */
export interface RecallRow extends RecallNoticeFields {
  id: number;
  createdAt: string;
  manufacturerId: number;
  manufacturerName: string;
  affected: number;
  installed: number;
  located: number;
  remedied: number;
}

/** A cursor over an export's rows. */
export interface RowCursor {
  fetch(rows: number): Promise<Array<Record<string, unknown>>>;
  close(ok: boolean): Promise<void>;
}

const CURSOR = 'recall_reach_export';

/** Recalls (recall), their reach (recall_serial) and the public check. */
@injectable({scope: BindingScope.SINGLETON})
export class RecallRepository extends SqlRepository {
  async insert(db: Queryable, manufacturerId: number, userId: number, r: RecallNoticeFields): Promise<number> {
    const {rows} = await db.query<{id: number}>(
      `INSERT INTO recall (manufacturer_id, created_by, title, hazard, remedy, notice_url, contact)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [manufacturerId, userId, r.title, r.hazard, r.remedy, r.noticeUrl, r.contact],
    );
    return rows[0].id;
  }

  /** Keeps the recall's reach figures (after its serials or remedies changed, in that transaction). */
  async recount(db: Queryable, recallId: number): Promise<void> {
    await db.query(recountStatement(recallId));
  }

  /** A page of recalls, newest first; `manufacturerId` null: every manufacturer's. `q` matches the title. */
  async list(
    manufacturerId: number | null,
    page: {offset: number; limit: number; q?: string},
  ): Promise<{items: RecallRow[]; total: number}> {
    const where = `($1::int IS NULL OR r.manufacturer_id = $1) AND ($2::text IS NULL OR r.title ILIKE '%' || $2 || '%')`;
    const {rows} = await this.pool.query<{items: RecallRow[]; total: number}>(
      `SELECT (SELECT count(*)::int FROM recall r WHERE ${where}) AS total,
              (SELECT coalesce(json_agg(x), '[]') FROM (
                 SELECT ${RECALL_COLUMNS} FROM recall r JOIN manufacturer m ON m.id = r.manufacturer_id
                  WHERE ${where} ORDER BY r.id DESC OFFSET $3 LIMIT $4) x) AS items`,
      [manufacturerId, page.q?.trim() || null, page.offset, page.limit],
    );
    return rows[0];
  }

  async one(id: number, db: Queryable = this.pool): Promise<RecallRow | undefined> {
    const {rows} = await db.query<RecallRow>(
      `SELECT ${RECALL_COLUMNS} FROM recall r JOIN manufacturer m ON m.id = r.manufacturer_id WHERE r.id = $1`,
      [id],
    );
    return rows[0];
  }

  async reach(q: ReachQuery): Promise<{total: number; rows: Array<Record<string, unknown>>}> {
    const {rows} = await this.pool.query<{total: number; rows: Array<Record<string, unknown>>}>(reachRowsStatement(q));
    return rows[0];
  }

  /** Every row of one kind of a recall's reach, through a cursor in a read-only transaction. */
  async openReachExport(recallId: number, kind: ReachQuery['kind']): Promise<RowCursor> {
    const db = await this.pool.connect();
    try {
      await db.query('BEGIN READ ONLY');
      const {text, values} = reachExportText({recallId, kind});
      await db.query(`DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${text}`, values);
    } catch (err) {
      await db.query('ROLLBACK').catch(() => undefined);
      db.release();
      throw err;
    }
    return {
      fetch: async n => (await db.query(`FETCH ${Math.trunc(n)} FROM ${CURSOR}`)).rows,
      close: async ok => {
        try {
          await db.query(ok ? 'COMMIT' : 'ROLLBACK');
        } finally {
          db.release();
        }
      },
    };
  }

  async remedy(
    db: Queryable,
    r: {recallId: number; norms: string[]; rows: number[]; remedy: string; userId: number},
  ): Promise<{updated: number; missing: number[]}> {
    const {rows} = await db.query<{updated: number; missing: number[]}>(
      remedyStatement(r.recallId, r.norms, r.rows, r.remedy, r.userId),
    );
    return rows[0];
  }

  /** The recall a serial is under, if any (any brand): what the public check may tell, nothing more. */
  async recallOfSerial(norm: string): Promise<RecallNoticeFields | undefined> {
    const {rows} = await this.pool.query<RecallNoticeFields>(
      `SELECT r.title, r.hazard, r.remedy, r.notice_url AS "noticeUrl", r.contact
         FROM product_serial ps
         JOIN serial_status st ON st.product_serial_id = ps.id AND st.status = 'recalled'
         JOIN recall r ON r.id = st.recall_id
        WHERE ps.serial_norm = $1 ORDER BY r.id DESC LIMIT 1`,
      [norm],
    );
    return rows[0];
  }
}
