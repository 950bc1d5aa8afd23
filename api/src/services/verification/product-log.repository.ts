import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';
import {Page, SqlWhere} from '../kernel/sql-list';
import {applyScope, Scope} from '../kernel/tenancy';
import {DownloadLog, downloadBatchStatement, downloadLogOf, LogDownloadKind} from './product-log-download.sql';
import {
  FAILED_TYPE_PARALLEL,
  failedCountStatement,
  logPageStatements,
  NEWEST,
  ProductLogRow,
  serialPrefix,
} from './product-log-listing.sql';
import {
  batchItemsStatement,
  ConsoleLogRow,
  LOG_COUNT_CAP,
  LogQuery,
  logSearchStatements,
} from './product-log-search.sql';

export type {DownloadLog, LogDownloadKind} from './product-log-download.sql';
export {FAILED_TYPE_PARALLEL, LOG_COLUMNS, serialPrefix} from './product-log-listing.sql';
export type {ProductLogRow} from './product-log-listing.sql';
export {LOG_COUNT_CAP} from './product-log-search.sql';
export type {ConsoleLogRow, LogQuery} from './product-log-search.sql';

/** A page of a list and the count of everything it pages through. */
export interface LogPage<Row> {
  count: number;
  list: Row[];
}

/**
 * The verification logs (one per item of a verification batch): the portal's failed serials and logs, each in the
 * caller's scope; the console's logs list with its search; a batch's items; a manufacturer's downloads. The
 * verification writes them with its batch (VerificationBatchRepository.recordDecision).
 */
@injectable({scope: BindingScope.SINGLETON})
export class ProductLogRepository extends SqlRepository {
  /** Failed serials: unresolved not-verified logs of the scope's manufacturers. Suppliers upload serials; unknown ones are the manufacturer's. */
  async failedSerials(scope: Scope, page: Page & {type?: number | null}): Promise<LogPage<ProductLogRow>> {
    const where = new SqlWhere().and('l.status = 0').and('l.resolved_on IS NULL').and('l.manufacturer_id IS NOT NULL');
    applyScope(where, scope, 'l.manufacturer_id', 'ps.distributor_id');
    const parallelOnly = page.type === FAILED_TYPE_PARALLEL;
    if (parallelOnly) where.and('l.is_parralel_import');
    if (page.filter?.trim()) where.and(`l.serial_norm LIKE ${where.param(serialPrefix(page.filter))}`);
    return this.page(where, page, NEWEST, !page.filter?.trim() && !parallelOnly ? this.failedCount(scope) : undefined);
  }

  /** Every verification log in scope, newest first. */
  async logs(scope: Scope, page: Page & {status?: number | null}): Promise<LogPage<ProductLogRow>> {
    const where = new SqlWhere();
    applyScope(where, scope, 'l.manufacturer_id', 'ps.distributor_id');
    if (page.status === 0 || page.status === 1) where.and(`l.status = ${where.param(page.status)}`);
    if (page.filter?.trim()) where.and(`l.serial_norm LIKE ${where.param(serialPrefix(page.filter))}`);
    return this.page(where, page, NEWEST);
  }

  /** The console's logs list: a page, and the count of matches up to LOG_COUNT_CAP (countCapped past it). */
  async search(q: LogQuery): Promise<LogPage<ConsoleLogRow> & {countCapped: boolean}> {
    const {list, count} = logSearchStatements(q);
    const [page, counted] = await Promise.all([
      this.reads.query<ConsoleLogRow>(list),
      this.reads.query<{n: string}>(count),
    ]);
    const total = Number(counted.rows[0].n);
    return {count: Math.min(total, LOG_COUNT_CAP), countCapped: total > LOG_COUNT_CAP, list: page.rows};
  }

  /** A batch's items (its logs), in the order they were sent. */
  async ofBatch(batchId: string): Promise<ConsoleLogRow[]> {
    return (await this.pool.query<ConsoleLogRow>(batchItemsStatement(batchId))).rows;
  }

  /** A manufacturer's logs of a kind for its downloads, newest first, in keyset batches of `size`. */
  async downloadBatch(
    manufacturerId: number,
    kind: LogDownloadKind,
    beforeId: string | null,
    size: number,
  ): Promise<DownloadLog[]> {
    const {rows} = await this.pool.query(downloadBatchStatement(manufacturerId, kind, beforeId, size));
    return rows.map(downloadLogOf);
  }

  /** The scope's failed serials from the maintained counts; undefined where none is kept (a supplier's scope). */
  private async failedCount(scope: Scope): Promise<number | undefined> {
    if (scope.kind === 'supplier') return undefined;
    const {rows} = await this.pool.query<{n: number}>(failedCountStatement(scope.manufacturerId));
    return Number(rows[0]?.n ?? 0);
  }

  private async page(
    where: SqlWhere,
    page: Page,
    order: string,
    maintainedCount?: Promise<number | undefined>,
  ): Promise<LogPage<ProductLogRow>> {
    const {list, count} = logPageStatements(where, page, order);
    const counted = () => this.reads.query<{n: string}>(count).then(r => Number(r.rows[0].n));
    const [rows, n] = await Promise.all([
      this.reads.query<ProductLogRow>(list),
      maintainedCount?.then(m => m ?? counted()) ?? counted(),
    ]);
    return {count: n, list: rows.rows};
  }
}
