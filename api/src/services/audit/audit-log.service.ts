import {BindingScope, injectable, service} from '@loopback/core';
import {csvLine} from '../export';
import {ListParams} from '../kernel/sql-list';
import {AuditFilter, AuditLogEntry, AuditLogRepository} from './audit-log.repository';
import {auditSentence} from './audit-sentence';

const EXPORT_BATCH = 2000;
export const AUDIT_CSV_HEADER = ['Id', 'Time', 'User', 'What', 'Action', 'Entity', 'Entity id', 'Before', 'After'];

/** The audit log (server.md section 10) for its console screen and its CSV export. */
@injectable({scope: BindingScope.SINGLETON})
export class AuditLogService {
  constructor(@service(AuditLogRepository) private readonly entries: AuditLogRepository) {}

  list(p: ListParams<AuditFilter>): Promise<AuditLogEntry[]> {
    return this.entries.list(p);
  }

  count(filter?: AuditFilter | null): Promise<number> {
    return this.entries.count(filter);
  }

  kinds(): Promise<{actions: string[]; entities: string[]}> {
    return this.entries.kinds();
  }

  /** The filtered entries as CSV lines (formula-safe), newest first, read in keyset batches. */
  async *csv(filter?: AuditFilter | null): AsyncGenerator<string> {
    yield csvLine(AUDIT_CSV_HEADER);
    let last: string | null = null;
    for (;;) {
      const rows = await this.entries.batch(filter, last, EXPORT_BATCH);
      for (const r of rows) {
        yield csvLine([
          r.id,
          r.createdAt,
          r.userName ?? '',
          auditSentence(r),
          r.action,
          r.entity,
          r.entityId ?? '',
          json(r.before),
          json(r.after),
        ]);
      }
      if (rows.length < EXPORT_BATCH) return;
      last = rows[rows.length - 1].id;
    }
  }
}

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
