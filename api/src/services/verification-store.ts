import {PoolClient, QueryResultRow} from 'pg';
import {InstallationInput, VerificationItem} from './verification-request';
import {SerialCandidate} from './verification-rules';

/** Runs a statement as a named prepared statement: PostgreSQL parses and plans it once per connection. */
function named(db: PoolClient, name: string) {
  return {
    query: <R extends QueryResultRow = any>(text: string, values?: unknown[]) => db.query<R>({name, text, values}),
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

/** The verification's SQL: few statements per batch, each by index, never a scan. */
export const verificationStore = {
  /** Serialises the calls of one provider with one requestId until the transaction ends. */
  async lockRequest(db: PoolClient, appProviderId: number, requestId: string): Promise<void> {
    await named(db, 'vc-lock').query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [appProviderId, requestId]);
  },

  /** The batch an earlier call with this requestId recorded, if any. */
  async previousBatch(db: PoolClient, appProviderId: number, requestId: string) {
    const {rows} = await named(db, 'vc-previous').query<{request_hash: string; response_body: Buffer; response_type: string; signature: string}>(
      'SELECT request_hash, response_body, response_type, signature FROM verification_batch WHERE app_provider_id = $1 AND request_id = $2',
      [appProviderId, requestId],
    );
    return rows[0] as (typeof rows)[0] | undefined;
  },

  /** One call of the API, its raw request and signed response kept byte for byte. */
  async insertBatch(db: PoolClient, b: {
    id: string; appProviderId: number; requestId: string; requestHash: string; requestType: number; requestFormat: string; requestBody: Buffer;
    responseFormat: string; responseBody: Buffer; signature: string; installationId: number | null;
  }): Promise<void> {
    await named(db, 'vc-insert-batch').query(
      `INSERT INTO verification_batch (id, app_provider_id, request_id, request_hash, request_type, content_type, request_body, response_type,
         response_body, signature, installation_id) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
      [b.id, b.appProviderId, b.requestId, b.requestHash, b.requestType, b.requestFormat, b.requestBody, b.responseFormat, b.responseBody,
        b.signature, b.installationId],
    );
  },

  /** Every stored serial with one of these normalised serials, in any brand; locked when installing. */
  async serials(db: PoolClient, norms: string[], lock: boolean): Promise<Map<string, SerialDetails[]>> {
    const {rows} = await named(db, `vc-serials-${lock}`).query(
      `SELECT ps.id, ps.brand_id AS "brandId", b.name AS brand, ps.manufacturer_id AS "manufacturerId", ps.product_id AS "productId",
              p.model, ps.state, ps.installation_id AS "installationId", p.approved_date AS "approvedDate", p.expiry_date AS "expiryDate",
              pl.line_name AS "productLine", pw.component_in_years AS "componentInYears", pw.component_warranty_link AS "componentWarrantyLink",
              pw.performance_in_years AS "performanceInYears", pw.performance_warranty_link AS "performanceWarrantyLink",
              ps.ledger_status AS "ledgerStatus", ps.serial_norm
         FROM product_serial ps
         JOIN product p ON p.id = ps.product_id
         JOIN brand b ON b.id = ps.brand_id
         LEFT JOIN product_line pl ON pl.id = p.product_line_id
         LEFT JOIN product_warranty pw ON pw.product_line_id = pl.id
        WHERE ps.serial_norm = ANY($1::text[])
        ORDER BY ps.id
        ${lock ? 'FOR UPDATE OF ps' : ''}`,
      [norms],
    );
    const bySerial = new Map<string, SerialDetails[]>();
    for (const row of rows) {
      const list = bySerial.get(row.serial_norm) ?? [];
      list.push(row);
      bySerial.set(row.serial_norm, list);
    }
    return bySerial;
  },

  /** Known brands among those sent (case-insensitive), with the manufacturer that owns each. */
  async brands(db: PoolClient, names: string[]): Promise<Map<string, {id: number; manufacturerId: number | null}>> {
    const {rows} = await named(db, 'vc-brands').query<{id: number; name: string; manufacturer_id: number | null}>(
      `SELECT b.id, lower(b.name::text) AS name, m.id AS manufacturer_id FROM brand b LEFT JOIN manufacturer m ON m.brand_id = b.id
        WHERE b.name = ANY($1::citext[])`,
      [names],
    );
    return new Map(rows.map(r => [r.name, {id: r.id, manufacturerId: r.manufacturer_id}]));
  },

  /** Earlier installations that count as this same one: same installer, owner, date and postcode. */
  async sameInstallations(db: PoolClient, i: InstallationInput): Promise<number[]> {
    const {rows} = await named(db, 'vc-same-installations').query<{id: number}>(
      `SELECT id FROM installation WHERE installation_date = $1 AND installer_acc_code IS NOT DISTINCT FROM $2
          AND lower(owner_email) IS NOT DISTINCT FROM lower($3) AND post_code IS NOT DISTINCT FROM $4`,
      [i.date, i.installerAccreditationCode ?? null, i.ownerEmail ?? null, i.address.postcode ?? null],
    );
    return rows.map(r => r.id);
  },

  async createInstallation(db: PoolClient, i: InstallationInput, appProviderId: number): Promise<number> {
    const a = i.address;
    const {rows} = await named(db, 'vc-create-installation').query<{id: number}>(
      `INSERT INTO installation (installation_date, owner_first_name, owner_email, unit_type, unit_number, street_number, street_name,
         street_type, city, state, post_code, country, latitude, longitude, is_manual_location, installer_acc_code, retailer_name,
         rated_power_w, app_provider_id)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,COALESCE($12,'Australia'),$13,$14,$15,$16,$17,$18,$19) RETURNING id`,
      [i.date, i.ownerFirstName ?? null, i.ownerEmail ?? null, a.unitType ?? null, a.unitNumber ?? null, a.streetNumber ?? null,
        a.streetName ?? null, a.streetType ?? null, a.city ?? null, a.state?.toUpperCase() ?? null, a.postcode ?? null, a.country ?? null,
        a.latitude ?? null, a.longitude ?? null, a.isManualLocation ?? false, i.installerAccreditationCode ?? null, i.retailerName ?? null,
        i.ratedPower === undefined ? null : Math.round(i.ratedPower), appProviderId],
    );
    return rows[0].id;
  },

  async markInstalled(db: PoolClient, serialIds: number[], installationId: number): Promise<void> {
    if (!serialIds.length) return;
    await named(db, 'vc-mark-installed').query(`UPDATE product_serial SET state = 'installed', installation_id = $2 WHERE id = ANY($1::bigint[]) AND state <> 'installed'`, [
      serialIds,
      installationId,
    ]);
  },

  async insertLogs(
    db: PoolClient,
    batchId: string,
    logs: Array<{item: VerificationItem; norm: string; serial?: SerialDetails; manufacturerId: number | null; verified: boolean; reason: string}>,
    common: {requesterName: string; requesterAbn: string | null; requesterType: number; appName: string; latitude: number | null; longitude: number | null; installationId: number | null},
  ): Promise<number[]> {
    const {rows} = await named(db, 'vc-insert-logs').query<{id: number}>(
      `INSERT INTO product_log (batch_id, product_serial_id, manufacturer_id, product_id, installation_id, failed_serial, serial_norm,
         requested_brand, requested_model, requester_name, requester_abn, requester_type, requester_app_name, latitude, longitude,
         is_parralel_import, parralel_import_comment, status, reason)
       SELECT $1, s.serial_id, s.manufacturer_id, s.product_id, $2, s.failed_serial, s.serial_norm, s.brand, s.model, $3, $4, $5, $6, $7, $8,
              s.comment IS NOT NULL, s.comment, s.status, s.reason
         FROM unnest($9::bigint[], $10::int[], $11::int[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::smallint[], $18::text[])
              WITH ORDINALITY AS s(serial_id, manufacturer_id, product_id, failed_serial, serial_norm, brand, model, comment, status, reason, n)
        ORDER BY s.n
       RETURNING id`,
      [batchId, common.installationId, common.requesterName, common.requesterAbn, common.requesterType, common.appName, common.latitude, common.longitude,
        logs.map(l => l.serial?.id ?? null), logs.map(l => l.manufacturerId), logs.map(l => l.serial?.productId ?? null),
        logs.map(l => l.item.serial), logs.map(l => l.norm), logs.map(l => l.item.brand), logs.map(l => l.item.model),
        logs.map(l => l.item.parallelImportComment ?? null), logs.map(l => (l.verified ? 1 : 0)), logs.map(l => l.reason)],
    );
    return rows.map(r => r.id);
  },
};
