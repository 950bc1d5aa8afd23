/**
 * Every installation, filtered, as the console lists it (Installations, the Detail View): a page cut from the newest
 * matches, their rows with the names around them, the counts per day, the serials of the installations listed.
 */
import type {QueryConfig} from 'pg';
import type {Installation, ProductSerial} from '../../models';
import {prefixPattern, SqlWhere} from '../kernel/sql-list';

/** What the console's installation lists narrow to (Installations, Detail View). */
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

/** An installation as the console lists it, with the names around it. */
export type InstallationListingRow = Required<Pick<Installation, 'postCode' | 'retailerName' | 'createdOn'>> & {
  productInstallationId: Installation['id'];
  /** 'YYYY-MM-DD' */
  installationDate: string;
  stateName: Installation['state'];
  cityName: Installation['city'];
  installerAccreditationCode: Installation['installerAccCode'];
  installerName: string | null;
  /** kW */
  totalRatedPower: number;
  appProviderName: string | null;
  /** The manufacturers of its serials, joined by ', '. */
  manufacturerName: string | null;
};

/** One installed serial of a listed installation. */
export type ListedSerial = Pick<ProductSerial, 'serial'> & {installationId: number; brand: string; model: string};

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

/**
 * One page of the console's installations, newest installation date first (the page's ids first, from an index in
 * the list's order, so the rows' figures are computed for that page only), and the count of matches up to `countCap`
 * (a statement whose one row holds n, the count or countCap + 1).
 */
export function consolePage(
  f: InstallationFilter,
  limit: number,
  offset: number,
  countCap: number,
): {page: QueryConfig; count: QueryConfig} {
  const where = whereOf(f);
  const template = matchesOf(f, where);
  const matches = (n: string) => template.replaceAll('{LIMIT}', n);
  const params = [...where.params];
  const n = params.length;
  return {
    page: {
      text: `SELECT ${ROW} FROM (SELECT m.id FROM (${matches(`$${n + 1}::int`)}) m ORDER BY m.installation_date DESC, m.id DESC
          LIMIT $${n + 2} OFFSET $${n + 3}) page JOIN installation i ON i.id = page.id ${JOINS}
          ORDER BY i.installation_date DESC, i.id DESC`,
      values: [...params, offset + limit, limit, offset],
    },
    count: {text: `SELECT count(*) AS n FROM (${matches(`${countCap + 1}`)}) c`, values: params},
  };
}

/** The first `limit` rows of a filter, newest installation date first, without counting them. */
export function consoleRows(f: InstallationFilter, limit: number): QueryConfig {
  const where = whereOf(f);
  return {
    text: `SELECT ${ROW} FROM installation i ${JOINS} ${where.toSql()} ORDER BY i.installation_date DESC, i.id DESC LIMIT $${where.params.length + 1}`,
    values: [...where.params, limit],
  };
}

/** Installations per day of the filtered set (the Detail View's chart when a narrow filter combines with others). */
export function perDayOf(f: InstallationFilter): QueryConfig {
  const where = whereOf(f);
  return {
    text: `SELECT to_char(i.installation_date, 'YYYY-MM-DD') AS day, count(*) AS n FROM installation i ${where.toSql()}
        GROUP BY i.installation_date ORDER BY i.installation_date`,
    values: where.params,
  };
}

/** The installed serials of each installation ($1, an int array; at most $2 each). */
export const SERIALS_OF_INSTALLATIONS = `SELECT i.id AS "installationId", s.serial, s.brand, s.model
         FROM unnest($1::int[]) AS i(id)
         CROSS JOIN LATERAL (
           SELECT ps.serial, b.name::text AS brand, p.model::text AS model FROM product_serial ps
             JOIN brand b ON b.id = ps.brand_id JOIN product p ON p.id = ps.product_id
            WHERE ps.installation_id = i.id ORDER BY ps.id LIMIT $2) s`;
