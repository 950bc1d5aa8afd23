import {BindingScope, injectable} from '@loopback/core';
import type {QueryConfig} from 'pg';
import {SqlRepository} from '../kernel/sql-repository';
import type {ProductLogRow} from '../verification/product-log-listing.sql';
import {Page} from '../kernel/sql-list';
import {Scope} from '../kernel/tenancy';
import {
  HISTORY_LEDGER,
  HISTORY_REQUESTS,
  HISTORY_UPLOADS,
  IMAGE,
  ImageRecord,
  imagesOf,
  SERIAL_OWNER,
  SerialHistoryLedger,
  SerialHistoryUpload,
  SerialOwner,
} from './product-serial-detail.sql';
import {EXPORT_CURSOR, exportCursor, ExportKind} from './product-serial-export.sql';
import {
  failedOfProductPage,
  PageStatements,
  parallelImportsPage,
  SerialQuery,
  SerialRow,
  serialPage,
} from './product-serial-listing.sql';

/** Rows of an export, fetched piece by piece from a read-only cursor; close it (committing when all went well). */
export interface ExportCursor {
  fetch(rows: number): Promise<Array<Record<string, unknown>>>;
  close(ok: boolean): Promise<void>;
}

/**
 * The serials (product_serial) as the portal shows them: the Installed, Available and global listings and a
 * model's serial tabs (newest first, a page at a time, each read from an index in its order), a serial's
 * owner, photos and history, and the requests about serials that the serial screens list and export (a
 * model's failed requests, the parallel imports, the failed-serial and historic exports). The statements are
 * in product-serial-listing.sql.ts, product-serial-detail.sql.ts and product-serial-export.sql.ts.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ProductSerialRepository extends SqlRepository {
  /** ProductSerialListing and a model's Installed and Available tabs. */
  serials(scope: Scope, query: SerialQuery): Promise<{count: number; list: SerialRow[]}> {
    return this.pageOf<SerialRow>(serialPage(scope, query));
  }

  /** Failed requests of one model: its unresolved not-verified logs, newest first. */
  failedOfProduct(scope: Scope, productId: number, page: Page): Promise<{count: number; list: ProductLogRow[]}> {
    return this.pageOf<ProductLogRow>(failedOfProductPage(scope, productId, page));
  }

  /** Verification logs that carried a parallel-import comment (the global view); type 2 keeps the failed ones. */
  parallelImports(scope: Scope, page: Page & {type?: number | null}): Promise<{count: number; list: ProductLogRow[]}> {
    return this.pageOf<ProductLogRow>(parallelImportsPage(scope, page));
  }

  /** A serial's owners (manufacturer, supplier), whoever may see it; undefined when there is none. */
  async serial(productSerialId: number): Promise<SerialOwner | undefined> {
    return (await this.pool.query<SerialOwner>(SERIAL_OWNER, [productSerialId])).rows[0];
  }

  /** Photos stored for a serial (by its id), or sent with a serial as typed (by its text), newest first. */
  async images(by: {productSerialId?: number; serial?: string}): Promise<ImageRecord[]> {
    return (await this.pool.query<ImageRecord>(imagesOf(by))).rows;
  }

  async image(imageId: number): Promise<ImageRecord | undefined> {
    return (await this.pool.query<ImageRecord>(IMAGE, [imageId])).rows[0];
  }

  /**
   * The uploads that brought the serial (its current upload and the uploads it was restored from),
   * the ledger's answers, newest first, and the verification requests about it, newest first.
   */
  async history(productSerialId: number) {
    const [uploads, ledger, requests] = await Promise.all([
      this.pool.query<SerialHistoryUpload>(HISTORY_UPLOADS, [productSerialId]),
      this.pool.query<SerialHistoryLedger>(HISTORY_LEDGER, [productSerialId]),
      this.pool.query<ProductLogRow>(HISTORY_REQUESTS, [productSerialId]),
    ]);
    return {uploads: uploads.rows, ledger: ledger.rows, requests: requests.rows};
  }

  /** Opens an export's logs in list order as a cursor, in one read-only transaction on a client of its own. */
  async openExport(kind: ExportKind, scope: Scope, filter?: string | null): Promise<ExportCursor> {
    const db = await this.pool.connect();
    try {
      await db.query('BEGIN READ ONLY');
      await db.query(exportCursor(kind, scope, filter));
    } catch (err) {
      await db.query('ROLLBACK').catch(() => undefined);
      db.release();
      throw err;
    }
    return {
      fetch: async rows => (await db.query(`FETCH ${Math.trunc(rows)} FROM ${EXPORT_CURSOR}`)).rows,
      close: async ok => {
        try {
          await db.query(ok ? 'COMMIT' : 'ROLLBACK');
        } finally {
          db.release();
        }
      },
    };
  }

  /** A page and its count, run side by side. */
  private async pageOf<R>(q: PageStatements): Promise<{count: number; list: R[]}> {
    const [list, count] = await Promise.all([this.reads.query(q.page), this.count(q.count)]);
    return {count, list: list.rows as R[]};
  }

  private async count(q: QueryConfig): Promise<number> {
    return Number((await this.reads.query<{n: string}>(q)).rows[0]?.n ?? 0);
  }
}
