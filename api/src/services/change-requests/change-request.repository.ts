import {BindingScope, injectable} from '@loopback/core';
import type {ChangeRequest, ChangeRequestComment} from '../../models';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';
import {containsPattern, ListParams, orderAndPage, SqlWhere, toDbIds} from '../kernel/sql-list';

/** A change request as the console reads it: with the names it links, who asked and reviews, and its comments' count. */
export type ChangeRequestEntry = Required<
  Pick<
    ChangeRequest,
    | 'id'
    | 'title'
    | 'description'
    | 'manufacturerId'
    | 'distributorId'
    | 'startDate'
    | 'endDate'
    | 'status'
    | 'reviewApproved'
    | 'isMerged'
  >
> & {
  number: number;
  brandName: string;
  distributorName: string;
  createdAt: string;
  createdById: number;
  createdBy: string;
  assignees: string[];
  reviewers: string[];
  isClosed: boolean;
  commentCount: number;
};

/** A comment with its author's username. */
export type ChangeRequestCommentEntry = Required<Pick<ChangeRequestComment, 'id' | 'body'>> & {
  userName: string;
  createdAt: string;
};

export interface ChangeRequestFilter {
  /** All, Open or Closed. */
  status?: string | null;
  q?: string | null;
  ids?: readonly unknown[] | null;
  /** Only the requests about this manufacturer (the portal's supplier approvals). */
  manufacturerId?: number | null;
  /** Only the requests about this supplier (the supplier's own link requests). */
  distributorId?: number | null;
}

const SELECT = `
  SELECT c.*, m.name AS brand_name, d.name AS distributor_name, u.username AS created_by_name,
         ARRAY(SELECT a.username::text FROM app_user a WHERE a.id = ANY(c.assignee_ids) ORDER BY a.username) AS assignees,
         ARRAY(SELECT r.username::text FROM app_user r WHERE r.id = c.approved_by) AS reviewers,
         (SELECT count(*)::int FROM change_request_comment cc WHERE cc.change_request_id = c.id) AS comment_count
    FROM change_request c JOIN manufacturer m ON m.id = c.manufacturer_id JOIN distributor d ON d.id = c.distributor_id
    JOIN app_user u ON u.id = c.created_by`;

const SORTABLE: Record<string, string> = {id: 'id', number: 'id', createdAt: 'created_at', status: 'status'};
/** A date column (read as YYYY-MM-DD text by the pool's type parser, or a Date). */
const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : d ? String(d).slice(0, 10) : null);

function toRequest(r: Record<string, unknown>): ChangeRequestEntry {
  return {
    id: r.id as number,
    number: r.id as number,
    title: r.title as string,
    description: (r.description as string | null) ?? null,
    manufacturerId: r.manufacturer_id as number,
    brandName: r.brand_name as string,
    distributorId: r.distributor_id as number,
    distributorName: r.distributor_name as string,
    startDate: day(r.start_date)!,
    endDate: day(r.end_date),
    createdAt: (r.created_at as Date).toISOString(),
    createdById: r.created_by as number,
    createdBy: r.created_by_name as string,
    assignees: r.assignees as string[],
    reviewers: r.reviewers as string[],
    status: r.status as ChangeRequestEntry['status'],
    reviewApproved: r.review_approved as boolean,
    isMerged: r.is_merged as boolean,
    isClosed: r.status === 'Closed',
    commentCount: r.comment_count as number,
  };
}

function whereOf(f: ChangeRequestFilter | null | undefined): SqlWhere {
  const w = new SqlWhere();
  if (f?.status === 'Open' || f?.status === 'Closed') w.and(`c.status = ${w.param(f.status)}`);
  if (f?.q?.trim()) {
    const q = w.param(containsPattern(f.q));
    const n = /^#?\d{1,9}$/.test(f.q.trim()) ? ` OR c.id = ${w.param(Number(f.q.trim().replace('#', '')))}` : '';
    w.and(`(c.title ILIKE ${q} OR m.name ILIKE ${q} OR d.name ILIKE ${q} OR u.username ILIKE ${q}${n})`);
  }
  if (f?.ids) w.and(`c.id = ANY(${w.param(toDbIds(f.ids))}::int[])`);
  if (f?.manufacturerId) w.and(`c.manufacturer_id = ${w.param(f.manufacturerId)}`);
  if (f?.distributorId) w.and(`c.distributor_id = ${w.param(f.distributorId)}`);
  return w;
}

