import type {QueryConfig} from 'pg';
import type {Product, ProductSerial} from '../../models';
import {Page, SqlWhere} from '../kernel/sql-list';
import {applyScope, Scope} from '../kernel/tenancy';
import {LOG_COLUMNS, serialPrefix} from '../verification/product-log-listing.sql';
import {SERIAL_STATUSES, SerialStatus, statusIsAvailable} from '../../models';

/** ProductSerialListing's `type` (not shown in document 001): 1 installed, 2 available; anything else every serial. */
export const SERIAL_TYPE = {installed: 1, available: 2} as const;
const STATE_OF: Record<number, string> = {[SERIAL_TYPE.installed]: 'installed', [SERIAL_TYPE.available]: 'available'};

export const limitOf = (p: Page) => Math.min(Math.max(p.first ?? 100, 1), 500);
export const offsetOf = (p: Page) => Math.max(p.skip ?? 0, 0);

/** What a serial listing narrows to, besides the caller's scope. */
export interface SerialQuery extends Page {
  type?: number | null;
  productId?: number;
  /** Only serials of this status (checked by the service against SERIAL_STATUSES). */
  status?: SerialStatus | null;
}

/**
 * Where a listing's serials are read from: serials not available are the rows of serial_status (few), so a recalled
 * or ineligible page is read from there, never from every serial of the scope.
 */
function serialSource(status: SerialStatus | null | undefined): string {
  return status && status !== 'available'
    ? 'serial_status st JOIN product_serial ps ON ps.id = st.product_serial_id'
    : 'product_serial ps';
}

/** The status condition on serialSource(status): an available serial has no row in serial_status. */
function statusCondition(status: SerialStatus, where: SqlWhere): string {
  if (!SERIAL_STATUSES.includes(status)) throw new Error(`not a serial status: ${status}`);
  return status === 'available' ? statusIsAvailable() : `st.status = ${where.param(status)}`;
}

/** A serial as the serial listings show it: its own columns, its model's, and the names around it. */
export type SerialRow = Required<
  Pick<
    ProductSerial,
    | 'serial'
    | 'productId'
    | 'recordId'
    | 'uploadedOn'
    | 'state'
    | 'nominalCapacity'
    | 'usableCapacity'
    | 'tempatureRange'
    | 'ampHours'
    | 'modCapacity'
    | 'smartHybrid'
    | 'installationId'
    | 'uploadId'
    | 'ledgerDate'
    | 'manufacturerId'
    | 'pmax'
    | 'ff'
    | 'voc'
    | 'isc'
    | 'vpm'
    | 'ipm'
  >
> & {
  productSerialId: ProductSerial['id'];
  serialType: Product['productType'];
  model: string;
  iPProtection: ProductSerial['ipProtection'];
  /** The supplier's name; null when the manufacturer uploaded it. */
  supplier: string | null;
  batchId: string | null;
  /** Whether the ledger accepted it. */
  ledgerStatus: boolean;
  /** Its manufacturer's word on it: available, recalled or ineligible. */
  status: string;
  brandName: string;
  /** Its first photo, if any. */
  imageId: number | null;
  /** A sandbox serial: test data, shown to administrators only. */
  test: boolean;
  /** A battery system's module: its unit's serial. */
  parentSerial: string | null;
  /** A battery system's unit: its modules' serials. */
  modules: string[];
};

