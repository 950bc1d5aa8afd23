import {PgStore} from '../kernel/pg-store';
import {SqlWhere} from '../kernel/sql-list';

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

const LOG_COLUMNS = `
  l.id AS "productLogId", l.failed_serial AS "failedSerial", l.batch_id AS "requestBatchId", l.status, l.reason,
  l.requested_brand AS "requestedBrand", l.requested_model AS "requestedModel", l.requester_name AS "requesterName",
  l.requester_abn AS "requesterAbn", l.requester_type AS "requesterType", l.requested_time AS "requestedTime",
  l.requester_app_name AS "requesterAppName", l.latitude, l.longitude, l.parralel_import_comment AS "parralelImportComment",
  l.installation_id AS "installationId"`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, c => `\\${c}`);

/** The verification logs as administrators read them: every log, newest first, each query on an index. */
export class OversightLogsStore extends PgStore {
  async list(q: LogQuery) {
    const where = new SqlWhere();
    if (q.requestType >= 1 && q.requestType <= 3) where.and(`l.requester_type = ${where.param(q.requestType)}`);
    if (q.requestType === 4) where.and('l.parralel_import_comment IS NOT NULL');
    const search = q.search?.trim();
    if (search) where.and(searchClause(where, search));
    const from = `FROM product_log l ${where.toSql()}`;
    const params = [...where.params];
    const [list, counted] = await Promise.all([
      this.pool.query(
        `SELECT ${LOG_COLUMNS} ${from} ORDER BY l.requested_time DESC, l.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, q.limit, q.offset],
      ),
      this.pool.query<{n: string}>(
        `SELECT count(*) AS n FROM (SELECT 1 ${from} LIMIT ${LOG_COUNT_CAP + 1}) capped`,
        params,
      ),
    ]);
    const n = Number(counted.rows[0].n);
    return {count: Math.min(n, LOG_COUNT_CAP), countCapped: n > LOG_COUNT_CAP, list: list.rows};
  }

  /** One batch: its exchange's facts, the app that sent it, the installation it created, every item. */
  async batch(batchId: string) {
    const {rows} = await this.pool.query(
      `SELECT b.id AS "batchId", b.request_id AS "requestId", b.request_type AS "requestType", b.content_type AS "requestFormat",
              b.response_type AS "responseFormat", b.signature, b.created_on AS "createdOn", b.is_test AS "isTest", a.name AS "appProviderName",
              CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object(
                'productInstallationId', i.id, 'installationDate', i.installation_date, 'city', i.city, 'state', i.state,
                'postCode', i.post_code, 'installerAccreditationCode', i.installer_acc_code, 'retailerName', i.retailer_name,
                'ratedPower', i.rated_power_w, 'latitude', i.latitude, 'longitude', i.longitude) END AS installation
         FROM verification_batch b JOIN app_provider a ON a.id = b.app_provider_id
         LEFT JOIN installation i ON i.id = b.installation_id
        WHERE b.id = $1`,
      [batchId],
    );
    if (!rows[0]) return undefined;
    const items = await this.pool.query(
      `SELECT ${LOG_COLUMNS} FROM product_log l WHERE l.batch_id = $1 ORDER BY l.id LIMIT 1000`,
      [batchId],
    );
    return {...rows[0], items: items.rows};
  }
}

/** A search on the indexes of migration 055: a batch id, else a log id or serial prefix, requester prefix or app. */
function searchClause(where: SqlWhere, search: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(search))
    return `l.batch_id = ${where.param(search.toLowerCase())}`;
  const serial = where.param(`${escapeLike(search.toUpperCase().replace(/\s+/g, ''))}%`);
  const requester = where.param(`${escapeLike(search.toLowerCase())}%`);
  const app = where.param(search.toLowerCase());
  const byId = /^\d{1,18}$/.test(search) ? ` OR l.id = ${where.param(search)}` : '';
  return `(l.serial_norm LIKE ${serial} OR lower(l.requester_name) LIKE ${requester} OR lower(l.requester_app_name) = ${app}${byId})`;
}
