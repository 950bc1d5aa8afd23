import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';
import type {DueSerial} from './ledger-record.repository';

/** A supplier link due at the ledger. */
export interface DueLink {
  distributorId: number;
  manufacturerId: number;
  brand: string;
  supplier: string;
}

export interface ConnectorState {
  failures: number;
  retryAfter: Date | null;
}

const RUN_LOCK = "hashtext('voltcheck.ledger-submission')";

/**
 * What the ledger submission reads and holds besides the answers it stores: the serials due, its one lock
 * across replicas, and the connector's shared back-off (ledger_connector_state).
 */
@injectable({scope: BindingScope.SINGLETON})
export class LedgerSubmissionRepository extends SqlRepository {
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
        WHERE (ps.ledger_status = 'pending' OR (ps.state = 'withdrawn') <> (ps.ledger_status = 'deleted'))
          AND NOT ps.sandbox -- the sandbox's test serials never reach the ledger
        ORDER BY ps.id
        LIMIT $1`,
      [limit],
    );
    return rows;
  }

  /**
   * Status changes the ledger has not heard of (serial_status_change.ledger_state pending, migration 140's
   * partial index), oldest first, as status updates of their serials.
   */
  async dueStatusChanges(limit: number): Promise<DueSerial[]> {
    if (limit <= 0) return [];
    const {rows} = await this.pool.query<DueSerial>(
      `SELECT ps.id::text AS id, NULL::int AS "uploadId", NULL::uuid AS "uploadBatchId", ps.serial, b.name::text AS brand,
              p.model::text AS model, d.name::text AS "distributorName", 'status' AS action,
              c.id::text AS "statusChangeId", c.to_status AS status, c.reason
         FROM serial_status_change c
         JOIN product_serial ps ON ps.id = c.product_serial_id
         JOIN brand b ON b.id = ps.brand_id
         JOIN product p ON p.id = ps.product_id
         LEFT JOIN distributor d ON d.id = ps.distributor_id
        WHERE c.ledger_state = 'pending' AND NOT ps.sandbox
        ORDER BY c.id
        LIMIT $1`,
      [limit],
    );
    return rows;
  }

  /** Supplier links the ledger has not been told of (migration 176), as the brand and the supplier's name. */
  async dueLinks(limit: number): Promise<DueLink[]> {
    const {rows} = await this.pool.query<DueLink>(
      `SELECT dm.distributor_id AS "distributorId", dm.manufacturer_id AS "manufacturerId", b.name::text AS brand,
              d.name::text AS supplier
         FROM distributor_manufacturer dm
         JOIN distributor d ON d.id = dm.distributor_id
         JOIN manufacturer m ON m.id = dm.manufacturer_id
         JOIN brand b ON b.id = m.brand_id
        WHERE dm.ledger_sent_at IS NULL
        ORDER BY dm.manufacturer_id, dm.distributor_id
        LIMIT $1`,
      [limit],
    );
    return rows;
  }

  async markLinksSent(links: DueLink[]): Promise<void> {
    await this.pool.query(
      `UPDATE distributor_manufacturer dm SET ledger_sent_at = now()
         FROM unnest($1::int[], $2::int[]) AS l(distributor_id, manufacturer_id)
        WHERE dm.distributor_id = l.distributor_id AND dm.manufacturer_id = l.manufacturer_id`,
      [links.map(l => l.distributorId), links.map(l => l.manufacturerId)],
    );
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
