import {Pool} from 'pg';

/**
 * The console's tables the generator leaves empty (installers, ledger records, the audit log, change
 * requests), filled once per bench database at proportions of a scheme of that size, so that their
 * lists are measured on rows rather than on empty tables. Set-based; each part skipped when filled.
 */
export async function fillConsoleTables(pool: Pool, log: (m: string) => void): Promise<void> {
  const count = async (table: string) =>
    Number((await pool.query(`SELECT count(*) AS n FROM (SELECT 1 FROM ${table} LIMIT 1001) t`)).rows[0].n);
  if ((await count('installer')) < 1000) {
    // The generator's installations name accreditation codes A0000001..A0004000.
    await pool.query(
      `INSERT INTO installer (acc_code, first_name, last_name, email, city, state, status, saa_code, expiry_date, updated_on)
       SELECT 'A' || lpad(n::text, 7, '0'), 'First' || n, 'Last' || n, 'installer' || n || '@bench.example',
              'Town ' || (n % 300), (ARRAY['NSW','VIC','QLD','SA','WA','TAS','NT','ACT'])[1 + n % 8],
              CASE WHEN n % 5 = 0 THEN 'Expired' ELSE 'Current' END, CASE WHEN n % 3 = 0 THEN 'S' || n END,
              current_date + (n % 900) - 300, now() - (n % 400) * interval '1 day'
         FROM generate_series(1, 4000) n ON CONFLICT (acc_code) DO NOTHING`,
    );
    log('filled installer: 4,000 accredited installers');
  }
  if ((await count('ledger_record')) < 1000) {
    // One ledger answer for every tenth serial (the connector's records), a tenth of them failed with an error.
    const {rowCount} = await pool.query(
      `INSERT INTO ledger_record (change_key, product_serial_id, upload_id, serial, brand, model, distributor_name, status, error, created_time)
       SELECT 'bench:' || ps.id, ps.id, ps.upload_id, ps.serial, b.name, p.model, d.name,
              CASE WHEN ps.id % 100 < 10 THEN 'fail' ELSE 'pass' END,
              CASE WHEN ps.id % 100 < 10 THEN (ARRAY['Brand Mismatch', 'Brand & Model Mismatch', 'Brand, Model & Supplier Mismatch'])[1 + ps.id % 3] END,
              ps.uploaded_on + (ps.id % 1440) * interval '1 minute'
         FROM product_serial ps JOIN brand b ON b.id = ps.brand_id JOIN product p ON p.id = ps.product_id
         LEFT JOIN distributor d ON d.id = ps.distributor_id
        WHERE ps.id % 10 = 0 ON CONFLICT (change_key) DO NOTHING`,
    );
    log(`filled ledger_record: ${rowCount} records`);
  }
  if ((await count('audit_log')) < 1000) {
    await pool.query(
      `INSERT INTO audit_log (user_id, action, entity, entity_id, before, after, created_at)
       SELECT (SELECT id FROM app_user WHERE role IN ('admin', 'superadmin') ORDER BY id LIMIT 1),
              (ARRAY['manufacturer.activate', 'supplier.link', 'user.toggle', 'setting.update', 'upload.delete'])[1 + n % 5],
              (ARRAY['manufacturer', 'distributor_manufacturer', 'app_user', 'setting', 'upload'])[1 + n % 5], (n % 5000)::text,
              jsonb_build_object('value', n), jsonb_build_object('value', n + 1), now() - n * interval '2 minutes'
         FROM generate_series(1, 200000) n`,
    );
    log('filled audit_log: 200,000 entries');
  }
  if ((await count('change_request')) < 1000) {
    await pool.query(
      `INSERT INTO change_request (title, description, manufacturer_id, distributor_id, start_date, created_by, status, created_at)
       SELECT 'Link request ' || n, 'Bench change request ' || n, m.id, d.id, current_date, u.id,
              CASE WHEN n % 3 = 0 THEN 'Closed' ELSE 'Open' END, now() - n * interval '1 hour'
         FROM generate_series(1, 2000) n
        CROSS JOIN LATERAL (SELECT id FROM manufacturer ORDER BY id OFFSET n % (SELECT count(*) FROM manufacturer) LIMIT 1) m
        CROSS JOIN LATERAL (SELECT id FROM distributor ORDER BY id OFFSET n % (SELECT count(*) FROM distributor) LIMIT 1) d
        CROSS JOIN (SELECT id FROM app_user WHERE role IN ('admin', 'superadmin') ORDER BY id LIMIT 1) u`,
    );
    log('filled change_request: 2,000 requests');
  }
  await pool.query('ANALYZE installer; ANALYZE ledger_record; ANALYZE audit_log; ANALYZE change_request');
}
