import {PoolClient} from 'pg';

/** The listed products, matched to their stored rows, with their modular members. */
const LISTED = `listed AS (
  SELECT p.id, p.brand_id, x.module, x.system
    FROM jsonb_to_recordset($1::jsonb) AS x(brand text, model text, module jsonb, system jsonb)
    JOIN brand b ON b.name = x.brand::citext
    JOIN product p ON p.brand_id = b.id AND p.model = x.model::citext)`;

/** Module models: capacity stored, changed, or removed when the list no longer gives the product as a module. */
const MODULE_MODELS = `WITH ${LISTED},
gone AS (
  DELETE FROM battery_module_model m USING listed l WHERE m.product_id = l.id AND l.module IS NULL RETURNING m.product_id),
put AS (
  INSERT INTO battery_module_model AS m (product_id, nominal_kwh, usable_kwh)
  SELECT l.id, (l.module->>'nominalKWh')::numeric, (l.module->>'usableKWh')::numeric FROM listed l WHERE l.module IS NOT NULL
  ON CONFLICT (product_id) DO UPDATE SET nominal_kwh = EXCLUDED.nominal_kwh, usable_kwh = EXCLUDED.usable_kwh
   WHERE (m.nominal_kwh, m.usable_kwh) IS DISTINCT FROM (EXCLUDED.nominal_kwh, EXCLUDED.usable_kwh)
  RETURNING m.product_id)
SELECT product_id AS id FROM gone UNION ALL SELECT product_id FROM put`;

/** Which module models fit each listed BMU: exactly those the list names (of the same brand). */
const MODULE_FITS = `WITH ${LISTED},
wanted AS (
  SELECT l.id AS bmu, mp.id AS module
    FROM listed l CROSS JOIN LATERAL jsonb_array_elements_text(coalesce(l.system->'modules', '[]'::jsonb)) mm(model)
    JOIN product mp ON mp.brand_id = l.brand_id AND mp.model = mm.model::citext
    JOIN battery_module_model bm ON bm.product_id = mp.id),
gone AS (
  DELETE FROM battery_module_fit f USING listed l
   WHERE f.bmu_product_id = l.id
     AND NOT EXISTS (SELECT 1 FROM wanted w WHERE w.bmu = f.bmu_product_id AND w.module = f.module_product_id)
  RETURNING f.bmu_product_id),
put AS (
  INSERT INTO battery_module_fit (bmu_product_id, module_product_id) SELECT bmu, module FROM wanted
  ON CONFLICT DO NOTHING RETURNING bmu_product_id)
SELECT bmu_product_id AS id FROM gone UNION ALL SELECT bmu_product_id FROM put`;

/** Each listed BMU's approved configurations: exactly those the list gives, by module count. */
const CONFIGURATIONS = `WITH ${LISTED},
wanted AS (
  SELECT l.id AS bmu, c."moduleCount" AS module_count, c."nominalKWh" AS nominal_kwh, c."usableKWh" AS usable_kwh,
         c."approvedDate" AS approved_date, c."expiryDate" AS expiry_date
    FROM listed l CROSS JOIN LATERAL jsonb_to_recordset(coalesce(l.system->'configurations', '[]'::jsonb))
         AS c("moduleCount" integer, "nominalKWh" numeric, "usableKWh" numeric, "approvedDate" date, "expiryDate" date)),
gone AS (
  DELETE FROM battery_configuration c USING listed l
   WHERE c.bmu_product_id = l.id
     AND NOT EXISTS (SELECT 1 FROM wanted w WHERE w.bmu = c.bmu_product_id AND w.module_count = c.module_count)
  RETURNING c.bmu_product_id),
put AS (
  INSERT INTO battery_configuration AS c (bmu_product_id, module_count, nominal_kwh, usable_kwh, approved_date, expiry_date)
  SELECT bmu, module_count, nominal_kwh, usable_kwh, approved_date, expiry_date FROM wanted
  ON CONFLICT (bmu_product_id, module_count) DO UPDATE SET
    nominal_kwh = EXCLUDED.nominal_kwh, usable_kwh = EXCLUDED.usable_kwh,
    approved_date = EXCLUDED.approved_date, expiry_date = EXCLUDED.expiry_date
   WHERE (c.nominal_kwh, c.usable_kwh, c.approved_date, c.expiry_date)
         IS DISTINCT FROM (EXCLUDED.nominal_kwh, EXCLUDED.usable_kwh, EXCLUDED.approved_date, EXCLUDED.expiry_date)
  RETURNING c.bmu_product_id)
SELECT bmu_product_id AS id FROM gone UNION ALL SELECT bmu_product_id FROM put`;

/**
 * Applies the modular data of the CEC products list (`json`, the list as sent) to the products it lists, in the
 * caller's transaction, after the products themselves. Answers the ids of the products whose modular data changed.
 */
export async function applyBatterySystems(db: PoolClient, json: string): Promise<number[]> {
  const changed: number[] = [];
  for (const sql of [MODULE_MODELS, MODULE_FITS, CONFIGURATIONS]) {
    const {rows} = await db.query<{id: number}>(sql, [json]);
    changed.push(...rows.map(r => r.id));
  }
  return changed;
}
