import {randomUUID} from 'node:crypto';
import type {Pool} from 'pg';

/**
 * Builders of the rows the serial, upload, installation, import and ledger repositories read, each inserting
 * what one test needs into a migrated database (givenMigratedDatabase) and answering the ids.
 */

let sequence = 0;
const next = () => ++sequence;

export interface GivenManufacturer {
  manufacturerId: number;
  brandId: number;
  name: string;
}

/** A brand and its manufacturer. */
export async function givenManufacturer(db: Pool, name = `Maker ${next()}`): Promise<GivenManufacturer> {
  const brand = await db.query<{id: number}>('INSERT INTO brand (name) VALUES ($1) RETURNING id', [name]);
  const m = await db.query<{id: number}>('INSERT INTO manufacturer (brand_id, name) VALUES ($1, $2) RETURNING id', [
    brand.rows[0].id,
    name,
  ]);
  return {manufacturerId: m.rows[0].id, brandId: brand.rows[0].id, name};
}

/** A supplier company, linked to the manufacturers given. */
export async function givenDistributor(db: Pool, manufacturerIds: number[] = [], name = `Supplier ${next()}`) {
  const {rows} = await db.query<{id: number}>('INSERT INTO distributor (name) VALUES ($1) RETURNING id', [name]);
  for (const manufacturerId of manufacturerIds)
    await db.query('INSERT INTO distributor_manufacturer (distributor_id, manufacturer_id) VALUES ($1, $2)', [
      rows[0].id,
      manufacturerId,
    ]);
  return rows[0].id;
}

/** A portal account. */
export async function givenUser(
  db: Pool,
  u: {role?: string; firstName?: string; lastName?: string; manufacturerId?: number; distributorId?: number} = {},
): Promise<number> {
  const n = next();
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO app_user (username, email, password_hash, first_name, last_name, role, manufacturer_id, distributor_id)
     VALUES ($1, $2, 'x', $3, $4, $5, $6, $7) RETURNING id`,
    [
      `user${n}`,
      `user${n}@example.com`,
      u.firstName ?? 'Ada',
      u.lastName ?? `Tester${n}`,
      u.role ?? 'manufacturer',
      u.manufacturerId ?? null,
      u.distributorId ?? null,
    ],
  );
  return rows[0].id;
}

/** A model of the brand. */
export async function givenProduct(
  db: Pool,
  brandId: number,
  p: {model?: string; productType?: string; wattage?: number; productLineId?: number; approvedDate?: string} = {},
): Promise<number> {
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO product (brand_id, model, product_type, wattage, product_line_id, approved_date)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      brandId,
      p.model ?? `MODEL-${next()}`,
      p.productType ?? 'battery',
      p.wattage ?? null,
      p.productLineId ?? null,
      p.approvedDate ?? null,
    ],
  );
  return rows[0].id;
}

/** A product line of the manufacturer, with a warranty when `warranty` is given. */
export async function givenProductLine(
  db: Pool,
  manufacturerId: number,
  lineName: string,
  warranty?: {componentInYears: number; performanceInYears: number},
): Promise<{productLineId: number; productWarrantyId?: number}> {
  const line = await db.query<{id: number}>(
    'INSERT INTO product_line (manufacturer_id, line_name) VALUES ($1, $2) RETURNING id',
    [manufacturerId, lineName],
  );
  const productLineId = line.rows[0].id;
  if (!warranty) return {productLineId};
  const w = await db.query<{id: number}>(
    `INSERT INTO product_warranty (product_line_id, component_in_years, performance_in_years) VALUES ($1, $2, $3) RETURNING id`,
    [productLineId, warranty.componentInYears, warranty.performanceInYears],
  );
  return {productLineId, productWarrantyId: w.rows[0].id};
}

/** An upload of the manufacturer (by a supplier when distributorId is given). */
export async function givenUpload(
  db: Pool,
  u: {
    manufacturerId: number;
    distributorId?: number | null;
    uploadedBy?: number | null;
    sourceFileName?: string;
    uploadedOn?: string;
    restoredFrom?: number;
    success?: number;
  },
): Promise<{uploadId: number; batchId: string}> {
  const batchId = randomUUID();
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO upload (batch_id, manufacturer_id, distributor_id, uploaded_by, source_file_name, uploaded_on, restored_from,
                         total_records, success)
     VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()), $7, $8, $8) RETURNING id`,
    [
      batchId,
      u.manufacturerId,
      u.distributorId ?? null,
      u.uploadedBy ?? null,
      u.sourceFileName ?? `flash-${next()}.csv`,
      u.uploadedOn ?? null,
      u.restoredFrom ?? null,
      u.success ?? 0,
    ],
  );
  return {uploadId: rows[0].id, batchId};
}

