import type {QueryConfig, QueryResultRow} from 'pg';
import type {ProductLog} from '../../models';

/** Which logs a manufacturer download holds (document 002, section 2.6). */
export type LogDownloadKind = 'failed' | 'notFound' | 'parallelImport';

/** A log as a download's line shows it. */
export type DownloadLog = Required<Pick<ProductLog, 'reason' | 'requesterName' | 'requesterAbn'>> & {
  id: string;
  serial: ProductLog['failedSerial'];
  brand: ProductLog['requestedBrand'];
  model: ProductLog['requestedModel'];
  appName: ProductLog['requesterAppName'];
  /** ISO 8601. */
  requestedTime: string;
  comment: ProductLog['parralelImportComment'];
  /** A battery system's module: the serial of its unit (BMU). */
  parentSerial: string | null;
};

// Each kind reads an index: failed serials the partial failed index; the others the manufacturer's logs by time.
const KIND_WHERE: Record<LogDownloadKind, string> = {
  failed: `status = 0 AND resolved_on IS NULL`,
  notFound: `status = 0 AND resolved_on IS NULL AND reason = 'NOT_FOUND'`,
  parallelImport: `is_parralel_import`,
};

/** A manufacturer's logs of a kind, newest first, `size` of them before the log `beforeId` (keyset batches). */
export const downloadBatchStatement = (
  manufacturerId: number,
  kind: LogDownloadKind,
  beforeId: string | null,
  size: number,
): QueryConfig => ({
  text: `SELECT id, failed_serial, requested_brand, requested_model, reason, requester_name, requester_abn,
              requester_app_name, requested_time, parralel_import_comment,
              (SELECT u.serial FROM product_serial s JOIN product_serial u ON u.id = s.parent_serial_id
                WHERE s.id = product_log.product_serial_id) AS parent_serial
         FROM product_log WHERE manufacturer_id = $1 AND ${KIND_WHERE[kind]} AND ($2::bigint IS NULL OR id < $2::bigint)
        ORDER BY id DESC LIMIT $3`,
  values: [manufacturerId, beforeId, size],
});

/** A download line from the statement's row. */
export const downloadLogOf = (r: QueryResultRow): DownloadLog => ({
  id: String(r.id),
  serial: r.failed_serial,
  brand: r.requested_brand,
  model: r.requested_model,
  reason: r.reason,
  requesterName: r.requester_name,
  requesterAbn: r.requester_abn,
  appName: r.requester_app_name,
  requestedTime: r.requested_time.toISOString(),
  comment: r.parralel_import_comment,
  parentSerial: r.parent_serial ?? null,
});
