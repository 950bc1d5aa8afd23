import type {QueryConfig} from 'pg';
import type {ProductLog} from '../../models';
import {prefixPattern, SqlWhere} from '../kernel/sql-list';

/**
 * The verification logs as administrators read them: every log, newest first, each query on an index. A page's
 * ids come from the index alone (a deep page skips index entries, not rows); its rows are read for that page only.
 * A search is one bounded branch per thing it may be (serial, requester, app, log id), each newest first on its
 * own index, merged: never a walk of every log for a rare match.
 */

/** What the console's logs list may be filtered by (document 002, section 2.15). */
export interface LogQuery {
  /** 0 all, 1 installation, 2 product, 3 serial, 4 contains a parallel-import comment. */
  requestType: number;
  /** A serial prefix, a batch id, a log id, a requester name prefix or an app name. */
  search?: string;
  limit: number;
  offset: number;
}

/** Counting every match of a search over tens of millions of logs is a scan: lists count up to here. */
export const LOG_COUNT_CAP = 10000;

export const CONSOLE_LOG_COLUMNS = `
  l.id AS "productLogId", l.failed_serial AS "failedSerial", l.batch_id AS "requestBatchId", l.status, l.reason,
  l.requested_brand AS "requestedBrand", l.requested_model AS "requestedModel", l.requester_name AS "requesterName",
  l.requester_abn AS "requesterAbn", l.requester_type AS "requesterType", l.requested_time AS "requestedTime",
  l.requester_app_name AS "requesterAppName", l.latitude, l.longitude, l.parralel_import_comment AS "parralelImportComment",
  l.installation_id AS "installationId"`;

/** A log as the console's lists and a batch's items show it. */
export type ConsoleLogRow = Required<
  Pick<
    ProductLog,
    | 'failedSerial'
    | 'status'
    | 'reason'
    | 'requestedBrand'
    | 'requestedModel'
    | 'requesterName'
    | 'requesterAbn'
    | 'requesterType'
    | 'requestedTime'
    | 'requesterAppName'
    | 'latitude'
    | 'longitude'
    | 'parralelImportComment'
    | 'installationId'
  >
> & {productLogId: ProductLog['id']; requestBatchId: ProductLog['batchId']};

/** A page of the logs the query selects, newest first, and their count up to LOG_COUNT_CAP + 1. */
export function logSearchStatements(q: LogQuery): {list: QueryConfig; count: QueryConfig} {
  const filters = new SqlWhere();
  if (q.requestType >= 1 && q.requestType <= 3) filters.and(`l.requester_type = ${filters.param(q.requestType)}`);
  if (q.requestType === 4) filters.and('l.parralel_import_comment IS NOT NULL');
  const search = q.search?.trim();
  // Written once with a placeholder for the branches' limit: the list's and the count's differ.
  const template = search
    ? searchBranches(filters, search, '{LIMIT}', q.requestType >= 1 && q.requestType <= 3)
    : `SELECT l.id, l.requested_time FROM product_log l ${filters.toSql()} ORDER BY l.requested_time DESC, l.id DESC LIMIT {LIMIT}`;
  const matches = (limit: string) => template.replaceAll('{LIMIT}', limit);
  const params = filters.params;
  const n = params.length;
  return {
    list: {
      text: `SELECT ${CONSOLE_LOG_COLUMNS} FROM (SELECT m.id, m.requested_time FROM (${matches(`$${n + 1}::int`)}) m
            ORDER BY m.requested_time DESC, m.id DESC LIMIT $${n + 2} OFFSET $${n + 3}) page
           JOIN product_log l ON l.id = page.id ORDER BY l.requested_time DESC, l.id DESC`,
      values: [...params, q.offset + q.limit, q.limit, q.offset],
    },
    count: {text: `SELECT count(*) AS n FROM (${matches(`${LOG_COUNT_CAP + 1}`)}) capped`, values: params},
  };
}

/** A batch's items, in the order they were sent. */
export const batchItemsStatement = (batchId: string): QueryConfig => ({
  text: `SELECT ${CONSOLE_LOG_COLUMNS} FROM product_log l WHERE l.batch_id = $1 ORDER BY l.id LIMIT 1000`,
  values: [batchId],
});

/**
 * A search's matching (id, time) pairs, at most `limit` per branch, on the indexes of migrations 055, 090 and 095:
 * a batch id alone; else a serial prefix, a requester name prefix (each name it matches, newest first),
 * an app name and a log id. `filters` (the request type) apply in every branch.
 */
function searchBranches(filters: SqlWhere, search: string, limit: string, typed: boolean): string {
  const and = (clause: string) => [clause, filters.conditions()].filter(Boolean).join(' AND ');
  const newest = (clause: string) =>
    `SELECT l.id, l.requested_time FROM product_log l WHERE ${and(clause)} ORDER BY l.requested_time DESC, l.id DESC LIMIT ${limit}`;
  // The requester and app indexes hold the request type before the time (migration 095): with a type, one
  // range newest first; without, one per type, merged (a type filter on a name would otherwise visit every
  // log of that name to read its type).
  const newestOfEachType = (clause: string) =>
    typed
      ? newest(clause)
      : `SELECT x.id, x.requested_time FROM (VALUES (1::smallint), (2::smallint), (3::smallint)) t(request_type)
           CROSS JOIN LATERAL (${newest(`${clause} AND l.requester_type = t.request_type`)}) x`;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(search))
    return newest(`l.batch_id = ${filters.param(search.toLowerCase())}`);
  const serial = filters.param(prefixPattern(search.toUpperCase().replace(/\s+/g, '')));
  const requester = filters.param(prefixPattern(search.toLowerCase()));
  const app = filters.param(search.toLowerCase());
  // The distinct requester names of the prefix, one index probe each (a loose index scan).
  const nameAfter = (after: string) =>
    `(SELECT lower(requester_name) FROM product_log WHERE lower(requester_name) LIKE ${requester}${after}
       ORDER BY lower(requester_name) USING ~<~ LIMIT 1)`;
  const byRequester = `WITH RECURSIVE names(name) AS (SELECT ${nameAfter('')}
      UNION ALL SELECT ${nameAfter(' AND lower(requester_name) ~>~ names.name')} FROM names WHERE names.name IS NOT NULL)
    SELECT x.id, x.requested_time FROM names CROSS JOIN LATERAL (${newestOfEachType('lower(l.requester_name) = names.name')}) x
     WHERE names.name IS NOT NULL`;
  const branches = [
    newest(`l.serial_norm LIKE ${serial}`),
    byRequester,
    newestOfEachType(`lower(l.requester_app_name) = ${app}`),
  ];
  if (/^\d{1,18}$/.test(search)) branches.push(newest(`l.id = ${filters.param(search)}`));
  return branches.map((b, i) => `SELECT * FROM (${b}) b${i}`).join(' UNION ');
}
