import {Pool} from 'pg';
import {Caller, isAdmin} from '../../auth/caller';
import {ServiceError} from '../kernel/service-error';
import {SqlWhere} from '../kernel/sql-list';
import {applyScope, PERMISSION} from '../kernel/tenancy';
import {TenancyService} from '../kernel/tenancy.service';

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

/** The upload history of document 001 section 2, in the caller's scope (a supplier: its own uploads). */
export class UploadHistoryService {
  constructor(
    private readonly pool: Pool,
    private readonly tenancy: TenancyService,
  ) {}

  async list(
    caller: Caller,
    args: {manufacturerId?: number | null; filter?: string | null; skip?: number | null; first?: number | null},
  ) {
    const scope = await this.tenancy.scopeOf(caller, args.manufacturerId, PERMISSION.read);
    const where = applyScope(new SqlWhere(), scope, 'u.manufacturer_id', 'u.distributor_id');
    const filter = args.filter?.trim();
    if (filter) {
      const p = where.param(`%${filter.replace(/[\\%_]/g, m => `\\${m}`)}%`);
      where.and(
        `(u.source_file_name ILIKE ${p} OR u.batch_id::text ILIKE ${p} OR u.id::text = ${where.param(filter)})`,
      );
    }
    const first = Math.min(Math.max(args.first ?? 100, 1), 500);
    const skip = Math.max(args.skip ?? 0, 0);
    const sql = where.toSql();
    const [count, list] = await Promise.all([
      this.pool.query<{count: number}>(`SELECT count(*)::int AS count FROM upload u ${sql}`, where.params),
      this.pool.query<UploadRecord>(
        `SELECT ${COLUMNS} FROM upload u LEFT JOIN app_user au ON au.id = u.uploaded_by ${sql}
          ORDER BY u.uploaded_on DESC, u.id DESC LIMIT ${first} OFFSET ${skip}`,
        where.params,
      ),
    ]);
    return {count: count.rows[0].count, list: list.rows};
  }

  /** One upload by id or batchId if the caller may see it (`permission` for staff); 404 otherwise. */
  async find(
    caller: Caller,
    ref: {uploadId?: number; batchId?: string},
    manufacturerId?: number | null,
    permission: number = PERMISSION.read,
  ): Promise<UploadRecord> {
    const {rows} = await this.pool.query<UploadRecord>(
      `SELECT ${COLUMNS} FROM upload u LEFT JOIN app_user au ON au.id = u.uploaded_by
        WHERE ${ref.uploadId !== undefined ? 'u.id = $1' : 'u.batch_id::text = $1'}`,
      [ref.uploadId ?? ref.batchId],
    );
    const upload = rows[0];
    const notFound = () => new ServiceError('No upload has this reference.', 'NOT_FOUND');
    if (!upload) throw notFound();
    const scope = await this.tenancy.scopeOf(
      caller,
      manufacturerId ?? (isAdmin(caller) ? undefined : upload.manufacturerId),
      permission,
    );
    if (scope.manufacturerId !== undefined && scope.manufacturerId !== upload.manufacturerId) throw notFound();
    if (scope.kind === 'supplier' && upload.distributorId !== scope.distributorId) throw notFound();
    return upload;
  }
}
