import {PoolClient} from 'pg';

/** Modules per generated battery system: the bench's modular case (one BMU with nine modules per request). */
export const SYSTEM_MODULES = 9;
const MODULE_NOMINAL_KWH = 5;
const MODULE_USABLE_KWH = 4.6;

/**
 * Battery systems for a generated brand: a modular model `<code>-STACK` (approved configurations of 2 to 12 modules)
 * with its module model `<code>-M5` (5.0 kWh nominal, 4.6 usable), and `units` units uploaded with nine modules each
 * under them (parent_serial_id), in one upload, as an import with a Parent Serial column stores them.
 */
export async function writeSystems(
  db: PoolClient,
  s: {brandId: number; manufacturerId: number; code: string; units: number; approvedDate: string; uploadedOn: string},
): Promise<{units: number; modules: number}> {
  const expiry = new Date(Date.parse(s.approvedDate) + (5 * 365 + 1) * 86_400_000).toISOString().slice(0, 10);
  const {rows: products} = await db.query<{id: number; model: string}>(
    `INSERT INTO product (brand_id, model, product_type, wattage, approved_date, expiry_date, fire_tested)
     VALUES ($1, $2, 'battery', 5000, $4, $5, true), ($1, $3, 'battery', 5000, $4, $5, true) RETURNING id, model::text`,
    [s.brandId, `${s.code}-STACK`, `${s.code}-M5`, s.approvedDate, expiry],
  );
  const bmu = products.find(p => p.model.endsWith('-STACK'))!.id;
  const mod = products.find(p => p.model.endsWith('-M5'))!.id;
  await db.query('INSERT INTO battery_module_model (product_id, nominal_kwh, usable_kwh) VALUES ($1, $2, $3)', [
    mod,
    MODULE_NOMINAL_KWH,
    MODULE_USABLE_KWH,
  ]);
  await db.query('INSERT INTO battery_module_fit (bmu_product_id, module_product_id) VALUES ($1, $2)', [bmu, mod]);
  await db.query(
    `INSERT INTO battery_configuration (bmu_product_id, module_count, nominal_kwh, usable_kwh, approved_date, expiry_date)
     SELECT $1, n, n * $2::numeric, n * $3::numeric, $4, $5 FROM generate_series(2, 12) n`,
    [bmu, MODULE_NOMINAL_KWH, MODULE_USABLE_KWH, s.approvedDate, expiry],
  );
  const total = s.units * (1 + SYSTEM_MODULES);
  const file = `${s.code}-systems.csv`;
  const {
    rows: [upload],
  } = await db.query<{id: number}>(
    `INSERT INTO upload (manufacturer_id, type, source_file_name, system_file_name, total_records, success, failed, uploaded_on,
                         unit_count, module_count)
     VALUES ($1, 1, $2, 'uploads/' || $2, $3, $3, 0, $4, $5, $6) RETURNING id`,
    [s.manufacturerId, file, total, s.uploadedOn, s.units, s.units * SYSTEM_MODULES],
  );
  const {rowCount: units} = await db.query(
    `INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm, upload_id, uploaded_on)
     SELECT $1, $2, $3, v, v, $4, $6 FROM (SELECT upper($7 || '-U' || lpad(g::text, 7, '0')) AS v FROM generate_series(1, $5) g) x`,
    [s.brandId, s.manufacturerId, bmu, upload.id, s.units, s.uploadedOn, s.code],
  );
  const {rowCount: modules} = await db.query(
    `INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm, upload_id, uploaded_on, parent_serial_id)
     SELECT $1, $2, $3, v, v, $4, $5, u.id
       FROM product_serial u, LATERAL (SELECT u.serial_norm || '-M' || m AS v FROM generate_series(1, ${SYSTEM_MODULES}) m) x
      WHERE u.upload_id = $4`,
    [s.brandId, s.manufacturerId, mod, upload.id, s.uploadedOn],
  );
  return {units: units ?? 0, modules: modules ?? 0};
}
