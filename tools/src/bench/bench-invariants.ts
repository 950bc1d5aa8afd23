import {Pool} from 'pg';

/** One invariant checked with SQL: whether it holds and, when not, a sample of what breaks it. */
export interface Invariant {
  name: string;
  holds: boolean;
  violations: number;
  sample: unknown[];
}

async function check(pool: Pool, name: string, sql: string, params: unknown[] = []): Promise<Invariant> {
  const {rows} = await pool.query(`SELECT * FROM (${sql}) v LIMIT 1000`, params);
  return {name, holds: rows.length === 0, violations: rows.length, sample: rows.slice(0, 5)};
}

/**
 * The data's invariants after a crash (each query lists what breaks it): serial states agree with
 * installations, the maintained counts with the rows they count, every import is whole or absent,
 * and no import stays unfinished. `imports`: the batchIds of the imports the run started.
 */
export async function checkInvariants(pool: Pool, imports: string[]): Promise<Invariant[]> {
  return [
    await check(
      pool,
      'a serial is installed exactly when it belongs to an installation (none both installed and available)',
      `SELECT id, serial, state, installation_id FROM product_serial
        WHERE (state = 'installed') <> (installation_id IS NOT NULL)`,
    ),
    await check(
      pool,
      'every verified installation log points at a serial installed in that installation',
      `SELECT l.id AS log_id, l.installation_id, s.state, s.installation_id AS serial_installation
         FROM product_log l JOIN product_serial s ON s.id = l.product_serial_id
        WHERE l.status = 1 AND l.installation_id IS NOT NULL AND s.installation_id IS DISTINCT FROM l.installation_id
          AND NOT EXISTS (SELECT 1 FROM product_log o WHERE o.product_serial_id = l.product_serial_id AND o.id > l.id
                            AND o.status = 1 AND o.installation_id IS NOT NULL)`,
    ),
    await check(
      pool,
      "every manufacturer's maintained counts (manufacturer_stats_now) equal its serials and logs",
      `SELECT m.id, s.total_serials, c.serials, s.installed, c.installed AS counted_installed, s.withdrawn,
              c.withdrawn AS counted_withdrawn, s.total_requests, l.requests, s.failed, l.failed AS counted_failed
         FROM manufacturer m LEFT JOIN manufacturer_stats_now s ON s.manufacturer_id = m.id,
              -- the sandbox's test serials stay out of every count
              LATERAL (SELECT count(*) AS serials, count(*) FILTER (WHERE state = 'installed') AS installed,
                              count(*) FILTER (WHERE state = 'withdrawn') AS withdrawn
                         FROM product_serial WHERE manufacturer_id = m.id AND NOT sandbox) c,
              LATERAL (SELECT count(*) AS requests, count(*) FILTER (WHERE status = 0 AND resolved_on IS NULL) AS failed
                         FROM product_log WHERE manufacturer_id = m.id) l
        WHERE (coalesce(s.total_serials, 0), coalesce(s.installed, 0), coalesce(s.withdrawn, 0),
               coalesce(s.total_requests, 0), coalesce(s.failed, 0))
              <> (c.serials, c.installed, c.withdrawn, l.requests, l.failed)`,
    ),
    await check(
      pool,
      "every model's maintained counts (product_stats_now) equal its serials and logs",
      `SELECT p.id, s.total_serials, c.serials, s.installed, c.installed AS counted_installed, s.total_requests, l.requests
         FROM product p LEFT JOIN product_stats_now s ON s.product_id = p.id,
              LATERAL (SELECT count(*) AS serials, count(*) FILTER (WHERE state = 'installed') AS installed
                         FROM product_serial WHERE product_id = p.id AND NOT sandbox) c,
              LATERAL (SELECT count(*) AS requests, count(*) FILTER (WHERE status = 0 AND resolved_on IS NULL) AS failed
                         FROM product_log WHERE product_id = p.id) l
        WHERE (coalesce(s.total_serials, 0), coalesce(s.installed, 0), coalesce(s.total_requests, 0), coalesce(s.failed, 0))
              <> (c.serials, c.installed, l.requests, l.failed)`,
    ),
    await check(
      pool,
      'no half-imported upload: every imported upload holds as many serials as it saved',
      `SELECT u.id, u.batch_id, u.success, (SELECT count(*) FROM product_serial s WHERE s.upload_id = u.id) AS serials
         FROM import_batch b JOIN upload u ON u.id = b.upload_id
        WHERE u.deleted_on IS NULL AND u.success <> (SELECT count(*) FROM product_serial s WHERE s.upload_id = u.id)`,
    ),
    await check(
      pool,
      'an import is done with its upload, or has stored nothing',
      `SELECT b.batch_id, b.status, b.upload_id FROM import_batch b
        WHERE (b.status = 'done') <> (b.upload_id IS NOT NULL)
           OR (b.status <> 'done' AND EXISTS (SELECT 1 FROM upload u WHERE u.batch_id = b.batch_id))`,
    ),
    await check(
      pool,
      "the run's imports all ended (done or failed)",
      `SELECT batch_id, status, rows_read, attempts, error FROM import_batch
        WHERE batch_id = ANY($1::uuid[]) AND status NOT IN ('done', 'failed')`,
      [imports],
    ),
  ];
}
