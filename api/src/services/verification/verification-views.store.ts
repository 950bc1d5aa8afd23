import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';
import {Page, prefixPattern, SqlWhere} from '../kernel/sql-list';
import {applyScope, Scope} from '../kernel/tenancy';

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

/** The verification traces as lists, each restricted to a scope; and a batch's exchange as kept. */
@injectable({scope: BindingScope.SINGLETON})
export class VerificationViewsStore extends SqlRepository {
  /** Failed serials: unresolved not-verified logs of the scope's manufacturers. Suppliers upload serials; unknown ones are the manufacturer's. */
  async failedSerials(scope: Scope, page: Page & {type?: number | null}) {
    const where = new SqlWhere().and('l.status = 0').and('l.resolved_on IS NULL').and('l.manufacturer_id IS NOT NULL');
    applyScope(where, scope, 'l.manufacturer_id', 'ps.distributor_id');
    const parallelOnly = page.type === FAILED_TYPE_PARALLEL;
    if (parallelOnly) where.and('l.is_parralel_import');
    if (page.filter?.trim()) where.and(`l.serial_norm LIKE ${where.param(serialPrefix(page.filter))}`);
    return this.page(
      where,
      page,
      `l.requested_time DESC, l.id DESC`,
      !page.filter?.trim() && !parallelOnly ? this.failedCount(scope) : undefined,
    );
  }

  /** Every verification log in scope, newest first. */
  async logs(scope: Scope, page: Page & {status?: number | null}) {
    const where = new SqlWhere();
    applyScope(where, scope, 'l.manufacturer_id', 'ps.distributor_id');
    if (page.status === 0 || page.status === 1) where.and(`l.status = ${where.param(page.status)}`);
    if (page.filter?.trim()) where.and(`l.serial_norm LIKE ${where.param(serialPrefix(page.filter))}`);
    return this.page(where, page, `l.requested_time DESC, l.id DESC`);
  }

  private async failedCount(scope: Scope): Promise<number | undefined> {
    if (scope.kind === 'supplier') return undefined;
    const {rows} = await this.pool.query<{n: number}>(
      scope.manufacturerId === undefined
        ? 'SELECT COALESCE(sum(failed), 0) AS n FROM manufacturer_stats_now'
        : 'SELECT failed AS n FROM manufacturer_stats_now WHERE manufacturer_id = $1',
      scope.manufacturerId === undefined ? [] : [scope.manufacturerId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  private async page(where: SqlWhere, page: Page, order: string, maintainedCount?: Promise<number | undefined>) {
    const from = `FROM product_log l LEFT JOIN product_serial ps ON ps.id = l.product_serial_id ${where.toSql()}`;
    const limit = where.param(limitOf(page));
    const offset = where.param(offsetOf(page));
    const [list, count] = await Promise.all([
      // The page's ids first (from an index in the list's order alone), then the page's rows.
      this.pool.query(
        `SELECT ${LOG_COLUMNS} FROM (SELECT l.id ${from} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) page
           JOIN product_log l ON l.id = page.id LEFT JOIN product_serial ps ON ps.id = l.product_serial_id ORDER BY ${order}`,
        where.params,
      ),
      maintainedCount?.then(n => n ?? this.count(from, where.params.slice(0, -2))) ??
        this.count(from, where.params.slice(0, -2)),
    ]);
    return {count, list: list.rows};
  }

  private async count(from: string, params: unknown[]): Promise<number> {
    return Number((await this.pool.query(`SELECT count(*) AS n ${from}`, params)).rows[0].n);
  }

  /** A batch's raw request or signed response as kept, with its wire format; undefined when there is no such batch. */
  async exchange(batchId: string, part: 'request' | 'response'): Promise<{body: Buffer; format: string} | undefined> {
    const {rows} = await this.pool.query<{body: Buffer; format: string}>(
      part === 'request'
        ? 'SELECT request_body AS body, content_type AS format FROM verification_batch WHERE id = $1'
        : 'SELECT response_body AS body, response_type AS format FROM verification_batch WHERE id = $1',
      [batchId],
    );
    return rows[0];
  }
}
