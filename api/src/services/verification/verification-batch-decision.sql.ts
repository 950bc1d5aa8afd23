import type {QueryConfig} from 'pg';
import type {VerificationBatch} from '../../models';
import type {InstallationInput, VerificationItem} from './verification-request';
import type {SerialCandidate} from './verification-rules';
import type {PremisesSystem} from './premises-rules';

/**
 * The statements of a verification batch: the replay lookup, the one read and the one write. Each is a named
 * prepared statement (PostgreSQL parses and plans it once per connection); their text and names are what the raw
 * baseline of the verification benchmark issues too, and docs/performance.md gives their plans.
 */

/** Product details an answer carries for a known serial. */
export type SerialDetails = SerialCandidate & {
  productLine: string | null;
  componentInYears: string | null;
  componentWarrantyLink: string | null;
  performanceInYears: string | null;
  performanceWarrantyLink: string | null;
  ledgerStatus: string;
};

/** An earlier call's recorded answer. */
export type PreviousBatch = Pick<VerificationBatch, 'requestHash' | 'responseBody' | 'responseFormat' | 'signature'>;

/** A batch as recorded: its raw exchange and signed answer. */
export type RecordedBatch = Pick<
  VerificationBatch,
  | 'id'
  | 'appProviderId'
  | 'requestId'
  | 'requestHash'
  | 'requestType'
  | 'requestFormat'
  | 'requestBody'
  | 'responseFormat'
  | 'responseBody'
  | 'signature'
>;

/** The columns the replay statements answer, as named in the table. */
export interface PreviousBatchColumns {
  request_hash: string;
  response_body: Buffer;
  response_type: string;
  signature: string;
}

export const previousOf = (row: PreviousBatchColumns): PreviousBatch => ({
  requestHash: row.request_hash,
  responseBody: row.response_body,
  responseFormat: row.response_type,
  signature: row.signature,
});

const PREVIOUS =
  'SELECT request_hash, response_body, response_type, signature FROM verification_batch WHERE app_provider_id = $1 AND request_id = $2';

/** The batch an earlier call with this requestId recorded. */
export const previousBatchStatement = (appProviderId: number, requestId: string): QueryConfig => ({
  name: 'vc-previous',
  text: PREVIOUS,
  values: [appProviderId, requestId],
});

/** A provider's own batch by its id (not on the hot path: unnamed). */
export const batchByIdStatement = (appProviderId: number, batchId: string): QueryConfig => ({
  text: 'SELECT request_hash, response_body, response_type, signature FROM verification_batch WHERE app_provider_id = $1 AND id = $2',
  values: [appProviderId, batchId],
});

/** What readForDecision is asked. */
export interface DecisionQuery {
  appProviderId: number;
  requestId: string;
  norms: string[];
  brandNames: string[];
  installation: InstallationInput | null;
}

/** The one read's row. */
export interface DecisionRow {
  serials: Array<SerialDetails & {serial_norm: string}>;
  brands: Array<{id: number; name: string; manufacturer_id: number | null}>;
  same: number[];
  new_installation_id: number | null;
  previous: (Omit<PreviousBatchColumns, 'response_body'> & {response_body: string}) | null;
}

/**
 * The one read: an earlier call's answer to this requestId, every stored serial with one of these normalised
 * serials in any brand (locked, in id order, when installing), the known brands sent, the earlier installations
 * that count as this same one (by the whole key of installation_same_idx), and, when none does, a fresh
 * installation id (drawn now because the signed answer carries it). One plan per locking mode.
 */
