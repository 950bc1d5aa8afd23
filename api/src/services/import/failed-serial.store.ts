import {Pool, PoolClient} from 'pg';

/**
 * Failed serials become resolved when the serial is later uploaded (fresh or resolve upload): the
 * manufacturer's unresolved failed logs whose serial the upload now holds. The import calls this
 * once its serials are stored, inside its own transaction, so resolution commits with them.
 * Of the two ways to find them it takes the smaller side, by the maintained counts: from the
 * manufacturer's unresolved failures (product_log_failed_idx, then each serial by the brand's unique
 * key), or from the upload's serials (each by product_log_unresolved_serial_idx).
 */
export async function resolveFailedSerials(
  db: Pool | PoolClient,
  upload: {manufacturerId: number; brandId: number; uploadId: number; serials: number},
  uploadBatchId: string,
): Promise<number> {
  if (upload.serials <= 0) return 0;
  const {
    rows: [row],
  } = await db.query<{failed: string}>(
    'SELECT coalesce((SELECT failed FROM manufacturer_stats_now WHERE manufacturer_id = $1), 0) AS failed',
    [upload.manufacturerId],
  );
  const failed = Number(row.failed);
  if (failed <= 0) return 0;
  const {rowCount} = await db.query(
    failed <= upload.serials
      ? `WITH failed AS MATERIALIZED (
           SELECT id, serial_norm FROM product_log WHERE manufacturer_id = $1 AND status = 0 AND resolved_on IS NULL)
         UPDATE product_log l SET resolved_on = now(), upload_batch_id = $4
           FROM failed f
          WHERE l.id = f.id
            AND EXISTS (SELECT 1 FROM product_serial s WHERE s.serial_norm = f.serial_norm AND s.brand_id = $2 AND s.upload_id = $3)`
      : `UPDATE product_log l SET resolved_on = now(), upload_batch_id = $4
           FROM product_serial s
          WHERE s.upload_id = $3 AND s.brand_id = $2
            AND l.serial_norm = s.serial_norm AND l.manufacturer_id = $1 AND l.status = 0 AND l.resolved_on IS NULL`,
    [upload.manufacturerId, upload.brandId, upload.uploadId, uploadBatchId],
  );
  return rowCount ?? 0;
}
