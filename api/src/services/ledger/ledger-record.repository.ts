import {BindingScope, injectable} from '@loopback/core';
import type {LedgerRecord, ProductSerial} from '../../models';
import {SqlRepository} from '../kernel/sql-repository';
import {SqlWhere} from '../kernel/sql-list';
import {LedgerAction, LedgerAnswer} from './ledger-protocol';

/** What the ledger listing narrows to, and its page. */
export interface LedgerQuery {
  from?: string;
  to?: string;
  manufacturerId?: number;
  productId?: number;
  distributorId?: number;
  error?: string;
  limit: number;
  offset: number;
}

/** A ledger record as the admin listing shows it. */
export type LedgerListingRow = Required<
  Pick<
    LedgerRecord,
    'serial' | 'brand' | 'model' | 'distributorName' | 'batchId' | 'status' | 'error' | 'createdTime' | 'serialStatus'
  >
> & {recordId: LedgerRecord['id']};

/** A serial the ledger still has to hear about, with what is sent for it. */
export type DueSerial = Required<Pick<ProductSerial, 'serial' | 'uploadId'>> & {
  /** The serial's id as text (the change key's first part). */
  id: string;
  uploadBatchId: string | null;
  brand: string;
  model: string;
  distributorName: string | null;
  action: LedgerAction;
  /** A status update's serial_status_change row, its new status and reason (action status only). */
  statusChangeId?: string;
  status?: 'available' | 'recalled' | 'ineligible';
  reason?: string;
};

/** A stored answer that failed (one of document 002's errors), for the manufacturer's notification groups. */
export type StoredFailure = Required<Pick<LedgerRecord, 'serial' | 'error'>> & {
  recordId: LedgerRecord['id'];
  manufacturerId: number;
  /** What the ledger holds (its source's), else what was sent. */
  brand: string | null;
  model: string | null;
  distributorName: string | null;
  time: Date;
};

export interface SavedAnswers {
  /** Records stored now (a change answered before is not stored again). */
  stored: number;
  failures: StoredFailure[];
}

/**
 * The ledger's answers (ledger_record): stored once per change with their effect on the serials and uploads, and
 * listed newest first for the console (with the listing's Supplier picker).
 */
@injectable({scope: BindingScope.SINGLETON})
export class LedgerRecordRepository extends SqlRepository {
  /**
   * One page and whether another follows (no count: Previous / Next with 'Page: n'). The page's ids come
   * from an index in the listing's order (by manufacturer or error when filtered, migration 090), then its rows.
   */
  async records(q: LedgerQuery): Promise<{hasNextPage: boolean; list: LedgerListingRow[]}> {
    const where = new SqlWhere();
    if (q.from) where.and(`r.created_time >= ${where.param(q.from)}::date`);
    if (q.to) where.and(`r.created_time < ${where.param(q.to)}::date + 1`);
    if (q.manufacturerId) where.and(`r.manufacturer_id = ${where.param(q.manufacturerId)}`);
    // Model and supplier narrow a manufacturer's records (the screen offers them once a manufacturer is chosen).
    if (q.productId)
      where.and(
        `EXISTS (SELECT 1 FROM product_serial ps WHERE ps.id = r.product_serial_id AND ps.product_id = ${where.param(q.productId)})`,
      );
    if (q.distributorId)
      where.and(
        `EXISTS (SELECT 1 FROM product_serial ps WHERE ps.id = r.product_serial_id AND ps.distributor_id = ${where.param(q.distributorId)})`,
      );
    if (q.error) where.and(`r.error = ${where.param(q.error)}`);
    const limit = where.param(q.limit + 1);
    const offset = where.param(q.offset);
    const {rows} = await this.pool.query<LedgerListingRow>(
      `SELECT r.id AS "recordId", r.serial, r.brand, r.model, r.distributor_name AS "distributorName", r.batch_id AS "batchId",
              r.status, r.error, r.created_time AS "createdTime", r.serial_status AS "serialStatus"
         FROM (SELECT r.id FROM ledger_record r ${where.toSql()} ORDER BY r.created_time DESC, r.id DESC
                LIMIT ${limit} OFFSET ${offset}) page
         JOIN ledger_record r ON r.id = page.id ORDER BY r.created_time DESC, r.id DESC`,
      where.params,
    );
    return {hasNextPage: rows.length > q.limit, list: rows.slice(0, q.limit)};
  }

