import {BindingScope, injectable} from '@loopback/core';
import {PoolClient} from 'pg';
import {PLAN_ONCE} from '../../database/transaction';

/** Read by the counting triggers (migration 150): this transaction's writes are counted through count_batch. */
const COUNTS_BY_BATCH = 'SET LOCAL voltcheck.counts_by_batch = on';
import {SqlRepository} from '../kernel/sql-repository';
import {claimPremisesStatement} from './premises.sql';
import type {PremisesClaim} from './premises-rules';
import {
  batchByIdStatement,
  DecisionQuery,
  DecisionRecord,
  DecisionRow,
  linkModulesStatement,
  PreviousBatch,
  PreviousBatchColumns,
  previousBatchStatement,
  previousOf,
  readForDecisionStatement,
  readSystemsStatement,
  RecordedBatch,
  recordDecisionStatement,
  SerialDetails,
  SystemsRow,
} from './verification-batch-decision.sql';
import {
  BatchDetail,
  CurrentSerialStatus,
  currentStatusStatement,
  detailStatement,
  exchangeStatement,
  ProviderBatch,
  recentOfStatement,
} from './verification-batch-views.sql';

export type {
  DecisionQuery,
  DecisionRecord,
  PreviousBatch,
  RecordedBatch,
  SerialDetails,
  SystemsRow,
} from './verification-batch-decision.sql';
export type {BatchDetail, BatchInstallation, CurrentSerialStatus, ProviderBatch} from './verification-batch-views.sql';

/** What readForDecision found. */
export interface DecisionInputs {
  /** The batch an earlier call with this requestId recorded: then nothing else matters. */
  previous?: PreviousBatch;
  serials: Map<string, SerialDetails[]>;
  /** lower(brand name) → brand */
  brands: Map<string, {id: number; manufacturerId: number | null}>;
  sameInstallationIds: number[];
  /** The installation the batch records (installation requests only); isNew: it is to be created. */
  installation: {id: number; isNew: boolean} | null;
}

/**
 * The verification batches. A call is two statements (one read, one write) inside BEGIN and COMMIT, each by index,
 * never a scan: every round trip saved is PostgreSQL time saved at volume. Idempotency needs no lock: the unique
 * key (app_provider_id, request_id) lets exactly one call with a requestId commit; a concurrent twin fails on it
 * and replays.
 */
@injectable({scope: BindingScope.SINGLETON})
export class VerificationBatchRepository extends SqlRepository {
  /**
   * Opens the batch's transaction. Generic plans: the two statements are planned once per connection instead of on
   * every call (their shape never depends on the values), in the same round trip as BEGIN. The counting triggers stand
   * aside: the write records the batch's counts as one count_batch row instead (migration 150).
   */
  async begin(db: PoolClient): Promise<void> {
    await db.query(`BEGIN; ${PLAN_ONCE}; ${COUNTS_BY_BATCH}`);
  }

  /** A client of its own for a batch's transaction. */
  connect(): Promise<PoolClient> {
    return this.pool.connect();
  }

  async commit(db: PoolClient): Promise<void> {
    await db.query('COMMIT');
  }

  async rollback(db: PoolClient): Promise<void> {
    await db.query('ROLLBACK');
  }

  /** Test mode: a point to undo a batch's writes to, inside its transaction. */
  async savepoint(db: PoolClient): Promise<void> {
    await db.query('SAVEPOINT test_mode');
  }

  async rollbackToSavepoint(db: PoolClient): Promise<void> {
    await db.query('ROLLBACK TO SAVEPOINT test_mode');
  }

  /** Everything a batch is decided on, in one statement (readForDecisionStatement). */
  async readForDecision(db: PoolClient, q: DecisionQuery): Promise<DecisionInputs> {
    const {
      rows: [row],
    } = await db.query<DecisionRow>(readForDecisionStatement(q));
    const serials = new Map<string, SerialDetails[]>();
    for (const serial of row.serials) {
      const list = serials.get(serial.serial_norm) ?? [];
      list.push(serial);
      serials.set(serial.serial_norm, list);
    }
    return {
      serials,
      brands: new Map(row.brands.map(b => [b.name, {id: b.id, manufacturerId: b.manufacturer_id}])),
      sameInstallationIds: row.same,
      installation: row.same.length
        ? {id: row.same[0], isNew: false}
        : row.new_installation_id === null
          ? null
          : {id: row.new_installation_id, isNew: true},
      previous: row.previous
        ? previousOf({...row.previous, response_body: Buffer.from(row.previous.response_body, 'base64')})
        : undefined,
    };
  }

