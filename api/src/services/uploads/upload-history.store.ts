import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';
import {containsPattern, SqlWhere} from '../kernel/sql-list';
import {applyScope, Scope} from '../kernel/tenancy';

const COLUMNS = `
  u.id AS "uploadId", u.batch_id AS "batchId", u.manufacturer_id AS "manufacturerId", u.distributor_id AS "distributorId",
  u.source_file_name AS "sourceFileName", u.system_file_name AS "systemFileName", u.report_file_name AS "reportFileName",
  u.report_system_file_name AS "reportSystemFileName", u.total_records AS "totalRecords", u.success, u.failed, u.type,
  u.uploaded_on AS "uploadedOn", u.uploaded_by AS "uploadedBy", u.ip_address AS "ipAddress", u.status,
  u.deleted_on AS "deletedOn", u.deleted_by AS "deletedBy", u.delete_reason AS "deleteReason", u.restored_from AS "restoredFrom",
  u.deleted_count AS "deletedCount", u.undeleted_count AS "undeletedCount",
  (SELECT r.id FROM upload r WHERE r.restored_from = u.id ORDER BY r.id LIMIT 1) AS "restoredTo",
  json_build_object('firstName', au.first_name, 'lastName', au.last_name, 'email', au.email) AS "user",
  json_build_object('ledgerPendingCount', u.ledger_pending_count, 'ledgerPassCount', u.ledger_pass_count,
    'ledgerFailCount', u.ledger_fail_count, 'ledgerDeletedCount', u.ledger_deleted_count, 'ledgerDate', u.ledger_date) AS "ledgerHistory"`;

export interface UploadRecord {
  uploadId: number;
  batchId: string;
  manufacturerId: number;
  distributorId: number | null;
  sourceFileName: string | null;
  systemFileName: string | null;
  reportFileName: string | null;
  reportSystemFileName: string | null;
  totalRecords: number;
  success: number;
  failed: number;
  type: number;
  uploadedOn: Date;
  uploadedBy: number | null;
  ipAddress: string | null;
  status: string;
  deletedOn: Date | null;
  deletedBy: number | null;
  deleteReason: string | null;
  restoredFrom: number | null;
  restoredTo: number | null;
  deletedCount: number | null;
  undeletedCount: number | null;
  user: {firstName: string | null; lastName: string | null; email: string | null};
  ledgerHistory: Record<string, unknown>;
}

/** The uploads as their history lists them (document 001 section 2). */
@injectable({scope: BindingScope.SINGLETON})
export class UploadHistoryStore extends SqlRepository {
  /** A page of the uploads in `scope`, newest first. filter: part of the file name, or the batch or upload id. */
  async list(scope: Scope, page: {filter?: string | null; skip: number; first: number}) {
    const where = applyScope(new SqlWhere(), scope, 'u.manufacturer_id', 'u.distributor_id');
    const filter = page.filter?.trim();
    if (filter) {
      const p = where.param(containsPattern(filter));
      where.and(
        `(u.source_file_name ILIKE ${p} OR u.batch_id::text ILIKE ${p} OR u.id::text = ${where.param(filter)})`,
      );
    }
    const sql = where.toSql();
    const [count, list] = await Promise.all([
      this.pool.query<{count: number}>(`SELECT count(*)::int AS count FROM upload u ${sql}`, where.params),
      this.pool.query<UploadRecord>(
        `SELECT ${COLUMNS} FROM upload u LEFT JOIN app_user au ON au.id = u.uploaded_by ${sql}
          ORDER BY u.uploaded_on DESC, u.id DESC LIMIT ${page.first} OFFSET ${page.skip}`,
        where.params,
      ),
    ]);
    return {count: count.rows[0].count, list: list.rows};
  }

  /** One upload by id or batchId, whoever may see it. */
  async find(ref: {uploadId?: number; batchId?: string}): Promise<UploadRecord | undefined> {
    const {rows} = await this.pool.query<UploadRecord>(
      `SELECT ${COLUMNS} FROM upload u LEFT JOIN app_user au ON au.id = u.uploaded_by
        WHERE ${ref.uploadId !== undefined ? 'u.id = $1' : 'u.batch_id::text = $1'}`,
      [ref.uploadId ?? ref.batchId],
    );
    return rows[0];
  }
}
