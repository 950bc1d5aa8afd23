import {Pool, PoolClient} from 'pg';

/**
 * Failed serials become resolved when the serial is later uploaded (fresh or resolve upload).
 * The import calls this inside its own transaction with the normalised serials it saved, so
 * resolution commits with the serials.
 */
export async function resolveFailedSerials(
  db: Pool | PoolClient, manufacturerId: number, serialNorms: string[], uploadBatchId: string,
): Promise<number> {
  const {rowCount} = await db.query(
    `UPDATE product_log SET resolved_on = now(), upload_batch_id = $3
      WHERE serial_norm = ANY($2::text[]) AND manufacturer_id = $1 AND status = 0 AND resolved_on IS NULL`,
    [manufacturerId, serialNorms, uploadBatchId],
  );
  return rowCount ?? 0;
}
