import type {QueryConfig} from 'pg';
import type {ProductLog} from '../../models';
import {Page, prefixPattern, SqlWhere} from '../kernel/sql-list';

/**
 * The verification logs as the portal's lists show them (failed serials, verification logs) and as the serial
 * listings join them: one page of ids from an index in the list's order, then that page's rows.
 */

/** FailedProductSerialListing's `type` (not shown in document 001): 2 keeps the parallel imports among the failed serials; anything else lists them all. */
export const FAILED_TYPE_PARALLEL = 2;

const limitOf = (p: Page) => Math.min(Math.max(p.first ?? 25, 1), 500);
const offsetOf = (p: Page) => Math.max(p.skip ?? 0, 0);
/** Serial filters match from the start of the normalised serial, so they use its index. */
export const serialPrefix = (filter: string) => prefixPattern(filter.trim().toUpperCase().replace(/\s+/g, ''));

export const LOG_COLUMNS = `
  l.id AS "productLogId", l.failed_serial AS "failedSerial", l.product_serial_id AS "productSerialId", l.batch_id AS "requestBatchId",
  l.status, l.reason, l.requested_brand AS "requestedBrand", l.requested_model AS "requestedModel", l.requester_name AS "requesterName",
  l.requester_abn AS "requesterAbn", l.requester_type AS "requesterType", l.requested_time AS "requestedTime",
  l.requester_app_name AS "requesterAppName", l.latitude, l.longitude, l.is_parralel_import AS "isParralelImport",
  l.parralel_import_comment AS "parralelImportComment", l.resolved_on AS "resolvedOn", l.manufacturer_id AS "manufacturerId",
  l.upload_batch_id AS "uploadBatchId", (SELECT min(si.id) FROM serial_image si WHERE si.product_log_id = l.id) AS "imageId"`;

/** A log as LOG_COLUMNS reads it. */
export type ProductLogRow = Required<
  Pick<
    ProductLog,
    | 'failedSerial'
    | 'productSerialId'
    | 'status'
    | 'reason'
    | 'requestedBrand'
    | 'requestedModel'
    | 'requesterName'
    | 'requesterAbn'
    | 'requesterType'
    | 'requestedTime'
    | 'requesterAppName'
    | 'latitude'
    | 'longitude'
    | 'isParralelImport'
    | 'parralelImportComment'
    | 'resolvedOn'
    | 'manufacturerId'
    | 'uploadBatchId'
  >
> & {
  productLogId: ProductLog['id'];
  requestBatchId: ProductLog['batchId'];
  /** Its first photo, if any. */
  imageId: number | null;
};

/** The newest first order of the portal's log lists. */
export const NEWEST = `l.requested_time DESC, l.id DESC`;

/** A page of the logs `where` selects, in `order`, and their count (without the page's limit and offset). */
export function logPageStatements(where: SqlWhere, page: Page, order: string): {list: QueryConfig; count: QueryConfig} {
  const from = `FROM product_log l LEFT JOIN product_serial ps ON ps.id = l.product_serial_id ${where.toSql()}`;
  const limit = where.param(limitOf(page));
  const offset = where.param(offsetOf(page));
  return {
    // The page's ids first (from an index in the list's order alone), then the page's rows.
    list: {
      text: `SELECT ${LOG_COLUMNS} FROM (SELECT l.id ${from} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) page
           JOIN product_log l ON l.id = page.id LEFT JOIN product_serial ps ON ps.id = l.product_serial_id ORDER BY ${order}`,
      values: where.params,
    },
    count: {text: `SELECT count(*) AS n ${from}`, values: where.params.slice(0, -2)},
  };
}

/** The maintained count of unresolved failed logs: of one manufacturer, or of all. */
export const failedCountStatement = (manufacturerId: number | undefined): QueryConfig => ({
  text:
    manufacturerId === undefined
      ? 'SELECT COALESCE(sum(failed), 0) AS n FROM manufacturer_stats_now'
      : 'SELECT failed AS n FROM manufacturer_stats_now WHERE manufacturer_id = $1',
  values: manufacturerId === undefined ? [] : [manufacturerId],
});