/**
 * Change requests (change_request) and their comments (change_request_comment). Statements that join the caller's
 * transaction take its client first; a merged request's link is written by the registry's DistributorRepository.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ChangeRequestRepository extends SqlRepository {
  async list(p: ListParams<ChangeRequestFilter>): Promise<ChangeRequestEntry[]> {
    const w = whereOf(p.filter);
    const sql = `SELECT * FROM (${SELECT} ${w.toSql()}) c ${orderAndPage(SORTABLE, 'id', {...p, sortOrder: p.sortOrder ?? 'DESC'}, w)}`;
    return (await this.pool.query(sql, w.params)).rows.map(toRequest);
  }

  async count(filter?: ChangeRequestFilter | null): Promise<number> {
    const w = whereOf(filter);
    const sql = `SELECT count(*)::int AS n FROM change_request c JOIN manufacturer m ON m.id = c.manufacturer_id
      JOIN distributor d ON d.id = c.distributor_id JOIN app_user u ON u.id = c.created_by ${w.toSql()}`;
    return (await this.pool.query<{n: number}>(sql, w.params)).rows[0].n;
  }

  async get(id: number, db: Queryable = this.pool, forUpdate = false): Promise<ChangeRequestEntry | null> {
    if (forUpdate) await db.query(`SELECT 1 FROM change_request WHERE id = $1 FOR UPDATE`, [id]);
    const {rows} = await db.query(`${SELECT} WHERE c.id = $1`, [id]);
    return rows[0] ? toRequest(rows[0]) : null;
  }

  async comments(id: number): Promise<ChangeRequestCommentEntry[]> {
    const {rows} = await this.pool.query(
      `SELECT cc.id, u.username, cc.body, cc.created_at FROM change_request_comment cc JOIN app_user u ON u.id = cc.user_id
        WHERE cc.change_request_id = $1 ORDER BY cc.id`,
      [id],
    );
    return rows.map(r => ({id: r.id, userName: r.username, body: r.body, createdAt: r.created_at.toISOString()}));
  }

  async insert(
    db: Queryable,
    c: Required<
      Pick<
        ChangeRequest,
        | 'title'
        | 'description'
        | 'manufacturerId'
        | 'distributorId'
        | 'startDate'
        | 'endDate'
        | 'createdBy'
        | 'assigneeIds'
      >
    >,
  ): Promise<number> {
    const {rows} = await db.query(
      `INSERT INTO change_request (title, description, manufacturer_id, distributor_id, start_date, end_date, created_by, assignee_ids)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [c.title, c.description, c.manufacturerId, c.distributorId, c.startDate, c.endDate, c.createdBy, c.assigneeIds],
    );
    return rows[0].id;
  }

  async addComment(db: Queryable, id: number, userId: number, body: string): Promise<void> {
    await db.query(`INSERT INTO change_request_comment (change_request_id, user_id, body) VALUES ($1, $2, $3)`, [
      id,
      userId,
      body,
    ]);
  }

  async approve(db: Queryable, id: number, userId: number): Promise<void> {
    await db.query(`UPDATE change_request SET review_approved = true, approved_by = $2 WHERE id = $1`, [id, userId]);
  }

  /** Closes the request: merged by `mergedBy`, or (null) without a change. */
  async close(db: Queryable, id: number, mergedBy: number | null): Promise<void> {
    await db.query(
      `UPDATE change_request SET status = 'Closed', closed_at = now(), is_merged = $2::int IS NOT NULL, merged_by = $2::int WHERE id = $1`,
      [id, mergedBy],
    );
  }
}
