import type {QueryConfig} from 'pg';
import type {LedgerRecord, ProductSerial, Upload} from '../../models';
import {LOG_COLUMNS} from '../verification/product-log-listing.sql';

/** A serial as tenancy judges it. */
export type SerialOwner = Pick<ProductSerial, 'serial' | 'manufacturerId'> & {
  productSerialId: ProductSerial['id'];
  distributorId: number | null;
  /** A sandbox serial: administrators alone see it. */
  test: boolean;
};

/** A photo an installer app sent with a serial, and whose serial or request it is (for tenancy). */
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
  /** A sandbox serial's photo: administrators alone see it. */
  test: boolean;
}

/** An upload that brought a serial (its current one, or one it was restored from), as the history lists it. */
export type SerialHistoryUpload = Required<
  Pick<Upload, 'batchId' | 'sourceFileName' | 'type' | 'uploadedOn' | 'deletedOn' | 'deleteReason' | 'restoredFrom'>
> & {uploadId: Upload['id']; uploadedBy: string | null};

/** An answer of the ledger about a serial, as the history lists it. */
export type SerialHistoryLedger = Required<
  Pick<
    LedgerRecord,
    'status' | 'error' | 'batchId' | 'createdTime' | 'sourceBrand' | 'sourceModel' | 'sourceDistributorName'
  >
> & {recordId: LedgerRecord['id']};

export const SERIAL_OWNER = `SELECT id AS "productSerialId", serial, manufacturer_id AS "manufacturerId", distributor_id AS "distributorId",
         sandbox AS test FROM product_serial WHERE id = $1`;

const IMAGE_COLUMNS = `si.id AS "imageId", si.product_serial_id AS "productSerialId", si.product_log_id AS "productLogId",
  si.serial, si.app_name AS "appName", si.status, si.created_on AS "createdOn", si.file_key AS "fileKey",
  si.content_type AS "contentType", coalesce(ps.manufacturer_id, l.manufacturer_id) AS "manufacturerId",
  ps.distributor_id AS "distributorId", coalesce(ps.sandbox, false) AS test`;
const IMAGE_FROM = `FROM serial_image si LEFT JOIN product_log l ON l.id = si.product_log_id
  LEFT JOIN product_serial ps ON ps.id = coalesce(si.product_serial_id, l.product_serial_id)`;

/** Photos stored for a serial (by its id), or sent with a serial as typed (by its text), newest first. */
export function imagesOf(by: {productSerialId?: number; serial?: string}): QueryConfig {
  return {
    text:
      by.productSerialId !== undefined
        ? `SELECT ${IMAGE_COLUMNS} ${IMAGE_FROM} WHERE si.product_serial_id = $1 ORDER BY si.created_on DESC, si.id DESC LIMIT 200`
        : `SELECT ${IMAGE_COLUMNS} ${IMAGE_FROM} WHERE upper(si.serial) = $1 ORDER BY si.created_on DESC, si.id DESC LIMIT 200`,
    values: [by.productSerialId ?? by.serial?.trim().toUpperCase()],
  };
}

export const IMAGE = `SELECT ${IMAGE_COLUMNS} ${IMAGE_FROM} WHERE si.id = $1`;

/** The uploads that brought the serial: its current upload, then the uploads it was restored from, in that order. */
export const HISTORY_UPLOADS = `WITH RECURSIVE chain AS (
           SELECT u.*, 0 AS depth FROM upload u JOIN product_serial ps ON ps.upload_id = u.id WHERE ps.id = $1
           UNION ALL SELECT u.*, c.depth + 1 FROM upload u JOIN chain c ON u.id = c.restored_from WHERE c.depth < 50)
         SELECT c.id AS "uploadId", c.batch_id AS "batchId", c.source_file_name AS "sourceFileName", c.type,
                c.uploaded_on AS "uploadedOn", c.deleted_on AS "deletedOn", c.delete_reason AS "deleteReason",
                c.restored_from AS "restoredFrom", nullif(trim(au.first_name || ' ' || au.last_name), '') AS "uploadedBy"
           FROM chain c LEFT JOIN app_user au ON au.id = c.uploaded_by ORDER BY c.depth`;

/** The ledger's answers about the serial, newest first. */
export const HISTORY_LEDGER = `SELECT id AS "recordId", status, error, batch_id AS "batchId", created_time AS "createdTime", source_brand AS "sourceBrand",
                source_model AS "sourceModel", source_distributor_name AS "sourceDistributorName"
           FROM ledger_record WHERE product_serial_id = $1 ORDER BY created_time DESC, id DESC LIMIT 100`;

/** The verification requests about the serial, newest first. */
export const HISTORY_REQUESTS = `SELECT ${LOG_COLUMNS} FROM product_log l WHERE l.product_serial_id = $1 ORDER BY l.requested_time DESC, l.id DESC LIMIT 100`;
