import {Queryable} from '../../database/transaction';

/** One administrator action that changed data (server.md section 10: who, what, when, before and after). */
export interface AuditEntry {
  /** The acting user; null for the system itself. */
  userId: number | null;
  /** What was done, e.g. 'user.deactivate', 'user.unlock'. */
  action: string;
  /** The kind of record changed, e.g. 'User', 'Manufacturer'. */
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one row of `audit_log`: the audit log's one write, here below every feature because each writes it in
 * the transaction of its own change (pass that transaction's client, so the entry commits or rolls back with the
 * change it describes). Its reads are the audit feature's AuditLogRepository, on the AuditLog model.
 */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (user_id, action, entity, entity_id, before, after) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [
      entry.userId,
      entry.action,
      entry.entity,
      entry.entityId === null ? null : String(entry.entityId),
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}
