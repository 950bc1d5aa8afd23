import type {QueryConfig} from 'pg';
import {SqlWhere} from '../kernel/sql-list';
import {applyScope, Scope} from '../kernel/tenancy';
import {serialPrefix} from '../verification/product-log-listing.sql';

/** Which verification logs an export holds. */
export type ExportKind = 'failed' | 'parallel' | 'historic';

/** The cursor an export is read through (one read-only transaction on a client of its own). */
export const EXPORT_CURSOR = 'serial_export';

const COLUMNS = `l.failed_serial AS serial, coalesce(p.model::text, l.requested_model) AS model, l.requested_time AS "requestedTime",
  l.requester_name AS "requesterName", l.requester_abn AS "requesterAbn", l.requester_type AS "requesterType",
  l.requested_brand AS "requestedBrand", l.requested_model AS "requestedModel", l.requester_app_name AS "requesterAppName",
  l.latitude, l.longitude, l.parralel_import_comment AS comment, l.status, l.reason, l.resolved_on AS "resolvedOn",
  unit.serial AS "parentSerial"`;

/**
 * The cursor of the failed-serial (unresolved not-verified logs), parallel-import (those with a comment) or
 * historic (every log) export in `scope`, in list order; filter: a serial prefix.
 */
export function exportCursor(kind: ExportKind, scope: Scope, filter?: string | null): QueryConfig {
  const where = new SqlWhere().and('l.manufacturer_id IS NOT NULL');
  if (kind !== 'historic') where.and('l.status = 0').and('l.resolved_on IS NULL');
  if (kind === 'parallel') where.and('l.is_parralel_import');
  applyScope(where, scope, 'l.manufacturer_id', 'ps.distributor_id');
  if (filter?.trim()) where.and(`l.serial_norm LIKE ${where.param(serialPrefix(filter))}`);
  return {
    text: `DECLARE ${EXPORT_CURSOR} NO SCROLL CURSOR FOR
         SELECT ${COLUMNS} FROM product_log l LEFT JOIN product_serial ps ON ps.id = l.product_serial_id
           LEFT JOIN product_serial unit ON unit.id = ps.parent_serial_id
           LEFT JOIN product p ON p.id = l.product_id ${where.toSql()} ORDER BY l.requested_time DESC, l.id DESC`,
    values: where.params,
  };
}