  /** The suppliers linked to a manufacturer (the listing's Supplier picker). */
  async distributors(manufacturerId: number): Promise<Array<{distributorId: number; distributorName: string}>> {
    const {rows} = await this.pool.query(
      `SELECT d.id AS "distributorId", d.name::text AS "distributorName"
         FROM distributor_manufacturer dm JOIN distributor d ON d.id = dm.distributor_id
        WHERE dm.manufacturer_id = $1 ORDER BY d.name, d.id`,
      [manufacturerId],
    );
    return rows;
  }

  /**
   * Stores each answer once (by its change key) and sets the serial's ledger status and date, when the
   * serial still belongs to the upload it was sent for (the upload's counts follow by migration 012's
   * triggers); stamps the uploads' ledger date. One transaction.
   */
  async saveAnswers(sent: Map<string, DueSerial>, answers: LedgerAnswer[]): Promise<SavedAnswers> {
    const rows = answers.flatMap(a => {
      const s = sent.get(a.key);
      if (!s) return [];
      return [
        {
          key: a.key,
          serial_id: s.id,
          upload_id: s.uploadId,
          batch_id: s.uploadBatchId,
          serial: s.serial,
          brand: s.brand,
          model: s.model,
          distributor_name: s.distributorName,
          status: a.status,
          error: a.error,
          source_brand: a.sourceBrand,
          source_model: a.sourceModel,
          source_distributor_name: a.sourceDistributorName,
          time: a.time,
          serial_status: s.status ?? null,
          status_change_id: s.statusChangeId ?? null,
        },
      ];
    });
    if (!rows.length) return {stored: 0, failures: []};
    return this.transaction(async db => {
      const stored = await db.query<StoredFailure & {status: string}>(
        `INSERT INTO ledger_record (change_key, product_serial_id, upload_id, batch_id, serial, brand, model, distributor_name, status,
                                    error, source_brand, source_model, source_distributor_name, created_time, serial_status)
         SELECT key, serial_id, upload_id, batch_id, serial, brand, model, distributor_name, status,
                error, source_brand, source_model, source_distributor_name, coalesce(time, now()), serial_status
           FROM jsonb_to_recordset($1::jsonb) AS a(key text, serial_id bigint, upload_id int, batch_id uuid, serial text, brand text,
                model text, distributor_name text, status text, error text, source_brand text, source_model text,
                source_distributor_name text, time timestamptz, serial_status text)
         ON CONFLICT (change_key) DO NOTHING
         RETURNING id AS "recordId", status, serial, coalesce(source_brand, brand) AS brand,
                   coalesce(source_model, model) AS model, coalesce(source_distributor_name, distributor_name) AS "distributorName",
                   error, created_time AS time,
                   (SELECT manufacturer_id FROM product_serial WHERE id = product_serial_id) AS "manufacturerId"`,
        [JSON.stringify(rows)],
      );
      // A status update leaves the serial's upload answer as it is: it follows its status change instead.
      await db.query(
        `UPDATE product_serial ps SET ledger_status = a.status, ledger_date = coalesce(a.time, now())
           FROM jsonb_to_recordset($1::jsonb) AS a(serial_id bigint, upload_id int, status text, time timestamptz, serial_status text)
          WHERE ps.id = a.serial_id AND ps.upload_id IS NOT DISTINCT FROM a.upload_id AND a.serial_status IS NULL`,
        [JSON.stringify(rows)],
      );
      await db.query(
        `UPDATE serial_status_change c SET ledger_state = CASE WHEN a.status = 'fail' THEN 'failed' ELSE 'sent' END,
                ledger_at = coalesce(a.time, now())
           FROM jsonb_to_recordset($1::jsonb) AS a(status_change_id bigint, status text, time timestamptz)
          WHERE c.id = a.status_change_id`,
        [JSON.stringify(rows.filter(r => r.status_change_id !== null))],
      );
      await db.query(
        `UPDATE upload SET ledger_date = now() WHERE id IN (SELECT (x::text)::int FROM jsonb_array_elements($1::jsonb) x)`,
        [JSON.stringify([...new Set(rows.map(r => r.upload_id).filter(id => id !== null))])],
      );
      const failures = stored.rows.filter(r => r.status === 'fail' && r.manufacturerId !== null);
      return {stored: stored.rowCount ?? 0, failures: failures.map(({status: _status, ...failure}) => failure)};
    });
  }
}
