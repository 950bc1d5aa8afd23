import {BindingScope, injectable} from '@loopback/core';
import {Pool, PoolClient, QueryResultRow} from 'pg';
import {SqlRepository} from '../kernel/sql-repository';
import {PLAN_ONCE} from '../../database/transaction';
import {InstallationInput, VerificationItem} from './verification-request';
import {SerialCandidate} from './verification-rules';

/** Runs a statement as a named prepared statement: PostgreSQL parses and plans it once per connection. */
function named(db: Pool | PoolClient, name: string) {
  return {
    query: <R extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]) =>
      db.query<R>({name, text, values}),
  };
}

/** Product details an answer carries for a known serial. */
export interface SerialDetails extends SerialCandidate {
  productLine: string | null;
  componentInYears: string | null;
  componentWarrantyLink: string | null;
  performanceInYears: string | null;
  performanceWarrantyLink: string | null;
  ledgerStatus: string;
}

/** An earlier call's recorded answer. */
export interface PreviousBatch {
  request_hash: string;
  response_body: Buffer;
  response_type: string;
  signature: string;
}

/** A batch as recorded: its raw exchange and signed answer. */
export interface RecordedBatch {
  id: string;
  appProviderId: number;
  requestId: string;
  requestHash: string;
  requestType: number;
  requestFormat: string;
  requestBody: Buffer;
  responseFormat: string;
  responseBody: Buffer;
  signature: string;
}

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
 * The verification's SQL, two statements per batch (one read, one write) inside BEGIN and COMMIT,
 * each by index, never a scan: every round trip saved is PostgreSQL time saved at volume.
 * Idempotency needs no lock: the unique key (app_provider_id, request_id) of verification_batch
 * lets exactly one call with a requestId commit; a concurrent twin fails on it and replays.
 */
@injectable({scope: BindingScope.SINGLETON})
export class VerificationStore extends SqlRepository {
  /**
   * Opens the batch's transaction. Generic plans: the two statements are planned once per
   * connection instead of on every call (their shape never depends on the values), in the same
   * round trip as BEGIN.
   */
  async begin(db: PoolClient): Promise<void> {
    await db.query(`BEGIN; ${PLAN_ONCE}`);
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

  /** The batch an earlier call with this requestId recorded, if any. */
  async previousBatch(appProviderId: number, requestId: string): Promise<PreviousBatch | undefined> {
    const {rows} = await named(this.pool, 'vc-previous').query<PreviousBatch>(
      'SELECT request_hash, response_body, response_type, signature FROM verification_batch WHERE app_provider_id = $1 AND request_id = $2',
      [appProviderId, requestId],
    );
    return rows[0];
  }

  /** A provider's own batch by its id. */
  async batchById(appProviderId: number, batchId: string): Promise<PreviousBatch | undefined> {
    const {rows} = await this.pool.query<PreviousBatch>(
      'SELECT request_hash, response_body, response_type, signature FROM verification_batch WHERE app_provider_id = $1 AND id = $2',
      [appProviderId, batchId],
    );
    return rows[0];
  }

  /** True when `err` is the unique key of (provider, requestId): another call recorded this requestId first. */
  isRequestIdTaken(err: unknown): boolean {
    const e = err as {code?: string; constraint?: string};
    return e.code === '23505' && e.constraint === 'verification_batch_app_provider_id_request_id_key';
  }

  /**
   * Everything a batch is decided on, in one statement: an earlier call's answer to this requestId,
   * every stored serial with one of these normalised serials in any brand (locked, in id order,
   * when installing), the known brands sent, the earlier installations that count as this same one
   * (by the whole key of installation_same_idx, migration 010),
   * and the installation the batch records: the first of those, or else a fresh id (drawn now
   * because the signed answer carries it).
   */
  async readForDecision(
    db: PoolClient,
    q: {
      appProviderId: number;
      requestId: string;
      norms: string[];
      brandNames: string[];
      installation: InstallationInput | null;
    },
  ): Promise<DecisionInputs> {
    const lock = q.installation !== null;
    const i = q.installation;
    const {
      rows: [row],
    } = await named(db, `vc-read-${lock}`).query<{
      serials: Array<SerialDetails & {serial_norm: string}>;
      brands: Array<{id: number; name: string; manufacturer_id: number | null}>;
      same: number[];
      new_installation_id: number | null;
      previous: (Omit<PreviousBatch, 'response_body'> & {response_body: string}) | null;
    }>(
      `WITH same AS (
         SELECT id FROM installation
          WHERE $3::date IS NOT NULL AND installation_date = $3 AND coalesce(installer_acc_code, '') = coalesce($4, '')
            AND coalesce(lower(owner_email), '') = coalesce(lower($5), '') AND coalesce(post_code, '') = coalesce($6, ''))
       SELECT
         (SELECT coalesce(json_agg(x), '[]') FROM (
            SELECT ps.id, ps.brand_id AS "brandId", b.name AS brand, ps.manufacturer_id AS "manufacturerId", ps.product_id AS "productId",
                   p.model, ps.state, ps.installation_id AS "installationId", p.approved_date AS "approvedDate", p.expiry_date AS "expiryDate",
                   pl.line_name AS "productLine", pw.component_in_years::text AS "componentInYears", pw.component_warranty_link AS "componentWarrantyLink",
                   pw.performance_in_years::text AS "performanceInYears", pw.performance_warranty_link AS "performanceWarrantyLink",
                   ps.ledger_status AS "ledgerStatus", ps.serial_norm
              FROM product_serial ps
              JOIN product p ON p.id = ps.product_id
              JOIN brand b ON b.id = ps.brand_id
              LEFT JOIN product_line pl ON pl.id = p.product_line_id
              LEFT JOIN product_warranty pw ON pw.product_line_id = pl.id
             WHERE ps.serial_norm = ANY($1::text[])
             ORDER BY ps.id
             ${lock ? 'FOR UPDATE OF ps' : ''}) x) AS serials,
         (SELECT coalesce(json_agg(json_build_object('id', b.id, 'name', lower(b.name::text), 'manufacturer_id', m.id)), '[]')
            FROM brand b LEFT JOIN manufacturer m ON m.brand_id = b.id WHERE b.name = ANY($2::citext[])) AS brands,
         (SELECT coalesce(json_agg(id ORDER BY id), '[]') FROM same) AS same,
         CASE WHEN $3::date IS NOT NULL AND NOT EXISTS (SELECT 1 FROM same) THEN nextval('installation_id_seq')::int END AS new_installation_id,
         (SELECT json_build_object('request_hash', request_hash, 'response_body', encode(response_body, 'base64'), 'response_type', response_type,
                                   'signature', signature)
            FROM verification_batch WHERE app_provider_id = $7 AND request_id = $8) AS previous`,
      [
        q.norms,
        q.brandNames,
        i?.date ?? null,
        i?.installerAccreditationCode ?? null,
        i?.ownerEmail ?? null,
        i?.address.postcode ?? null,
        q.appProviderId,
        q.requestId,
      ],
    );
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
        ? {...row.previous, response_body: Buffer.from(row.previous.response_body, 'base64')}
        : undefined,
    };
  }