const SERIAL_COLUMNS = `
  ps.id AS "productSerialId", ps.serial, p.product_type AS "serialType", p.model::text AS model, ps.product_id AS "productId",
  ps.record_id AS "recordId", ps.uploaded_on AS "uploadedOn", ps.state, ps.nominal_capacity::float8 AS "nominalCapacity",
  ps.usable_capacity::float8 AS "usableCapacity", ps.tempature_range AS "tempatureRange", ps.ip_protection AS "iPProtection",
  ps.amp_hours::float8 AS "ampHours", ps.mod_capacity::float8 AS "modCapacity", ps.smart_hybrid AS "smartHybrid",
  ps.installation_id AS "installationId", d.name::text AS supplier, ps.upload_id AS "uploadId", u.batch_id AS "batchId",
  ps.ledger_status = 'pass' AS "ledgerStatus", ps.ledger_date AS "ledgerDate", ps.manufacturer_id AS "manufacturerId",
  ps.pmax::float8 AS pmax, ps.ff::float8 AS ff, ps.voc::float8 AS voc, ps.isc::float8 AS isc, ps.vpm::float8 AS vpm,
  ps.ipm::float8 AS ipm, b.name::text AS "brandName",
  coalesce((SELECT st.status FROM serial_status st WHERE st.product_serial_id = ps.id), 'available') AS status, ps.sandbox AS test,
  (SELECT min(si.id) FROM serial_image si WHERE si.product_serial_id = ps.id) AS "imageId",
  (SELECT parent.serial FROM product_serial parent WHERE parent.id = ps.parent_serial_id) AS "parentSerial",
  ARRAY(SELECT c.serial FROM product_serial c WHERE c.parent_serial_id = ps.id ORDER BY c.id) AS modules`;

/** A page of a list and how to count its rows (a statement whose one row holds n). */
export interface PageStatements {
  page: QueryConfig;
  count: QueryConfig;
}

/**
 * A page of serials in `scope`: the page's ids come from the index alone (a deep page skips index entries,
 * not rows), then its rows. Counted by a scan of the index when searching or for a supplier, otherwise from
 * the counts the serial triggers keep.
 */
export function serialPage(scope: Scope, query: SerialQuery): PageStatements {
  const where = applyScope(new SqlWhere(), scope, 'ps.manufacturer_id', 'ps.distributor_id');
  const state = STATE_OF[query.type ?? 0];
  const filter = query.filter?.trim();
  // Without a search, the state as `= ANY` and in the ORDER BY: only the indexes that lead with the fixed columns and
  // the state, then the id (model, brand, supplier or state), give that order. A plain `state =` lets the planner walk
  // the primary key backwards and filter, which for a model whose serials are old reads millions of rows per page.
  const byState = !!state && !filter;
  if (state)
    where.and(byState ? `ps.state = ANY(ARRAY[${where.param(state)}]::text[])` : `ps.state = ${where.param(state)}`);
  if (query.productId !== undefined) where.and(`ps.product_id = ${where.param(query.productId)}`);
  // sandbox (test) serials: administrators see them, marked; a manufacturer's or supplier's lists never hold them
  if (scope.kind !== 'all') where.and('NOT ps.sandbox');
  if (filter) where.and(`ps.serial_norm LIKE ${where.param(serialPrefix(filter))}`);
  if (query.status) where.and(statusCondition(query.status, where));
  const order = byState ? 'ps.state, ps.id DESC' : 'ps.id DESC';
  const source = serialSource(query.status);
  const sql = where.toSql();
  const countParams = [...where.params];
  const limit = where.param(limitOf(query));
  const offset = where.param(offsetOf(query));
  return {
    page: {
      text: `SELECT ${SERIAL_COLUMNS}
           FROM (SELECT ps.id FROM ${source} ${sql} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) page
           JOIN product_serial ps ON ps.id = page.id
           JOIN product p ON p.id = ps.product_id JOIN brand b ON b.id = ps.brand_id
           LEFT JOIN distributor d ON d.id = ps.distributor_id LEFT JOIN upload u ON u.id = ps.upload_id
          ORDER BY ps.id DESC`,
      values: where.params,
    },
    count:
      filter || scope.kind === 'supplier' || (query.status && query.status !== 'available')
        ? {text: `SELECT count(*) AS n FROM ${source} ${sql}`, values: countParams}
        : query.status === 'available'
          ? availableCount(scope, state, query.productId)
          : maintainedCount(scope, state, query.productId),
  };
}

/**
 * The available ones: the kept count less those not available, counted from serial_status without reading the others
 * (sandbox serials left out, as the kept counts leave them out).
 */
