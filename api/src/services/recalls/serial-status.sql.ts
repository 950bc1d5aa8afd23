import type {QueryConfig} from 'pg';
import type {ModelWindow, SerialSelection} from './serial-selection';

import {SERIAL_STATUSES, SerialStatus} from '../../models';

export {SERIAL_STATUSES};
export type {SerialStatus};

/** What one status change writes. `manufacturerId` null: any manufacturer's serials (administrators). */
export interface StatusChange {
  manufacturerId: number | null;
  status: SerialStatus;
  recallId: number | null;
  reason: string;
  userId: number | null;
  selection: SerialSelection;
}

/** Serials given in a selection (by row) that are not the caller's: at most this many are named. */
export const MISSING_SHOWN = 1000;

// A manufacturer's selection never holds the sandbox's test serials (they answer as not its serials).
const MINE = '($1::int IS NULL OR (ps.manufacturer_id = $1 AND NOT ps.sandbox))';

/**
 * The condition on `product_serial ps` of a model's serials uploaded in a window, of the manufacturer in $1 (null:
 * any): the model named as the products name it, spaces and case aside.
 */
export function modelSerials(model: ModelWindow, p: (v: unknown) => string): string {
  const name = p(model.name.toUpperCase().replace(/\s+/g, ' '));
  // The model's products are found once (an InitPlan), whatever plan the serials get: as `IN (subquery)` a plan
  // built on stale statistics re-read the products for every serial.
  return `${MINE} AND ps.product_id = ANY ((SELECT array_agg(id) FROM product WHERE upper(regexp_replace(btrim(model), '\\s+', ' ', 'g')) = ${name})::int[])
            AND ps.uploaded_on >= ${p(model.uploadedFrom)}::date AND ps.uploaded_on < ${p(model.uploadedTo)}::date + 1`;
}

/**
 * The rows a selection names (`wanted`, numbered as the caller sent them) and the caller's stored serials among
 * them (`found`, locked in id order). A model's selection names no rows: every serial of the model uploaded in the
 * window is found.
 */
function selectionCtes(s: SerialSelection, p: (v: unknown) => string, status = true): string {
  const columns = status
    ? `ps.id, ps.serial, coalesce(st.status, 'available') AS status, st.recall_id, ps.installation_id,
                   ps.manufacturer_id, ps.sandbox`
    : 'ps.id';
  const withStatus = status ? 'LEFT JOIN serial_status st ON st.product_serial_id = ps.id' : '';
  if (s.kind === 'model') {
    return `wanted AS (SELECT NULL::text AS norm, NULL::int AS n WHERE false),
       found AS MATERIALIZED (
         SELECT ${columns}, NULL::int AS n FROM product_serial ps ${withStatus}
          WHERE ${modelSerials(s.model, p)}
            ${s.ids ? `AND ps.id BETWEEN ${p(s.ids.from)}::bigint AND ${p(s.ids.to)}::bigint` : ''}
          ORDER BY ps.id FOR UPDATE OF ps)`;
  }
  let wanted: string;
  if (s.kind === 'list')
    wanted = `SELECT w.norm, w.n FROM unnest(${p(s.norms)}::text[], ${p(s.rows)}::int[]) AS w(norm, n)`;
  else {
    const [prefix, digits, from, to] = [p(s.range.prefix), p(s.range.digits), p(s.range.from), p(s.range.to)];
    // A batch of a range numbers its rows from the whole range's start.
    const base = p(s.range.base ?? s.range.from);
    // Numbers longer than `digits` are kept whole (lpad would cut them).
    wanted = `SELECT ${prefix}::text || CASE WHEN length(g::text) >= ${digits}::int THEN g::text
                     ELSE lpad(g::text, ${digits}::int, '0') END AS norm, (g - ${base}::bigint + 1)::int AS n
                FROM generate_series(${from}::bigint, ${to}::bigint) g`;
  }
  return `wanted AS MATERIALIZED (${wanted}),
       found AS MATERIALIZED (
         SELECT ${columns}, w.n FROM wanted w JOIN product_serial ps ON ps.serial_norm = w.norm ${withStatus}
          WHERE ${MINE} ORDER BY ps.id FOR UPDATE OF ps)`;
}

