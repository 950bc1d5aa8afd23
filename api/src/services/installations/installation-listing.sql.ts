import type {QueryConfig} from 'pg';
import type {Installation, ProductSerial} from '../../models';
import {prefixPattern, SqlWhere} from '../kernel/sql-list';
import {applyScope, Scope} from '../kernel/tenancy';

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

/** An installation as the portal's Installation(verified) tab lists it. */
export type InstallationTabRow = Required<
  Pick<Installation, 'installationDate' | 'ownerEmail' | 'createdOn' | 'retailerName'>
> & {
  productInstallationId: Installation['id'];
  ownerFirstname: Installation['ownerFirstName'];
  ratedPower: Installation['ratedPowerW'];
  installerAccreditationCode: Installation['installerAccCode'];
  address: Required<
    Pick<
      Installation,
      | 'city'
      | 'state'
      | 'postCode'
      | 'country'
      | 'latitude'
      | 'longitude'
      | 'isManualLocation'
      | 'streetType'
      | 'unitType'
    >
  >;
  /** Its serials in the caller's scope. */
  productSerialCount: number;
};

/** One serial of an installation, as the 'List of Installed Serials' dialog shows it. */
export type InstalledSerialRow = Required<Pick<ProductSerial, 'serial' | 'ledgerStatus' | 'ledgerDate'>> & {
  /** As text (the dialog's ID). */
  productSerialId: string;
  brandName: string;
  model: string;
  supplier: string | null;
};

/** A page of the installations tab. */
export interface InstallationPage {
  first?: number | null;
  skip?: number | null;
  filter?: string | null;
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

const INSTALLATION_COLUMNS = `i.id AS "productInstallationId", i.installation_date AS "installationDate", i.owner_email AS "ownerEmail",
  i.owner_first_name AS "ownerFirstname", i.created_on AS "createdOn", i.rated_power_w AS "ratedPower",
  i.installer_acc_code AS "installerAccreditationCode", i.retailer_name AS "retailerName",
  json_build_object('city', i.city, 'state', i.state, 'postCode', i.post_code, 'country', i.country, 'latitude', i.latitude,
    'longitude', i.longitude, 'isManualLocation', i.is_manual_location, 'streetType', i.street_type, 'unitType', i.unit_type) AS address`;

/**
 * The scope's installations, newest first, from the tally (migration 022's index): a page is an index range.
 * productSerialCount counts the serials in scope. Administrators without a manufacturer list every installation
 * (one brand or several, listed once). `count` is a scan count when searching or listing everyone; otherwise
 * undefined (the maintained total answers it).
 */
export function tabPage(scope: Scope, page: InstallationPage): {page: QueryConfig; count?: QueryConfig} {
  const everyone = scope.kind === 'all' && scope.manufacturerId === undefined;
  const where = new SqlWhere();
  if (!everyone) {
    where.and(`t.manufacturer_id = ${where.param(scope.manufacturerId)}`);
    where.and(`t.distributor_id = ${where.param(scope.kind === 'supplier' ? scope.distributorId : 0)}`);
  }
  const filter = page.filter?.trim();
  if (filter) {
    // A postcode, or a city prefix in any case: each on its index (installation_post_code_idx, installation_city_prefix_idx).
    where.and(
      `(i.post_code = ${where.param(filter)} OR lower(i.city) LIKE ${where.param(prefixPattern(filter.toLowerCase()))})`,
    );
  }
  const serials = new SqlWhere();
  applyScope(serials, scope, 'ps.manufacturer_id', 'ps.distributor_id');
  const shift = where.params.length;
  const inScope = serials
    .toSql()
    .replace(/^WHERE/, ' AND')
    .replace(/\$(\d+)/g, (_, n) => `$${Number(n) + shift}`);
  const params = [...where.params, ...serials.params];
  const from = everyone
    ? `FROM installation i ${where.toSql()}`
    : `FROM installation_tally t JOIN installation i ON i.id = t.installation_id ${where.toSql()}`;
  return {
    // The page's ids first (a deep page skips index entries), then that page's rows and serial counts.
    page: {
      text: `SELECT ${INSTALLATION_COLUMNS},
                (SELECT count(*)::int FROM product_serial ps WHERE ps.installation_id = i.id${inScope}) AS "productSerialCount"
           FROM (SELECT i.id ${from} ORDER BY i.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}) page
           JOIN installation i ON i.id = page.id ORDER BY i.id DESC`,
      values: [...params, Math.min(Math.max(page.first ?? 100, 1), 500), Math.max(page.skip ?? 0, 0)],
    },
    count: filter || everyone ? {text: `SELECT count(*)::int AS n ${from}`, values: where.params} : undefined,
  };
}

/** The serials in scope installed at one installation, as the dialog lists them (at most 1000). */
export function installedSerials(scope: Scope, installationId: number): QueryConfig {
  const where = new SqlWhere();
  where.and(`ps.installation_id = ${where.param(installationId)}`);
  applyScope(where, scope, 'ps.manufacturer_id', 'ps.distributor_id');
  return {
    text: `SELECT ps.id::text AS "productSerialId", ps.serial, b.name::text AS "brandName", p.model::text AS model,
              ps.ledger_status AS "ledgerStatus", ps.ledger_date AS "ledgerDate", d.name::text AS supplier
         FROM product_serial ps JOIN product p ON p.id = ps.product_id JOIN brand b ON b.id = ps.brand_id
         LEFT JOIN distributor d ON d.id = ps.distributor_id
         ${where.toSql()} ORDER BY b.name, p.model, ps.serial_norm LIMIT 1000`,
    values: where.params,
  };
}