/** Serials of one model as one upload brought them (state available unless given); answers their ids in order. */
export async function givenSerials(
  db: Pool,
  s: {
    manufacturer: GivenManufacturer;
    productId: number;
    serials: string[];
    uploadId?: number | null;
    distributorId?: number | null;
    state?: 'available' | 'installed' | 'withdrawn';
    ledgerStatus?: string;
  },
): Promise<number[]> {
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm, state, upload_id, distributor_id, ledger_status)
     SELECT $1, $2, $3, serial, upper(serial), $5, $6, $7, $8 FROM unnest($4::text[]) WITH ORDINALITY AS t(serial, n) ORDER BY n
     RETURNING id`,
    [
      s.manufacturer.brandId,
      s.manufacturer.manufacturerId,
      s.productId,
      s.serials,
      s.state ?? 'available',
      s.uploadId ?? null,
      s.distributorId ?? null,
      s.ledgerStatus ?? 'pending',
    ],
  );
  return rows.map(r => r.id);
}

/** An installation, and the serials given installed at it (their state and installation set, as verification does). */
export async function givenInstallation(
  db: Pool,
  i: {
    date: string;
    serialIds?: number[];
    city?: string;
    state?: string;
    postCode?: string;
    installerAccCode?: string;
    retailerName?: string;
    ratedPowerW?: number;
    appProviderId?: number;
  },
): Promise<number> {
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO installation (installation_date, city, state, post_code, installer_acc_code, retailer_name, rated_power_w, app_provider_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      i.date,
      i.city ?? 'Springfield',
      i.state ?? 'NSW',
      i.postCode ?? '2000',
      i.installerAccCode ?? null,
      i.retailerName ?? null,
      i.ratedPowerW ?? null,
      i.appProviderId ?? null,
    ],
  );
  if (i.serialIds?.length)
    await db.query(`UPDATE product_serial SET state = 'installed', installation_id = $1 WHERE id = ANY($2::bigint[])`, [
      rows[0].id,
      i.serialIds,
    ]);
  return rows[0].id;
}

/** An app provider and a verification batch of it (what a verification log belongs to). */
export async function givenVerificationBatch(db: Pool): Promise<string> {
  const n = next();
  const provider = await db.query<{id: number}>(
    `INSERT INTO app_provider (name, client_id, secret_hash) VALUES ($1, $2, 'x') RETURNING id`,
    [`App ${n}`, `client-${n}`],
  );
  const {rows} = await db.query<{id: string}>(
    `INSERT INTO verification_batch (app_provider_id, request_id, request_hash, request_type, content_type, request_body,
                                     response_type, response_body, signature)
     VALUES ($1, $2, 'h', 1, 'application/json', '\\x', 'application/json', '\\x', 's') RETURNING id`,
    [provider.rows[0].id, `request-${n}`],
  );
  return rows[0].id;
}

/** A verification log (a request about a serial): failed (status 0) unless given. */
export async function givenLog(
  db: Pool,
  l: {
    batchId: string;
    serial: string;
    manufacturerId?: number | null;
    productId?: number | null;
    productSerialId?: number | null;
    status?: 0 | 1;
    parallelComment?: string;
    requestedTime?: string;
    resolved?: boolean;
  },
): Promise<number> {
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO product_log (batch_id, product_serial_id, manufacturer_id, product_id, failed_serial, serial_norm, requester_type,
                              requester_app_name, requested_time, is_parralel_import, parralel_import_comment, status, reason, resolved_on)
     VALUES ($1, $2, $3, $4, $5, upper($5), 3, 'App', coalesce($6::timestamptz, now()), $7::text IS NOT NULL, $7, $8, 'reason',
             CASE WHEN $9 THEN now() END)
     RETURNING id`,
    [
      l.batchId,
      l.productSerialId ?? null,
      l.manufacturerId ?? null,
      l.productId ?? null,
      l.serial,
      l.requestedTime ?? null,
      l.parallelComment ?? null,
      l.status ?? 0,
      !!l.resolved,
    ],
  );
  return rows[0].id;
}

/** A ledger answer about a serial. */
export async function givenLedgerRecord(
  db: Pool,
  r: {
    productSerialId: number;
    uploadId?: number | null;
    serial?: string;
    status?: string;
    error?: string | null;
    createdTime?: string;
  },
): Promise<number> {
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO ledger_record (product_serial_id, upload_id, serial, brand, model, status, error, created_time, change_key)
     VALUES ($1, $2, $3, 'Brand', 'Model', $4, $5, coalesce($6::timestamptz, now()), $7) RETURNING id`,
    [
      r.productSerialId,
      r.uploadId ?? null,
      r.serial ?? 'S',
      r.status ?? 'pass',
      r.error ?? null,
      r.createdTime ?? null,
      `key-${next()}`,
    ],
  );
  return rows[0].id;
}

/** A photo an app sent with a serial (stored for it) or with a request (its log). */
export async function givenImage(
  db: Pool,
  i: {serial: string; productSerialId?: number; productLogId?: number; createdOn?: string},
): Promise<number> {
  const {rows} = await db.query<{id: number}>(
    `INSERT INTO serial_image (product_serial_id, product_log_id, serial, app_name, file_key, content_type, status, created_on)
     VALUES ($1, $2, $3, 'App', $4, 'image/png', 1, coalesce($5::timestamptz, now())) RETURNING id`,
    [i.productSerialId ?? null, i.productLogId ?? null, i.serial, `images/${next()}.png`, i.createdOn ?? null],
  );
  return rows[0].id;
}
