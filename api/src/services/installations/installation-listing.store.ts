import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';
import {prefixPattern, SqlWhere} from '../kernel/sql-list';

export interface InstallationFilter {
  from?: string;
  to?: string;
  manufacturerId?: number;
  state?: string;
  /** A city of the postcode table: its lower-case trimmed name and postcode (the installations' index). */
  city?: {name: string; postCode: string};
  retailer?: string;
  /** An installer's accreditation code. */
  installerCode?: string;
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
  if (f.installerCode) where.and(`i.installer_acc_code = ${where.param(f.installerCode)}`);
  if (f.city)
    where.and(`i.post_code = ${where.param(f.city.postCode)} AND lower(trim(i.city)) = ${where.param(f.city.name)}`);
  if (f.manufacturerId)
    where.and(
      `EXISTS (SELECT 1 FROM product_serial ps WHERE ps.installation_id = i.id AND ps.manufacturer_id = ${where.param(f.manufacturerId)})`,
    );
  return where;
}

/**
 * The (id, date) pairs a page is cut from, at most `{LIMIT}` of them newest first. A search (a postcode, an
 * accreditation code or a city prefix) is one branch per kind, each newest first on its own index (migration 091),
 * merged: never one OR over every installation sorted by date.
 */
function matchesOf(f: InstallationFilter, where: SqlWhere): string {
  const filters = where.conditions();
  const search = f.search?.trim();
  const newest = (clause?: string) => {
    const w = [filters, clause].filter(Boolean).join(' AND ');
    return `SELECT i.id, i.installation_date FROM installation i ${w ? `WHERE ${w}` : ''}
      ORDER BY i.installation_date DESC, i.id DESC LIMIT {LIMIT}`;
  };
  if (!search) return newest();
  const p = where.param(search);
  const prefix = where.param(prefixPattern(search));
  return [`i.post_code = ${p}`, `i.installer_acc_code = ${p}`, `lower(i.city) LIKE lower(${prefix})`]
    .map((clause, n) => `SELECT * FROM (${newest(clause)}) b${n}`)
    .join(' UNION ');
}

/** Installations as the console lists them (Installations, Detail View), with their serials. */
@injectable({scope: BindingScope.SINGLETON})
export class InstallationListingStore extends SqlRepository {
  /** One page, newest installation date first, and the number of matches up to `countCap`. */
  async page(f: InstallationFilter, limit: number, offset: number, countCap: number) {
    const where = whereOf(f);
    const template = matchesOf(f, where);
    const matches = (n: string) => template.replaceAll('{LIMIT}', n);
    const params = [...where.params];
    const n = params.length;
    const [list, counted] = await Promise.all([
      // The page's ids first (an index in the list's order), so the row's figures are computed for that page only.
      this.pool.query(
        `SELECT ${ROW} FROM (SELECT m.id FROM (${matches(`$${n + 1}::int`)}) m ORDER BY m.installation_date DESC, m.id DESC
          LIMIT $${n + 2} OFFSET $${n + 3}) page JOIN installation i ON i.id = page.id ${JOINS}
          ORDER BY i.installation_date DESC, i.id DESC`,
        [...params, offset + limit, limit, offset],
      ),
      this.pool.query<{n: string}>(`SELECT count(*) AS n FROM (${matches(`${countCap + 1}`)}) c`, params),
    ]);
    const total = Number(counted.rows[0].n);
    return {count: Math.min(total, countCap), countCapped: total > countCap, list: list.rows};
  }

  /** The first `limit` rows of a filter, newest installation date first, without counting them. */
  async rows(f: InstallationFilter, limit: number) {
    const where = whereOf(f);
    const {rows} = await this.pool.query(
      `SELECT ${ROW} FROM installation i ${JOINS} ${where.toSql()} ORDER BY i.installation_date DESC, i.id DESC LIMIT $${where.params.length + 1}`,
      [...where.params, limit],
    );
    return rows;
  }

  /** The city of a postcode-table id, as the installations' city index keys it; undefined when unknown. */
  async cityKey(cityId: number) {
    const {rows} = await this.pool.query<{name: string; postCode: string}>(
      `SELECT lower(trim(suburb)) AS name, postcode AS "postCode" FROM postcode WHERE id = $1`,
      [cityId],
    );
    return rows[0];
  }

  /** The accreditation code of an installer of the register; undefined when unknown. */
  async installerCode(installerId: number) {
    const {rows} = await this.pool.query<{code: string}>(`SELECT acc_code AS code FROM installer WHERE id = $1`, [
      installerId,
    ]);
    return rows[0]?.code ?? undefined;
  }

  /**
   * Installations per day of the filtered set: the Detail View's chart when a city or installer filter
   * combines with others. The caller first checks from the maintained counts that the narrow filter
   * matches few installations, so this reads one short range of the installer or city index.
   */
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
