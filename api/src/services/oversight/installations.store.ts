import {PgStore} from '../kernel/pg-store';
import {SqlWhere} from '../kernel/sql-list';

export interface InstallationFilter {
  from?: string;
  to?: string;
  manufacturerId?: number;
  state?: string;
  cityId?: number;
  retailer?: string;
  installerId?: number;
  /** A postcode, city prefix or installer accreditation code. */
  search?: string;
}

const ROW = `
  i.id AS "productInstallationId", to_char(i.installation_date, 'YYYY-MM-DD') AS "installationDate", i.state AS "stateName",
  i.city AS "cityName", i.post_code AS "postCode", i.retailer_name AS "retailerName", i.installer_acc_code AS "installerAccreditationCode",
  NULLIF(trim(concat_ws(' ', ins.first_name, ins.last_name)), '') AS "installerName", round(COALESCE(i.rated_power_w, 0) / 1000.0, 3)::float AS "totalRatedPower",
  a.name AS "appProviderName", i.created_on AS "createdOn",
  (SELECT string_agg(DISTINCT m.name::text, ', ') FROM product_serial ps JOIN manufacturer m ON m.id = ps.manufacturer_id
    WHERE ps.installation_id = i.id) AS "manufacturerName"`;

const JOINS = `LEFT JOIN installer ins ON ins.acc_code = i.installer_acc_code LEFT JOIN app_provider a ON a.id = i.app_provider_id`;

function whereOf(f: InstallationFilter): SqlWhere {
  const where = new SqlWhere();
  if (f.from) where.and(`i.installation_date >= ${where.param(f.from)}::date`);
  if (f.to) where.and(`i.installation_date <= ${where.param(f.to)}::date`);
  if (f.state) where.and(`i.state = ${where.param(f.state)}`);
  if (f.retailer) where.and(`i.retailer_name = ${where.param(f.retailer)}`);
  if (f.installerId)
    where.and(`i.installer_acc_code = (SELECT acc_code FROM installer WHERE id = ${where.param(f.installerId)})`);
  if (f.cityId)
    where.and(
      `(lower(i.city), i.post_code) = (SELECT lower(suburb), postcode FROM postcode WHERE id = ${where.param(f.cityId)})`,
    );
  if (f.manufacturerId)
    where.and(
      `EXISTS (SELECT 1 FROM product_serial ps WHERE ps.installation_id = i.id AND ps.manufacturer_id = ${where.param(f.manufacturerId)})`,
    );
  const search = f.search?.trim();
  if (search) {
    const p = where.param(search);
    const prefix = where.param(`${search.replace(/[\\%_]/g, c => `\\${c}`)}%`);
    where.and(`(i.post_code = ${p} OR i.installer_acc_code = ${p} OR lower(i.city) LIKE lower(${prefix}))`);
  }
  return where;
}

/** Installations as the console lists them (Installations, Detail View), with their serials. */
export class OversightInstallationsStore extends PgStore {
  /** One page, newest installation date first, and the number of matches up to `countCap`. */
  async page(f: InstallationFilter, limit: number, offset: number, countCap: number) {
    const where = whereOf(f);
    const params = [...where.params];
    const [list, counted] = await Promise.all([
      // The page's ids first (an index in the list's order), so the row's figures are computed for that page only.
      this.pool.query(
        `SELECT ${ROW} FROM (SELECT i.id FROM installation i ${where.toSql()} ORDER BY i.installation_date DESC, i.id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}) page JOIN installation i ON i.id = page.id ${JOINS}
          ORDER BY i.installation_date DESC, i.id DESC`,
        [...params, limit, offset],
      ),
      this.pool.query<{n: string}>(
        `SELECT count(*) AS n FROM (SELECT 1 FROM installation i ${where.toSql()} LIMIT ${countCap + 1}) c`,
        params,
      ),
    ]);
    const n = Number(counted.rows[0].n);
    return {count: Math.min(n, countCap), countCapped: n > countCap, list: list.rows};
  }

  /** Installations per day of the filtered set (the Detail View's chart when several filters combine). */
  async perDay(f: InstallationFilter) {
    const where = whereOf(f);
    const {rows} = await this.pool.query<{day: string; n: string}>(
      `SELECT to_char(i.installation_date, 'YYYY-MM-DD') AS day, count(*) AS n FROM installation i ${where.toSql()}
        GROUP BY i.installation_date ORDER BY i.installation_date`,
      where.params,
    );
    return rows.map(r => ({day: r.day, totalInstallations: Number(r.n)}));
  }

  /** The installed serials of each installation (at most `perInstallation` each). */
  async serials(installationIds: number[], perInstallation: number) {
    if (!installationIds.length) return [];
    const {rows} = await this.pool.query<{installationId: number; serial: string; brand: string; model: string}>(
      `SELECT i.id AS "installationId", s.serial, s.brand, s.model
         FROM unnest($1::int[]) AS i(id)
         CROSS JOIN LATERAL (
           SELECT ps.serial, b.name::text AS brand, p.model::text AS model FROM product_serial ps
             JOIN brand b ON b.id = ps.brand_id JOIN product p ON p.id = ps.product_id
            WHERE ps.installation_id = i.id ORDER BY ps.id LIMIT $2) s`,
      [installationIds, perInstallation],
    );
    return rows;
  }
}
