import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';
import {LedgerAction, LedgerAnswer} from './ledger-protocol';

/** A serial the ledger still has to hear about, with what is sent for it. */
export interface DueSerial {
  id: string;
  uploadId: number | null;
  uploadBatchId: string | null;
  serial: string;
  brand: string;
  model: string;
  distributorName: string | null;
  action: LedgerAction;
}

/** A stored answer that failed (one of document 002's errors), for the manufacturer's notification groups. */
export interface StoredFailure {
  recordId: string;
  manufacturerId: number;
  serial: string;
  brand: string | null;
  model: string | null;
  distributorName: string | null;
  error: string | null;
  time: Date;
}

export interface SavedAnswers {
  /** Records stored now (a change answered before is not stored again). */
  stored: number;
  failures: StoredFailure[];
}

export interface ConnectorState {
  failures: number;
  retryAfter: Date | null;
}

const RUN_LOCK = "hashtext('voltcheck.ledger-submission')";

/** The ledger submission's SQL: due serials, the answers stored, the connector's shared back-off. */
@injectable({scope: BindingScope.SINGLETON})
export class LedgerStore extends SqlRepository {
  /**
   * Runs `work` holding the one submission lock of all replicas (a session advisory lock, let go if the
   * process dies); answers undefined at once when another process holds it.
   */
  async exclusively<T>(work: () => Promise<T>): Promise<T | undefined> {
    const db = await this.pool.connect();
    try {
      const {rows} = await db.query<{locked: boolean}>(`SELECT pg_try_advisory_lock(${RUN_LOCK}) AS locked`);
      if (!rows[0].locked) return undefined;
      try {
        return await work();
      } finally {
        await db.query(`SELECT pg_advisory_unlock(${RUN_LOCK})`);
      }
    } finally {
      db.release();
    }
  }

  /** Serials never answered, withdrawn since their answer, or back since the ledger deleted them (the partial index of migration 045). */
  async due(limit: number): Promise<DueSerial[]> {
    const {rows} = await this.pool.query<DueSerial>(
      `SELECT ps.id::text AS id, ps.upload_id AS "uploadId", u.batch_id AS "uploadBatchId", ps.serial, b.name::text AS brand,
              p.model::text AS model, d.name::text AS "distributorName",
              CASE WHEN ps.state = 'withdrawn' THEN 'delete' WHEN ps.ledger_status = 'deleted' THEN 'restore' ELSE 'new' END AS action
         FROM product_serial ps
         JOIN brand b ON b.id = ps.brand_id
         JOIN product p ON p.id = ps.product_id
         LEFT JOIN distributor d ON d.id = ps.distributor_id
         LEFT JOIN upload u ON u.id = ps.upload_id
        WHERE ps.ledger_status = 'pending' OR (ps.state = 'withdrawn') <> (ps.ledger_status = 'deleted')
        ORDER BY ps.id
        LIMIT $1`,
      [limit],
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
        },
      ];
    });
    if (!rows.length) return {stored: 0, failures: []};
    return this.transaction(async db => {
      const stored = await db.query<StoredFailure & {status: string}>(
        `INSERT INTO ledger_record (change_key, product_serial_id, upload_id, batch_id, serial, brand, model, distributor_name, status,
                                    error, source_brand, source_model, source_distributor_name, created_time)
         SELECT key, serial_id, upload_id, batch_id, serial, brand, model, distributor_name, status,
                error, source_brand, source_model, source_distributor_name, coalesce(time, now())
           FROM jsonb_to_recordset($1::jsonb) AS a(key text, serial_id bigint, upload_id int, batch_id uuid, serial text, brand text,
                model text, distributor_name text, status text, error text, source_brand text, source_model text,
                source_distributor_name text, time timestamptz)
         ON CONFLICT (change_key) DO NOTHING
         RETURNING id AS "recordId", status, serial, coalesce(source_brand, brand) AS brand,
                   coalesce(source_model, model) AS model, coalesce(source_distributor_name, distributor_name) AS "distributorName",
                   error, created_time AS time,
                   (SELECT manufacturer_id FROM product_serial WHERE id = product_serial_id) AS "manufacturerId"`,
        [JSON.stringify(rows)],
      );
      await db.query(
        `UPDATE product_serial ps SET ledger_status = a.status, ledger_date = coalesce(a.time, now())
           FROM jsonb_to_recordset($1::jsonb) AS a(serial_id bigint, upload_id int, status text, time timestamptz)
          WHERE ps.id = a.serial_id AND ps.upload_id IS NOT DISTINCT FROM a.upload_id`,
        [JSON.stringify(rows)],
      );
      await db.query(
        `UPDATE upload SET ledger_date = now() WHERE id IN (SELECT (x::text)::int FROM jsonb_array_elements($1::jsonb) x)`,
        [JSON.stringify([...new Set(rows.map(r => r.upload_id).filter(id => id !== null))])],
      );
      const failures = stored.rows.filter(r => r.status === 'fail' && r.manufacturerId !== null);
      return {stored: stored.rowCount ?? 0, failures: failures.map(({status: _status, ...failure}) => failure)};
    });
  }

  async connectorState(): Promise<ConnectorState> {
    const {rows} = await this.pool.query<ConnectorState>(
      'SELECT failures, retry_after AS "retryAfter" FROM ledger_connector_state WHERE id = 1',
    );
    return rows[0] ?? {failures: 0, retryAfter: null};
  }

  /** One more failure: nobody calls the ledger again before now + the wait. */
  async recordFailure(error: string, waitMs: (failures: number) => number): Promise<void> {
    const {failures} = await this.connectorState();
    await this.pool.query(
      `UPDATE ledger_connector_state SET failures = failures + 1, last_error = $1,
              retry_after = now() + make_interval(secs => $2::double precision / 1000) WHERE id = 1`,
      [error, waitMs(failures + 1)],
    );
  }

  async recordSuccess(): Promise<void> {
    await this.pool.query(
      `UPDATE ledger_connector_state SET failures = 0, retry_after = NULL, last_success = now() WHERE id = 1 AND (failures > 0 OR retry_after IS NOT NULL OR last_success IS NULL OR last_success < now() - interval '1 minute')`,
    );
  }
}
