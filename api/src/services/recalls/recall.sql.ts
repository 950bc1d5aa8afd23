import type {QueryConfig} from 'pg';

/** The columns of a recall as every answer gives it, with its manufacturer's name (`r`: recall, `m`: manufacturer). */
export const RECALL_COLUMNS = `r.id, r.title, r.hazard, r.remedy, r.notice_url AS "noticeUrl", r.contact, r.created_at AS "createdAt",
  r.manufacturer_id AS "manufacturerId", m.name::text AS "manufacturerName", r.affected, r.installed, r.located, r.remedied`;

/**
 * Counts a recall's reach again and keeps the figures on its row: affected (every serial it took in), installed
 * (at an installation when it was taken in), located (whereabouts known: installed at an address, or dealt with by a
 * remedy) and remedied. Run by each statement that changes them, in its transaction.
 */
export function recountStatement(recallId: number): QueryConfig {
  return {
    text: `UPDATE recall r SET affected = x.affected, installed = x.installed, located = x.located, remedied = x.remedied
             FROM (SELECT count(*)::int AS affected,
                          count(*) FILTER (WHERE rs.installation_id IS NOT NULL)::int AS installed,
                          count(*) FILTER (WHERE rs.remedy IS NOT NULL OR coalesce(i.street_name, '') <> '' OR coalesce(i.post_code, '') <> '')::int AS located,
                          count(*) FILTER (WHERE rs.remedy IS NOT NULL)::int AS remedied
                     FROM recall_serial rs LEFT JOIN installation i ON i.id = rs.installation_id
                    WHERE rs.recall_id = $1) x
            WHERE r.id = $1`,
    values: [recallId],
  };
}

/** What a reach listing asks: installed units (where they are) or uninstalled ones (where they came from). */
export interface ReachQuery {
  recallId: number;
  kind: 'installed' | 'uninstalled';
  q?: string;
  /** Rows to skip and to give; null limit: every row (the export). */
  offset: number;
  limit: number | null;
}

const INSTALLED_ROWS = `SELECT ps.serial, p.model,
    concat_ws(' ', nullif(concat_ws(' ', i.unit_type, i.unit_number), ''), i.street_number, i.street_name, i.street_type, i.city) AS address,
    i.post_code AS postcode, i.state, to_char(i.installation_date, 'YYYY-MM-DD') AS "installedAt",
    i.installer_acc_code AS "installerAccreditation", i.retailer_name AS retailer, a.name AS "appProvider",
    rs.remedy, rs.remedied_at AS "remediedAt"
  FROM recall_serial rs
  JOIN product_serial ps ON ps.id = rs.product_serial_id
  JOIN product p ON p.id = ps.product_id
  JOIN installation i ON i.id = rs.installation_id
  LEFT JOIN app_provider a ON a.id = i.app_provider_id
 WHERE rs.recall_id = $1 AND rs.installation_id IS NOT NULL`;

const UNINSTALLED_ROWS = `SELECT ps.serial, p.model, u.id AS "uploadId", ps.uploaded_on AS "uploadedAt", d.name::text AS supplier
  FROM recall_serial rs
  JOIN product_serial ps ON ps.id = rs.product_serial_id
  JOIN product p ON p.id = ps.product_id
  LEFT JOIN upload u ON u.id = ps.upload_id
  LEFT JOIN distributor d ON d.id = ps.distributor_id
 WHERE rs.recall_id = $1 AND rs.installation_id IS NULL`;

/** One page of a recall's reach (or all of it), in serial order; `q` matches a serial's start, or a postcode or state. */
export function reachRowsStatement(r: ReachQuery): QueryConfig {
  const values: unknown[] = [r.recallId];
  let text = r.kind === 'installed' ? INSTALLED_ROWS : UNINSTALLED_ROWS;
  if (r.q) {
    values.push(r.q.trim().toUpperCase().replace(/\s+/g, ''));
    text +=
      r.kind === 'installed'
        ? ` AND (ps.serial_norm LIKE $2 || '%' OR i.post_code = $2 OR upper(i.state) = $2)`
        : ` AND ps.serial_norm LIKE $2 || '%'`;
  }
  const count = `SELECT count(*)::int AS total FROM (${text}) c`;
  text += ` ORDER BY rs.product_serial_id OFFSET ${Math.trunc(r.offset)}`;
  if (r.limit !== null) text += ` LIMIT ${Math.trunc(r.limit)}`;
  return {text: `SELECT (${count}) AS total, (SELECT coalesce(json_agg(x), '[]') FROM (${text}) x) AS rows`, values};
}

/** The same rows for an export: a cursor over them, every row. */
export function reachExportText(r: Omit<ReachQuery, 'offset' | 'limit'>): QueryConfig {
  return {
    text: `${r.kind === 'installed' ? INSTALLED_ROWS : UNINSTALLED_ROWS} ORDER BY rs.product_serial_id`,
    values: [r.recallId],
  };
}

/**
 * Remedies: the recall's units with these normalised serials take the remedy. Answers each serial's row as sent
 * (`n`) that matched none of the recall's units.
 */
export function remedyStatement(recallId: number, norms: string[], rows: number[], remedy: string, userId: number) {
  return {
    text: `WITH wanted AS (SELECT w.norm, w.n FROM unnest($2::text[], $3::int[]) AS w(norm, n)),
       hit AS (SELECT rs.product_serial_id, w.n FROM wanted w
                 JOIN product_serial ps ON ps.serial_norm = w.norm
                 JOIN recall_serial rs ON rs.product_serial_id = ps.id AND rs.recall_id = $1),
       done AS (UPDATE recall_serial rs SET remedy = $4, remedied_at = now(), remedied_by = $5
                  FROM hit WHERE rs.recall_id = $1 AND rs.product_serial_id = hit.product_serial_id RETURNING 1)
       SELECT (SELECT count(*)::int FROM done) AS updated,
              (SELECT coalesce(json_agg(w.n ORDER BY w.n), '[]') FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM hit WHERE hit.n = w.n)) AS missing`,
    values: [recallId, norms, rows, remedy, userId],
  };
}