/**
 * The one write of a status change: the selected serials of the caller's manufacturer take the status (and the
 * recall) in serial_status (available: no row there; the serials themselves are locked, not rewritten), each change
 * is kept in the serial's history (pending for the ledger), a recall records every serial it
 * took in and where it was installed, and the answer says what changed, which rows named no serial of the caller's,
 * and who is to hear of it (the manufacturers, and the subscribed app providers that verified those serials).
 */
export function statusChangeStatement(c: StatusChange): QueryConfig {
  const values: unknown[] = [c.manufacturerId, c.status, c.recallId, c.reason, c.userId];
  const p = (v: unknown) => `$${values.push(v)}`;
  const ctes = selectionCtes(c.selection, p);
  return {
    text: `WITH ${ctes},
       changed AS MATERIALIZED (
         SELECT f.id, f.serial, f.status AS old, f.manufacturer_id, f.sandbox FROM found f
          WHERE f.status <> $2 OR f.recall_id IS DISTINCT FROM $3::int),
       marked AS (
         INSERT INTO serial_status (product_serial_id, manufacturer_id, status, recall_id)
         SELECT id, manufacturer_id, $2, $3 FROM changed WHERE $2 <> 'available'
         ON CONFLICT (product_serial_id) DO UPDATE SET status = EXCLUDED.status, recall_id = EXCLUDED.recall_id),
       cleared AS (
         DELETE FROM serial_status st USING changed c WHERE $2 = 'available' AND st.product_serial_id = c.id),
       history AS (
         -- a sandbox serial's change is kept in its history but never sent to the ledger
         INSERT INTO serial_status_change (product_serial_id, from_status, to_status, reason, recall_id, user_id, ledger_state)
         SELECT id, old, $2, $4, $3, $5, CASE WHEN sandbox THEN 'test' ELSE 'pending' END FROM changed),
       reach AS (
         INSERT INTO recall_serial (recall_id, product_serial_id, installation_id)
         SELECT $3, id, installation_id FROM found WHERE $3::int IS NOT NULL ON CONFLICT DO NOTHING),
       missing AS (SELECT w.n, w.norm FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM found f WHERE f.n = w.n))
       SELECT (SELECT count(*)::int FROM changed) AS changed,
              (SELECT count(*)::int FROM found) AS matched,
              (SELECT coalesce(json_agg(m ORDER BY m.n), '[]') FROM (SELECT n, norm FROM missing ORDER BY n LIMIT ${MISSING_SHOWN}) m) AS missing,
              (SELECT coalesce(json_agg(x), '[]') FROM (
                 SELECT manufacturer_id AS "manufacturerId", count(*)::int AS count, (array_agg(serial ORDER BY id))[1:1000] AS serials
                   FROM changed GROUP BY manufacturer_id) x) AS manufacturers,
              (SELECT coalesce(json_agg(x), '[]') FROM (
                 SELECT b.app_provider_id AS "appProviderId", count(DISTINCT c.id)::int AS count,
                        (array_agg(DISTINCT c.serial))[1:1000] AS serials
                   FROM changed c
                   JOIN product_log l ON l.product_serial_id = c.id AND l.status = 1
                   JOIN verification_batch b ON b.id = l.batch_id AND NOT b.is_test
                  WHERE EXISTS (SELECT 1 FROM webhook_subscription s WHERE s.app_provider_id = b.app_provider_id AND s.active)
                  GROUP BY b.app_provider_id) x
                -- no provider subscribed at all (the usual case): the serials' logs are not read
                WHERE EXISTS (SELECT 1 FROM webhook_subscription WHERE app_provider_id IS NOT NULL AND active)) AS providers`,
    values,
  };
}

/**
 * Locks the serials a change selects, before statusChangeStatement writes them in the same transaction. The write
 * then reads their status in a snapshot taken after the lock: in one statement, a change that waited for a
 * concurrent one (which locks the serials but writes serial_status) would read the status as it was before that one
 * committed, and skip or record a stale "from".
 */
export function statusLockStatement(c: StatusChange): QueryConfig {
  const values: unknown[] = [c.manufacturerId];
  const p = (v: unknown) => `$${values.push(v)}`;
  return {text: `WITH ${selectionCtes(c.selection, p, false)} SELECT count(*)::int AS locked FROM found`, values};
}

/** The answer of statusChangeStatement. */
export interface StatusChangeRow {
  changed: number;
  matched: number;
  missing: Array<{n: number; norm: string}>;
  manufacturers: Array<{manufacturerId: number; count: number; serials: string[]}>;
  providers: Array<{appProviderId: number; count: number; serials: string[]}>;
}