export function readForDecisionStatement(q: DecisionQuery): QueryConfig {
  const lock = q.installation !== null;
  const i = q.installation;
  return {
    name: `vc-read-${lock}`,
    text: `WITH same AS (
         SELECT id FROM installation
          WHERE $3::date IS NOT NULL AND installation_date = $3 AND coalesce(installer_acc_code, '') = coalesce($4, '')
            AND coalesce(lower(owner_email), '') = coalesce(lower($5), '') AND coalesce(post_code, '') = coalesce($6, ''))
       SELECT
         (SELECT coalesce(json_agg(x), '[]') FROM (
            SELECT ps.id, ps.brand_id AS "brandId", b.name AS brand, ps.manufacturer_id AS "manufacturerId", ps.product_id AS "productId",
                   p.model, ps.state, ps.installation_id AS "installationId", p.approved_date AS "approvedDate", p.expiry_date AS "expiryDate",
                   pl.line_name AS "productLine", pw.component_in_years::text AS "componentInYears", pw.component_warranty_link AS "componentWarrantyLink",
                   pw.performance_in_years::text AS "performanceInYears", pw.performance_warranty_link AS "performanceWarrantyLink",
                   ps.ledger_status AS "ledgerStatus", ps.serial_norm, p.modular, ps.parent_serial_id AS "parentSerialId",
                   coalesce(st.status, 'available') AS status, ps.sandbox,
                   -- the recall is read only for a recalled serial: a plain request does no extra work
                   CASE WHEN st.status = 'recalled' THEN (SELECT json_build_object('title', r.title, 'remedy', r.remedy, 'noticeUrl', r.notice_url)
                                                            FROM recall r WHERE r.id = st.recall_id) END AS recall
              FROM product_serial ps
              LEFT JOIN serial_status st ON st.product_serial_id = ps.id
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
    values: [
      q.norms,
      q.brandNames,
      i?.date ?? null,
      i?.installerAccreditationCode ?? null,
      i?.ownerEmail ?? null,
      i?.address.postcode ?? null,
      q.appProviderId,
      q.requestId,
    ],
  };
}

/** The stored systems behind the units of a request: modules uploaded under them, their models' configurations and fits. */
export interface SystemsRow {
  children: Array<{unitId: number; id: number}>;
  configurations: Array<{
    bmu: number;
    moduleCount: number;
    nominalKWh: number;
    usableKWh: number;
    approvedDate: string | null;
    expiryDate: string | null;
  }>;
  fits: Array<{bmu: number; module: number; nominalKWh: number; usableKWh: number}>;
  /** The system already verified at the installation's NMI (installations only). */
  premises: PremisesSystem | null;
}

/** Only for requests with a battery system (a unit of a modular model, or modules sent): not on the plain path. */
export function readSystemsStatement(unitIds: number[], unitProductIds: number[], nmi: string | null): QueryConfig {
  return {
    name: 'vc-systems',
    text: `SELECT
       (SELECT coalesce(json_agg(json_build_object('unitId', parent_serial_id, 'id', id)), '[]')
          FROM product_serial WHERE parent_serial_id = ANY($1::bigint[])) AS children,
       (SELECT coalesce(json_agg(json_build_object('bmu', bmu_product_id, 'moduleCount', module_count, 'nominalKWh', nominal_kwh,
                 'usableKWh', usable_kwh, 'approvedDate', to_char(approved_date, 'YYYY-MM-DD'), 'expiryDate', to_char(expiry_date, 'YYYY-MM-DD'))), '[]')
          FROM battery_configuration WHERE bmu_product_id = ANY($2::int[])) AS configurations,
       (SELECT coalesce(json_agg(json_build_object('bmu', f.bmu_product_id, 'module', f.module_product_id,
                 'nominalKWh', m.nominal_kwh, 'usableKWh', m.usable_kwh)), '[]')
          FROM battery_module_fit f JOIN battery_module_model m ON m.product_id = f.module_product_id
         WHERE f.bmu_product_id = ANY($2::int[])) AS fits,
       (SELECT json_build_object('nmi', nmi, 'unitId', unit_serial_id, 'installationId', installation_id, 'moduleCount', module_count,
                 'nominalKWh', nominal_kwh, 'usableKWh', usable_kwh)
          FROM premises_system WHERE nmi = $3::text) AS premises`,
    values: [unitIds, unitProductIds, nmi],
  };
}

/** An installed system's modules that had no unit are recorded under it. */
export function linkModulesStatement(links: Array<{unitId: number; moduleId: number}>): QueryConfig {
  return {
    text: `UPDATE product_serial ps SET parent_serial_id = l.unit
             FROM unnest($1::bigint[], $2::bigint[]) AS l(unit, module)
            WHERE ps.id = l.module AND ps.parent_serial_id IS NULL`,
    values: [links.map(l => l.unitId), links.map(l => l.moduleId)],
  };
}

/** What recordDecision writes. */
export interface DecisionRecord {
  batch: RecordedBatch;
  /** The installation the batch records; isNew: it is to be created. */
  installation: {id: number; isNew: boolean} | null;
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
}

/**
 * The one write: the installation (created when it is new), its verified serials marked installed, the batch with
 * its raw request and signed answer kept byte for byte, and one log per item, answering the log ids in item order.
 * The maintained counts get one count_batch row (migration 150), which the fold expands; the installation_tally rows
 * (the Installation(verified) tab's listing) are written here, so that the tab shows the installation at once.
 */
export function recordDecisionStatement(r: DecisionRecord): QueryConfig {
  const b = r.batch;
  const i = r.installation?.isNew ? r.installationInput : null;
  const a = i?.address;
  return {
    name: 'vc-record',
    text: `WITH new_installation AS (
         INSERT INTO installation (id, installation_date, owner_first_name, owner_email, unit_type, unit_number, street_number, street_name,
           street_type, city, state, post_code, country, latitude, longitude, is_manual_location, installer_acc_code, retailer_name,
           rated_power_w, app_provider_id, nmi)
         SELECT $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, COALESCE($24, 'Australia'), $25, $26, $27, $28, $29, $30, $2, $46
          WHERE $13::date IS NOT NULL
         RETURNING id
       ), installed AS (
         UPDATE product_serial SET state = 'installed', installation_id = $12
          WHERE id = ANY($31::bigint[]) AND state <> 'installed' AND $12::int IS NOT NULL
         RETURNING manufacturer_id, product_id, distributor_id, sandbox
       ), tallied AS (
         INSERT INTO installation_tally (installation_id, manufacturer_id, distributor_id)
         SELECT DISTINCT $12::int, s.manufacturer_id, d FROM installed s, unnest(ARRAY[0, coalesce(s.distributor_id, 0)]) AS d
          WHERE NOT s.sandbox
          ORDER BY 2, 3
         ON CONFLICT DO NOTHING
         RETURNING manufacturer_id, distributor_id
       ), counted AS (
         INSERT INTO count_batch (batch_id, installation_id, new_installation, installed_manufacturers, installed_products,
           tallied_manufacturers, tallied_distributors)
         SELECT $1, $12, EXISTS (SELECT 1 FROM new_installation), s.m, s.p, t.m, t.d
           FROM (SELECT coalesce(array_agg(manufacturer_id), '{}') AS m, coalesce(array_agg(product_id), '{}') AS p FROM installed WHERE NOT sandbox) s,
                (SELECT coalesce(array_agg(manufacturer_id), '{}') AS m, coalesce(array_agg(distributor_id), '{}') AS d FROM tallied) t
       ), batch AS (
         INSERT INTO verification_batch (id, app_provider_id, request_id, request_hash, request_type, content_type, request_body, response_type,
           response_body, signature, installation_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $12)
       )
       INSERT INTO product_log (batch_id, product_serial_id, manufacturer_id, product_id, installation_id, failed_serial, serial_norm,
         requested_brand, requested_model, requester_name, requester_abn, requester_type, requester_app_name, latitude, longitude,
         is_parralel_import, parralel_import_comment, status, reason)
       SELECT $1, s.serial_id,
              -- a request naming a model of the sandbox only is a test request: it belongs to no manufacturer
              CASE WHEN named.sandbox THEN NULL ELSE s.manufacturer_id END,
              -- a serial not stored still counts for the model named of the brand named (the model's Failed count and tab)
              coalesce(s.product_id, CASE WHEN NOT named.sandbox THEN named.id END), $12, s.failed_serial, s.serial_norm, s.brand, s.model, $32, $33, $5, $11, $34, $35,
              s.comment IS NOT NULL, s.comment, s.status, s.reason
         FROM unnest($36::bigint[], $37::int[], $38::int[], $39::text[], $40::text[], $41::text[], $42::text[], $43::text[], $44::smallint[], $45::text[])
              WITH ORDINALITY AS s(serial_id, manufacturer_id, product_id, failed_serial, serial_norm, brand, model, comment, status, reason, n)
         LEFT JOIN LATERAL (SELECT p.id, p.sandbox FROM manufacturer m JOIN product p ON p.brand_id = m.brand_id
                             WHERE s.product_id IS NULL AND m.id = s.manufacturer_id AND p.model = s.model::citext) named ON true
        ORDER BY s.n
       RETURNING id`,
    values: [
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
      r.logs.map(l => (l.serial?.sandbox ? null : (l.serial?.productId ?? null))),
      r.logs.map(l => l.item.serial),
      r.logs.map(l => l.norm),
      r.logs.map(l => l.item.brand),
      r.logs.map(l => l.item.model),
      r.logs.map(l => l.item.parallelImportComment ?? null),
      r.logs.map(l => (l.verified ? 1 : 0)),
      r.logs.map(l => l.reason),
      i?.nmi ?? null,
    ],
  };
}
