import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';
import {LOG_COLUMNS} from '../verification/verification-views.store';

/** A serial as tenancy judges it. */
export interface SerialOwner {
  productSerialId: number;
  serial: string;
  manufacturerId: number;
  distributorId: number | null;
}

export interface ImageRecord {
  imageId: number;
  productSerialId: number | null;
  productLogId: number | null;
  serial: string;
  appName: string;
  status: number;
  createdOn: Date;
  fileKey: string;
  contentType: string;
  manufacturerId: number | null;
  distributorId: number | null;
}

const IMAGE_COLUMNS = `si.id AS "imageId", si.product_serial_id AS "productSerialId", si.product_log_id AS "productLogId",
  si.serial, si.app_name AS "appName", si.status, si.created_on AS "createdOn", si.file_key AS "fileKey",
  si.content_type AS "contentType", coalesce(ps.manufacturer_id, l.manufacturer_id) AS "manufacturerId",
  ps.distributor_id AS "distributorId"`;
const IMAGE_FROM = `FROM serial_image si LEFT JOIN product_log l ON l.id = si.product_log_id
  LEFT JOIN product_serial ps ON ps.id = coalesce(si.product_serial_id, l.product_serial_id)`;

/** A serial's photos and its history: the uploads that brought it, the ledger's answers and the requests about it. */
@injectable({scope: BindingScope.SINGLETON})
export class SerialDetailStore extends SqlRepository {
  async serial(productSerialId: number): Promise<SerialOwner | undefined> {
    const {rows} = await this.pool.query<SerialOwner>(
      `SELECT id AS "productSerialId", serial, manufacturer_id AS "manufacturerId", distributor_id AS "distributorId"
         FROM product_serial WHERE id = $1`,
      [productSerialId],
    );
    return rows[0];
  }

  /** Photos stored for a serial (by its id), or sent with a serial as typed (by its text), newest first. */
  async images(by: {productSerialId?: number; serial?: string}): Promise<ImageRecord[]> {
    const {rows} = await this.pool.query<ImageRecord>(
      by.productSerialId !== undefined
        ? `SELECT ${IMAGE_COLUMNS} ${IMAGE_FROM} WHERE si.product_serial_id = $1 ORDER BY si.created_on DESC, si.id DESC LIMIT 200`
        : `SELECT ${IMAGE_COLUMNS} ${IMAGE_FROM} WHERE upper(si.serial) = $1 ORDER BY si.created_on DESC, si.id DESC LIMIT 200`,
      [by.productSerialId ?? by.serial?.trim().toUpperCase()],
    );
    return rows;
  }

  async image(imageId: number): Promise<ImageRecord | undefined> {
    const {rows} = await this.pool.query<ImageRecord>(`SELECT ${IMAGE_COLUMNS} ${IMAGE_FROM} WHERE si.id = $1`, [
      imageId,
    ]);
    return rows[0];
  }

  /**
   * The uploads that brought the serial (its current upload and the uploads it was restored from),
   * the ledger's answers, newest first, and the verification requests about it, newest first.
   */
  async history(productSerialId: number) {
    const [uploads, ledger, requests] = await Promise.all([
      this.pool.query(
        `WITH RECURSIVE chain AS (
           SELECT u.*, 0 AS depth FROM upload u JOIN product_serial ps ON ps.upload_id = u.id WHERE ps.id = $1
           UNION ALL SELECT u.*, c.depth + 1 FROM upload u JOIN chain c ON u.id = c.restored_from WHERE c.depth < 50)
         SELECT c.id AS "uploadId", c.batch_id AS "batchId", c.source_file_name AS "sourceFileName", c.type,
                c.uploaded_on AS "uploadedOn", c.deleted_on AS "deletedOn", c.delete_reason AS "deleteReason",
                c.restored_from AS "restoredFrom", nullif(trim(au.first_name || ' ' || au.last_name), '') AS "uploadedBy"
           FROM chain c LEFT JOIN app_user au ON au.id = c.uploaded_by ORDER BY c.depth`,
        [productSerialId],
      ),
      this.pool.query(
        `SELECT id AS "recordId", status, error, batch_id AS "batchId", created_time AS "createdTime", source_brand AS "sourceBrand",
                source_model AS "sourceModel", source_distributor_name AS "sourceDistributorName"
           FROM ledger_record WHERE product_serial_id = $1 ORDER BY created_time DESC, id DESC LIMIT 100`,
        [productSerialId],
      ),
      this.pool.query(
        `SELECT ${LOG_COLUMNS} FROM product_log l WHERE l.product_serial_id = $1 ORDER BY l.requested_time DESC, l.id DESC LIMIT 100`,
        [productSerialId],
      ),
    ]);
    return {uploads: uploads.rows, ledger: ledger.rows, requests: requests.rows};
  }
}
