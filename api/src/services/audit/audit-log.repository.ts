import {BindingScope, injectable} from '@loopback/core';
import type {AuditLog} from '../../models';
import {SqlRepository} from '../kernel/sql-repository';
import {ListParams, orderAndPage, prefixPattern, SqlWhere, toDbId, toDbIds} from '../kernel/sql-list';

/** One audit entry as administrators read it: with the acting account's username; ids and times as text. */
export type AuditLogEntry = Required<
  Pick<AuditLog, 'userId' | 'action' | 'entity' | 'entityId' | 'before' | 'after'>
> & {
  id: string;
  userName: string | null;
  createdAt: string;
};

export interface AuditFilter {
  userId?: unknown;
  /** An action, or its prefix ending in a dot ('user.' matches every user action). */
  action?: string | null;
  entity?: string | null;
  entityId?: string | null;
  /** ISO date or time bounds, inclusive of the whole `to` day. */
  from?: string | null;
  to?: string | null;
  ids?: readonly unknown[] | null;
}

const SELECT = `SELECT a.id, a.user_id, u.username, a.action, a.entity, a.entity_id, a.before, a.after, a.created_at
  FROM audit_log a LEFT JOIN app_user u ON u.id = a.user_id`;

const SORTABLE: Record<string, string> = {id: 'id', createdAt: 'created_at', action: 'action', entity: 'entity'};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function whereOf(f: AuditFilter | null | undefined): SqlWhere {
  const w = new SqlWhere();
  if (!f) return w;
  if (f.userId != null && f.userId !== '') w.and(`a.user_id = ${w.param(toDbId(f.userId) ?? 0)}`);
  if (f.action?.trim()) {
    const a = f.action.trim();
    w.and(a.endsWith('.') ? `a.action LIKE ${w.param(prefixPattern(a))}` : `a.action = ${w.param(a)}`);
  }
  if (f.entity?.trim()) w.and(`a.entity = ${w.param(f.entity.trim())}`);
  if (f.entityId?.trim()) w.and(`a.entity_id = ${w.param(f.entityId.trim())}`);
  if (f.from && !Number.isNaN(Date.parse(f.from))) w.and(`a.created_at >= ${w.param(f.from)}::timestamptz`);
  if (f.to && !Number.isNaN(Date.parse(f.to))) {
    w.and(
      DAY.test(f.to) ? `a.created_at < (${w.param(f.to)}::date + 1)` : `a.created_at <= ${w.param(f.to)}::timestamptz`,
    );
  }
  if (f.ids) w.and(`a.id = ANY(${w.param(toDbIds(f.ids))}::bigint[])`);
  return w;
}

function toEntry(r: Record<string, unknown>): AuditLogEntry {
  return {
    id: String(r.id),
    userId: (r.user_id as number | null) ?? null,
    userName: (r.username as string | null) ?? null,
    action: r.action as string,
    entity: r.entity as string,
    entityId: (r.entity_id as string | null) ?? null,
    before: r.before ?? null,
    after: r.after ?? null,
    createdAt: (r.created_at as Date).toISOString(),
  };
}

/**
 * The audit log (audit_log) as administrators read it: filtered, newest first, paged or in batches for export. Its
 * one write is the kernel's recordAudit (record-audit.ts), which every feature runs in the transaction of its change.
 */
@injectable({scope: BindingScope.SINGLETON})
export class AuditLogRepository extends SqlRepository {
  async list(p: ListParams<AuditFilter>): Promise<AuditLogEntry[]> {
    const w = whereOf(p.filter);
    const page = orderAndPage(SORTABLE, 'id', {...p, sortOrder: p.sortOrder ?? 'DESC'}, w);
    // A plain subquery: the planner flattens it, so the time and id indexes still serve the order.
    return (await this.reads.query(`SELECT * FROM (${SELECT} ${w.toSql()}) a ${page}`, w.params)).rows.map(toEntry);
  }

  async count(filter?: AuditFilter | null): Promise<number> {
    const w = whereOf(filter);
    return (await this.reads.query<{n: number}>(`SELECT count(*)::int AS n FROM audit_log a ${w.toSql()}`, w.params))
      .rows[0].n;
  }

  /** The entries older than `beforeId` (newest first), `size` at a time: the export's keyset batches. */
  async batch(filter: AuditFilter | null | undefined, beforeId: string | null, size: number): Promise<AuditLogEntry[]> {
    const w = whereOf(filter);
    if (beforeId) w.and(`a.id < ${w.param(beforeId)}::bigint`);
    const sql = `${SELECT} ${w.toSql()} ORDER BY a.id DESC LIMIT ${w.param(size)}`;
    return (await this.pool.query(sql, w.params)).rows.map(toEntry);
  }

  /** The actions and entities written so far, for the screen's filters. */
  async kinds(): Promise<{actions: string[]; entities: string[]}> {
    const {rows} = await this.pool.query(
      `SELECT ARRAY(SELECT DISTINCT action FROM audit_log ORDER BY 1) AS actions,
              ARRAY(SELECT DISTINCT entity FROM audit_log ORDER BY 1) AS entities`,
    );
    return rows[0];
  }
}
