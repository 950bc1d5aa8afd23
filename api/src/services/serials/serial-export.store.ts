import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';
import {SqlWhere} from '../kernel/sql-list';
import {applyScope, Scope} from '../kernel/tenancy';
import {serialPrefix} from '../verification/verification-views.store';

/** Rows of an export, fetched piece by piece from a read-only cursor; close it (committing when all went well). */
export interface ExportCursor {
  fetch(rows: number): Promise<Array<Record<string, unknown>>>;
  close(ok: boolean): Promise<void>;
}

/** Which verification logs an export holds. */
export type ExportKind = 'failed' | 'parallel' | 'historic';

const COLUMNS = `l.failed_serial AS serial, coalesce(p.model::text, l.requested_model) AS model, l.requested_time AS "requestedTime",
  l.requester_name AS "requesterName", l.requester_abn AS "requesterAbn", l.requester_type AS "requesterType",
  l.requested_brand AS "requestedBrand", l.requested_model AS "requestedModel", l.requester_app_name AS "requesterAppName",
  l.latitude, l.longitude, l.parralel_import_comment AS comment, l.status, l.reason, l.resolved_on AS "resolvedOn"`;

/** The verification logs behind the failed-serial, parallel-import and historic exports, streamed in list order. */
@injectable({scope: BindingScope.SINGLETON})
export class SerialExportStore extends SqlRepository {
  /** The display name of a manufacturer (the export's file name), undefined when there is none. */
  async manufacturerName(manufacturerId: number): Promise<string | undefined> {
    const {rows} = await this.pool.query<{name: string}>('SELECT name::text AS name FROM manufacturer WHERE id = $1', [
      manufacturerId,
    ]);
    return rows[0]?.name;
  }

  async open(kind: ExportKind, scope: Scope, filter?: string | null): Promise<ExportCursor> {
    const where = new SqlWhere().and('l.manufacturer_id IS NOT NULL');
    if (kind !== 'historic') where.and('l.status = 0').and('l.resolved_on IS NULL');
    if (kind === 'parallel') where.and('l.is_parralel_import');
    applyScope(where, scope, 'l.manufacturer_id', 'ps.distributor_id');
    if (filter?.trim()) where.and(`l.serial_norm LIKE ${where.param(serialPrefix(filter))}`);
    const db = await this.pool.connect();
    try {
      await db.query('BEGIN READ ONLY');
      await db.query(
        `DECLARE serial_export NO SCROLL CURSOR FOR
         SELECT ${COLUMNS} FROM product_log l LEFT JOIN product_serial ps ON ps.id = l.product_serial_id
           LEFT JOIN product p ON p.id = l.product_id ${where.toSql()} ORDER BY l.requested_time DESC, l.id DESC`,
        where.params,
      );
    } catch (err) {
      await db.query('ROLLBACK').catch(() => undefined);
      db.release();
      throw err;
    }
    return {
      fetch: async rows => (await db.query(`FETCH ${Math.trunc(rows)} FROM serial_export`)).rows,
      close: async ok => {
        try {
          await db.query(ok ? 'COMMIT' : 'ROLLBACK');
        } finally {
          db.release();
        }
      },
    };
  }
}
