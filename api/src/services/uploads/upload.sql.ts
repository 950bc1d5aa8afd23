import type {QueryConfig} from 'pg';
import type {AppUser, LedgerRecord, ProductSerial, Upload} from '../../models';
import {containsPattern, SqlWhere} from '../kernel/sql-list';
import {applyScope, Scope} from '../kernel/tenancy';

/** An upload as its history lists it: the upload, who uploaded it, the upload that restored it, its ledger counts. */
export type UploadRecord = Required<
  Pick<
    Upload,
    | 'batchId'
    | 'manufacturerId'
    | 'distributorId'
    | 'sourceFileName'
    | 'systemFileName'
    | 'reportFileName'
    | 'reportSystemFileName'
    | 'totalRecords'
    | 'success'
    | 'failed'
    | 'unitCount'
    | 'moduleCount'
    | 'type'
    | 'uploadedOn'
    | 'uploadedBy'
    | 'ipAddress'
    | 'status'
    | 'deletedOn'
    | 'deletedBy'
    | 'deleteReason'
    | 'restoredFrom'
    | 'deletedCount'
    | 'undeletedCount'
  >
> & {
  uploadId: Upload['id'];
  /** The upload that restored this one (deleted) upload, if any. */
  restoredTo: Upload['id'] | null;
  user: {[K in 'firstName' | 'lastName' | 'email']: AppUser[K] | null};
  /** The ledger's counts of its serials; ledgerDate as JSON text. */
  ledgerHistory: Pick<Upload, 'ledgerPendingCount' | 'ledgerPassCount' | 'ledgerFailCount' | 'ledgerDeletedCount'> & {
    ledgerDate: string | null;
    /** Why the ledger failed the upload's failed serials: each error with how many serials it failed. */
    ledgerFailReasons: {error: LedgerRecord['error']; count: number}[];
  };
};

/** An upload's serial with the ledger's latest answer for it, as the ledger report writes it. */
export interface LedgerReportRow {
  serial: ProductSerial['serial'];
  brand: string;
  model: string;
  /** The supplier, or 'Self supplier' when the manufacturer uploaded it. */
  supplier: string;
  ledger_status: ProductSerial['ledgerStatus'];
  ledger_date: Date | null;
  error: LedgerRecord['error'];
  source_brand: LedgerRecord['sourceBrand'];
  source_model: LedgerRecord['sourceModel'];
  source_distributor_name: LedgerRecord['sourceDistributorName'];
  record_id: string | null;
}

const COLUMNS = `
  u.id AS "uploadId", u.batch_id AS "batchId", u.manufacturer_id AS "manufacturerId", u.distributor_id AS "distributorId",
  u.source_file_name AS "sourceFileName", u.system_file_name AS "systemFileName", u.report_file_name AS "reportFileName",
  u.report_system_file_name AS "reportSystemFileName", u.total_records AS "totalRecords", u.success, u.failed, u.type,
  u.unit_count AS "unitCount", u.module_count AS "moduleCount",
  u.uploaded_on AS "uploadedOn", u.uploaded_by AS "uploadedBy", u.ip_address AS "ipAddress", u.status,
  u.deleted_on AS "deletedOn", u.deleted_by AS "deletedBy", u.delete_reason AS "deleteReason", u.restored_from AS "restoredFrom",
  u.deleted_count AS "deletedCount", u.undeleted_count AS "undeletedCount",
  (SELECT r.id FROM upload r WHERE r.restored_from = u.id ORDER BY r.id LIMIT 1) AS "restoredTo",
  json_build_object('firstName', au.first_name, 'lastName', au.last_name, 'email', au.email) AS "user",
  json_build_object('ledgerPendingCount', u.ledger_pending_count, 'ledgerPassCount', u.ledger_pass_count,
    'ledgerFailCount', u.ledger_fail_count, 'ledgerDeletedCount', u.ledger_deleted_count, 'ledgerDate', u.ledger_date,
    'ledgerFailReasons', CASE WHEN u.ledger_fail_count > 0 THEN (
      SELECT coalesce(json_agg(json_build_object('error', f.error, 'count', f.n) ORDER BY f.n DESC, f.error), '[]')
        FROM (SELECT latest.error, count(*)::int AS n
                FROM (SELECT DISTINCT ON (r.product_serial_id) r.error
                        FROM ledger_record r JOIN product_serial ps ON ps.id = r.product_serial_id
                       WHERE r.upload_id = u.id AND ps.upload_id = u.id AND ps.ledger_status = 'fail' AND r.serial_status IS NULL
                       ORDER BY r.product_serial_id, r.id DESC) latest
               GROUP BY latest.error) f) ELSE '[]' END) AS "ledgerHistory"`;

/** A page of the uploads in `scope`, newest first, and their count. filter: part of the file name, or the batch or upload id. */
export function uploadPage(
  scope: Scope,
  page: {filter?: string | null; skip: number; first: number},
): {page: QueryConfig; count: QueryConfig} {
  const where = applyScope(new SqlWhere(), scope, 'u.manufacturer_id', 'u.distributor_id');
  const filter = page.filter?.trim();
  if (filter) {
    const p = where.param(containsPattern(filter));
    where.and(`(u.source_file_name ILIKE ${p} OR u.batch_id::text ILIKE ${p} OR u.id::text = ${where.param(filter)})`);
  }
  const sql = where.toSql();
  return {
    count: {text: `SELECT count(*)::int AS count FROM upload u ${sql}`, values: where.params},
    page: {
      text: `SELECT ${COLUMNS} FROM upload u LEFT JOIN app_user au ON au.id = u.uploaded_by ${sql}
          ORDER BY u.uploaded_on DESC, u.id DESC LIMIT ${page.first} OFFSET ${page.skip}`,
      values: where.params,
    },
  };
}

/** One upload by id or batchId. */
export function uploadBy(ref: {uploadId?: number; batchId?: string}): QueryConfig {
  return {
    text: `SELECT ${COLUMNS} FROM upload u LEFT JOIN app_user au ON au.id = u.uploaded_by
        WHERE ${ref.uploadId !== undefined ? 'u.id = $1' : 'u.batch_id::text = $1'}`,
    values: [ref.uploadId ?? ref.batchId],
  };
}

/** The cursor the ledger report is read through. */
export const LEDGER_REPORT_CURSOR = 'ledger_report';

/** An upload's serials ($1), in upload order, each with the ledger's latest answer for it. */
export const DECLARE_LEDGER_REPORT = `DECLARE ${LEDGER_REPORT_CURSOR} NO SCROLL CURSOR FOR
         SELECT ps.serial, b.name::text AS brand, p.model, coalesce(d.name::text, 'Self supplier') AS supplier, ps.ledger_status, ps.ledger_date,
                r.error, r.source_brand, r.source_model, r.source_distributor_name, r.id::text AS record_id
           FROM product_serial ps
           JOIN brand b ON b.id = ps.brand_id
           JOIN product p ON p.id = ps.product_id
           LEFT JOIN distributor d ON d.id = ps.distributor_id
           LEFT JOIN LATERAL (SELECT * FROM ledger_record lr WHERE lr.product_serial_id = ps.id ORDER BY lr.created_time DESC, lr.id DESC LIMIT 1) r ON true
          WHERE ps.upload_id = $1
          ORDER BY ps.id`;