  /**
   * Everything a batch leaves behind, in one statement: the installation (created when it is new),
   * its verified serials marked installed, the batch with its raw request and signed answer kept
   * byte for byte, and one log per item. Returns the log ids in item order.
   */
  async recordDecision(
    db: PoolClient,
    r: {
      batch: RecordedBatch;
      installation: DecisionInputs['installation'];
      installationInput: InstallationInput | null;
      installedSerialIds: number[];
      logs: Array<{
        item: VerificationItem;
        norm: string;
        serial?: SerialDetails;
        manufacturerId: number | null;
        verified: boolean;
        reason: string;
      }>;
      common: {
        requesterName: string;
        requesterAbn: string | null;
        appName: string;
        latitude: number | null;
        longitude: number | null;
      };
    },
  ): Promise<number[]> {
    const b = r.batch;
    const i = r.installation?.isNew ? r.installationInput : null;
    const a = i?.address;
    const {rows} = await named(db, 'vc-record').query<{id: number}>(
      `WITH new_installation AS (
         INSERT INTO installation (id, installation_date, owner_first_name, owner_email, unit_type, unit_number, street_number, street_name,
           street_type, city, state, post_code, country, latitude, longitude, is_manual_location, installer_acc_code, retailer_name,
           rated_power_w, app_provider_id)
         SELECT $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, COALESCE($24, 'Australia'), $25, $26, $27, $28, $29, $30, $2
          WHERE $13::date IS NOT NULL
         RETURNING id
       ), installed AS (
         UPDATE product_serial SET state = 'installed', installation_id = $12
          WHERE id = ANY($31::bigint[]) AND state <> 'installed' AND $12::int IS NOT NULL
       ), batch AS (
         INSERT INTO verification_batch (id, app_provider_id, request_id, request_hash, request_type, content_type, request_body, response_type,
           response_body, signature, installation_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $12)
       )
       INSERT INTO product_log (batch_id, product_serial_id, manufacturer_id, product_id, installation_id, failed_serial, serial_norm,
         requested_brand, requested_model, requester_name, requester_abn, requester_type, requester_app_name, latitude, longitude,
         is_parralel_import, parralel_import_comment, status, reason)
       SELECT $1, s.serial_id, s.manufacturer_id, s.product_id, $12, s.failed_serial, s.serial_norm, s.brand, s.model, $32, $33, $5, $11, $34, $35,
              s.comment IS NOT NULL, s.comment, s.status, s.reason
         FROM unnest($36::bigint[], $37::int[], $38::int[], $39::text[], $40::text[], $41::text[], $42::text[], $43::text[], $44::smallint[], $45::text[])
              WITH ORDINALITY AS s(serial_id, manufacturer_id, product_id, failed_serial, serial_norm, brand, model, comment, status, reason, n)
        ORDER BY s.n
       RETURNING id`,
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
        r.common.appName,
        r.installation?.id ?? null,
        i?.date ?? null,
        i?.ownerFirstName ?? null,
        i?.ownerEmail ?? null,
        a?.unitType ?? null,
        a?.unitNumber ?? null,
        a?.streetNumber ?? null,
        a?.streetName ?? null,
        a?.streetType ?? null,
        a?.city ?? null,
        a?.state?.toUpperCase() ?? null,
        a?.postcode ?? null,
        a?.country ?? null,
        a?.latitude ?? null,
        a?.longitude ?? null,
        a?.isManualLocation ?? false,
        i?.installerAccreditationCode ?? null,
        i?.retailerName ?? null,
        i?.ratedPower === undefined || i === null ? null : Math.round(i.ratedPower),
        r.installedSerialIds,
        r.common.requesterName,
        r.common.requesterAbn,
        r.common.latitude,
        r.common.longitude,
        r.logs.map(l => l.serial?.id ?? null),
        r.logs.map(l => l.manufacturerId),
        r.logs.map(l => l.serial?.productId ?? null),
        r.logs.map(l => l.item.serial),
        r.logs.map(l => l.norm),
        r.logs.map(l => l.item.brand),
        r.logs.map(l => l.item.model),
        r.logs.map(l => l.item.parallelImportComment ?? null),
        r.logs.map(l => (l.verified ? 1 : 0)),
        r.logs.map(l => l.reason),
      ],
    );
    return rows.map(row => row.id);
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
}
