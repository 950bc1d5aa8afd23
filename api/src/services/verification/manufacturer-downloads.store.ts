import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';

/** Which logs a manufacturer download holds (document 002, section 2.6). */
export type LogDownloadKind = 'failed' | 'notFound' | 'parallelImport';

export interface DownloadLog {
  id: string;
  serial: string;
  brand: string | null;
  model: string | null;
  reason: string;
  requesterName: string | null;
  requesterAbn: string | null;
  appName: string;
  requestedTime: string;
  comment: string | null;
}

// Each kind reads an index: failed serials the partial failed index; the others the manufacturer's logs by time.
const KIND_WHERE: Record<LogDownloadKind, string> = {
  failed: `status = 0 AND resolved_on IS NULL`,
  notFound: `status = 0 AND resolved_on IS NULL AND reason = 'NOT_FOUND'`,
  parallelImport: `is_parralel_import`,
};

/** A manufacturer's verification logs for its downloads, newest first, in keyset batches. */
@injectable({scope: BindingScope.SINGLETON})
export class ManufacturerDownloadsStore extends SqlRepository {
  async batch(
    manufacturerId: number,
    kind: LogDownloadKind,
    beforeId: string | null,
    size: number,
  ): Promise<DownloadLog[]> {
    const {rows} = await this.pool.query(
      `SELECT id, failed_serial, requested_brand, requested_model, reason, requester_name, requester_abn,
              requester_app_name, requested_time, parralel_import_comment
         FROM product_log WHERE manufacturer_id = $1 AND ${KIND_WHERE[kind]} AND ($2::bigint IS NULL OR id < $2::bigint)
        ORDER BY id DESC LIMIT $3`,
      [manufacturerId, beforeId, size],
    );
    return rows.map(r => ({
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
    }));
  }

  async name(manufacturerId: number): Promise<string | null> {
    return (
      (await this.pool.query(`SELECT name::text FROM manufacturer WHERE id = $1`, [manufacturerId])).rows[0]?.name ??
      null
    );
  }
}