function availableCount(scope: Scope, state: string | undefined, productId?: number): QueryConfig {
  const kept = keptSum(scope, state, productId);
  const where = new SqlWhere();
  // The kept sum's own parameters come first, so its placeholders keep their numbers.
  where.params.push(...kept.values);
  applyScope(where, scope, 'ps.manufacturer_id', 'ps.distributor_id');
  where.and('NOT ps.sandbox');
  if (state) where.and(`ps.state = ${where.param(state)}`);
  if (productId !== undefined) where.and(`ps.product_id = ${where.param(productId)}`);
  return {
    text: `SELECT (${kept.text}) - (SELECT count(*) FROM serial_status st JOIN product_serial ps ON ps.id = st.product_serial_id
                                    ${where.toSql()}) AS n`,
    values: where.params,
  };
}

function maintainedCount(scope: Scope, state: string | undefined, productId?: number): QueryConfig {
  const kept = keptSum(scope, state, productId);
  return {text: `SELECT (${kept.text}) AS n`, values: kept.values};
}

/** The kept (maintained) count of the scope's serials in `state`, of one model when `productId` is given. */
function keptSum(scope: Scope, state: string | undefined, productId?: number): {text: string; values: unknown[]} {
  const value =
    state === 'installed'
      ? 'installed'
      : state === 'available'
        ? 'total_serials - installed - withdrawn'
        : 'total_serials';
  if (productId !== undefined)
    return {
      text: `SELECT coalesce(sum(${value}), 0) FROM product_stats_now WHERE product_id = $1`,
      values: [productId],
    };
  if (scope.manufacturerId === undefined)
    return {text: `SELECT coalesce(sum(${value}), 0) FROM manufacturer_stats_now`, values: []};
  return {
    text: `SELECT coalesce(sum(${value}), 0) FROM manufacturer_stats_now WHERE manufacturer_id = $1`,
    values: [scope.manufacturerId],
  };
}

/** Failed requests of one model: its unresolved not-verified logs, newest first. */
export function failedOfProductPage(scope: Scope, productId: number, page: Page): PageStatements {
  const where = new SqlWhere().and('l.status = 0').and('l.resolved_on IS NULL');
  where.and(`l.product_id = ${where.param(productId)}`);
  applyScope(where, scope, 'l.manufacturer_id', 'ps.distributor_id');
  if (page.filter?.trim()) where.and(`l.serial_norm LIKE ${where.param(serialPrefix(page.filter))}`);
  return logPage(where, page);
}

/** Verification logs that carried a parallel-import comment (the global view); type 2 keeps the failed ones. */
export function parallelImportsPage(scope: Scope, page: Page & {type?: number | null}): PageStatements {
  const where = new SqlWhere().and('l.is_parralel_import');
  if (page.type === 2) where.and('l.status = 0').and('l.resolved_on IS NULL');
  applyScope(where, scope, 'l.manufacturer_id', 'ps.distributor_id');
  if (page.filter?.trim()) where.and(`l.serial_norm LIKE ${where.param(serialPrefix(page.filter))}`);
  return logPage(where, page);
}

function logPage(where: SqlWhere, page: Page): PageStatements {
  const from = `FROM product_log l LEFT JOIN product_serial ps ON ps.id = l.product_serial_id ${where.toSql()}`;
  const countParams = [...where.params];
  const limit = where.param(limitOf(page));
  const offset = where.param(offsetOf(page));
  return {
    // The page's ids first (from an index in the list's order alone), then the page's rows.
    page: {
      text: `SELECT ${LOG_COLUMNS} FROM (SELECT l.id ${from} ORDER BY l.requested_time DESC, l.id DESC LIMIT ${limit} OFFSET ${offset}) page
           JOIN product_log l ON l.id = page.id LEFT JOIN product_serial ps ON ps.id = l.product_serial_id
          ORDER BY l.requested_time DESC, l.id DESC`,
      values: where.params,
    },
    count: {text: `SELECT count(*) AS n ${from}`, values: countParams},
  };
}