  /** Everything a batch leaves behind, in one statement (recordDecisionStatement). Returns the log ids in item order. */
  async recordDecision(db: PoolClient, r: DecisionRecord): Promise<number[]> {
    const {rows} = await db.query<{id: number}>(recordDecisionStatement(r));
    return rows.map(row => row.id);
  }

  /** The stored systems behind a request's units (readSystemsStatement): read only when the request has one. */
  async readSystems(
    db: PoolClient,
    unitIds: number[],
    unitProductIds: number[],
    nmi: string | null,
  ): Promise<SystemsRow> {
    const {rows} = await db.query<SystemsRow>(readSystemsStatement(unitIds, unitProductIds, nmi));
    return rows[0];
  }

  /**
   * Records what an installation claims of its premises; false when another installation claimed them first (a first
   * system's NMI taken meanwhile, or an upgrade's row changed): the caller decides the request again.
   */
  async claimPremises(db: PoolClient, installationId: number, claims: PremisesClaim[]): Promise<boolean> {
    for (const claim of claims)
      if (!(await db.query(claimPremisesStatement(installationId, claim))).rowCount) return false;
    return true;
  }

  /** Records an installed system's modules that had no unit under it. */
  async linkModules(db: PoolClient, links: Array<{unitId: number; moduleId: number}>): Promise<void> {
    if (links.length) await db.query(linkModulesStatement(links));
  }

  /** A test-mode call's batch alone, marked as test: administrators see it, idempotency replays it, nothing else. */
  async recordTestBatch(db: PoolClient, b: RecordedBatch): Promise<void> {
    await db.query(
      `INSERT INTO verification_batch (id, app_provider_id, request_id, request_hash, request_type, content_type, request_body,
         response_type, response_body, signature, is_test)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true)`,
      [
        b.id,
        b.appProviderId,
        b.requestId,
        b.requestHash,
        b.requestType,
        b.requestFormat,
        b.requestBody,
        b.responseFormat,
        b.responseBody,
        b.signature,
      ],
    );
  }

  /** A serial's photo of a batch, stored under `key` (the file itself is in the storage). */
  async recordPhoto(
    db: PoolClient,
    photo: {
      serialId: number | null;
      logId: number;
      serial: string;
      appName: string;
      key: string;
      type: string;
      verified: boolean;
    },
  ): Promise<void> {
    await db.query(
      `INSERT INTO serial_image (product_serial_id, product_log_id, serial, app_name, file_key, content_type, status) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
      [photo.serialId, photo.logId, photo.serial, photo.appName, photo.key, photo.type, photo.verified ? 1 : 0],
    );
  }

  /** True when `err` is the unique key of (provider, requestId): another call recorded this requestId first. */
  isRequestIdTaken(err: unknown): boolean {
    const e = err as {code?: string; constraint?: string};
    return e.code === '23505' && e.constraint === 'verification_batch_app_provider_id_request_id_key';
  }

  /** The batch an earlier call with this requestId recorded, if any. */
  async previousBatch(appProviderId: number, requestId: string): Promise<PreviousBatch | undefined> {
    const {rows} = await this.pool.query<PreviousBatchColumns>(previousBatchStatement(appProviderId, requestId));
    return rows[0] && previousOf(rows[0]);
  }

  /** A provider's own batch by its id. */
  async batchById(appProviderId: number, batchId: string): Promise<PreviousBatch | undefined> {
    const {rows} = await this.pool.query<PreviousBatchColumns>(batchByIdStatement(appProviderId, batchId));
    return rows[0] && previousOf(rows[0]);
  }

  /** A batch's raw request or signed response as kept, with its wire format; undefined when there is no such batch. */
  async exchange(batchId: string, part: 'request' | 'response'): Promise<{body: Buffer; format: string} | undefined> {
    return (await this.pool.query<{body: Buffer; format: string}>(exchangeStatement(batchId, part))).rows[0];
  }

  /** The serials of a provider's stored answer that are not available now (a past-answer lookup tells them). */
  async currentStatuses(
    appProviderId: number,
    key: {batchId: string} | {requestId: string},
  ): Promise<CurrentSerialStatus[]> {
    return (await this.pool.query<CurrentSerialStatus>(currentStatusStatement(appProviderId, key))).rows;
  }

  /** A provider's newest batches (test-mode ones marked), for administrators. */
  async recentOf(providerId: number, limit: number): Promise<ProviderBatch[]> {
    return (await this.pool.query<ProviderBatch>(recentOfStatement(providerId, limit))).rows;
  }

  /** One batch: its exchange's facts, the app that sent it, the installation it created (its items are its logs). */
  async detail(batchId: string): Promise<BatchDetail | undefined> {
    return (await this.pool.query<BatchDetail>(detailStatement(batchId))).rows[0];
  }
}
