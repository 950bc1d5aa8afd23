/**
 * The installations of a caller's scope (a manufacturer's, or what one supplier uploaded): the maintained counts, the
 * Installation(verified) tab, an installation's serials and the monthly report.
 */
import type {QueryConfig} from 'pg';
import type {Installation, ProductSerial} from '../../models';
import {prefixPattern, SqlWhere} from '../kernel/sql-list';
import {applyScope, Scope} from '../kernel/tenancy';

/** One month and state of the maintained installation counts. */
export interface InstallationStatRow {
  year: number;
  month: number;
  state: string;
  totalInstallation: number;
  totalPower: number;
}

/** One serial of the monthly installed-products report. */
export type InstalledProductRow = Required<Pick<Installation, 'city' | 'state' | 'postCode' | 'ratedPowerW'>> &
  Pick<ProductSerial, 'serial'> & {
    installationId: Installation['id'];
    /** 'YYYY-MM-DD' */
    installationDate: string;
    brand: string;
    model: string;
    supplier: string | null;
  };

/** A page of the installations tab. */
export interface InstallationPage {
  first?: number | null;
  skip?: number | null;
  filter?: string | null;
}

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
  /** A battery system's module: its unit's serial. */
  parentSerial: string | null;
  /** A battery system's unit: its modules' count and capacity, and the approved configuration of that count. */
  system: {
    moduleCount: number;
    nominalKWh: number;
    usableKWh: number;
    configuration: {moduleCount: number; nominalKWh: number; usableKWh: number} | null;
  } | null;
};

/**
 * The counts of installation_stats_now for a scope: the manufacturer's own tally (supplier 0), or the
 * tally of what one supplier uploaded. Read from the maintained counts (a few hundred rows at most), never
 * from serials.
 */
function statsWhere(scope: Scope): SqlWhere {
  const where = new SqlWhere();
  if (scope.manufacturerId !== undefined) where.and(`manufacturer_id = ${where.param(scope.manufacturerId)}`);
  where.and(`distributor_id = ${where.param(scope.kind === 'supplier' ? scope.distributorId : 0)}`);
  return where;
}

/** A year's counts by month and state. */
export function statsOfYear(scope: Scope, year: number): QueryConfig {
  const where = statsWhere(scope).and('year = $YEAR');
  return {
    text: `SELECT month, state, sum(total_installation)::float8 AS "totalInstallation", sum(total_power_w)::float8 AS "totalPower"
                   FROM installation_stats_now ${where.toSql().replace('$YEAR', where.param(year))}
                  GROUP BY month, state ORDER BY month, state`,
    values: where.params,
  };
}

/** The counts by year, newest first. */
export function statsByYear(scope: Scope): QueryConfig {
  const where = statsWhere(scope);
  return {
    text: `SELECT year, sum(total_installation)::float8 AS installations, sum(total_power_w)::float8 AS power
         FROM installation_stats_now ${where.toSql()} GROUP BY year ORDER BY year DESC`,
    values: where.params,
  };
}

/** The scope's installations counted by the maintained counts (all manufacturers: the sum of theirs). */
export function statsTotal(scope: Scope): QueryConfig {
  const where = statsWhere(scope);
  return {
    text: `SELECT coalesce(sum(total_installation), 0)::float8 AS n FROM installation_stats_now ${where.toSql()}`,
    values: where.params,
  };
}

/**
 * A page of the monthly report: every serial in scope installed at one of the next 500 installations (by id,
 * after `after`) dated in the month starting `from` (the installation date index finds the month; the
 * installation index of serials its serials), with the page's last installation id.
 */
export function installedProductsPage(scope: Scope, from: string, after: number): QueryConfig {
  const where = new SqlWhere();
  const month = `i.installation_date >= ${where.param(from)}::date AND i.installation_date < ($1::date + interval '1 month')`;
  const idAfter = where.param(after);
  applyScope(where, scope, 'ps.manufacturer_id', 'ps.distributor_id');
  return {
    text: `WITH page AS (SELECT i.* FROM installation i WHERE ${month} AND i.id > ${idAfter} ORDER BY i.id LIMIT 500)
         SELECT i.id AS "installationId", to_char(i.installation_date, 'YYYY-MM-DD') AS "installationDate", i.city, i.state,
                i.post_code AS "postCode", b.name::text AS brand, p.model::text AS model, ps.serial, d.name::text AS supplier,
                i.rated_power_w AS "ratedPowerW", (SELECT max(id) FROM page) AS last
           FROM page i JOIN product_serial ps ON ps.installation_id = i.id
           JOIN product p ON p.id = ps.product_id JOIN brand b ON b.id = ps.brand_id
           LEFT JOIN distributor d ON d.id = ps.distributor_id
           ${where.toSql()}
          ORDER BY i.id, ps.serial_norm`,
    values: where.params,
  };
}

/** The last id of a page of the month's ($1) installations after $2 (null: none left). */
export const LAST_OF_PAGE = `SELECT max(id) AS id FROM (SELECT id FROM installation
         WHERE installation_date >= $1::date AND installation_date < ($1::date + interval '1 month') AND id > $2
         ORDER BY id LIMIT 500) x`;

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
/**
 * A battery system's unit as installed: its modules (those under it), their capacity summed, and the approved
 * configuration of that module count (by count: the verification checked its dates when it was installed).
 */
const SYSTEM_OF_UNIT = `SELECT json_build_object('moduleCount', count(c.id), 'nominalKWh', coalesce(sum(mm.nominal_kwh), 0),
    'usableKWh', coalesce(sum(mm.usable_kwh), 0),
    'configuration', (SELECT json_build_object('moduleCount', bc.module_count, 'nominalKWh', bc.nominal_kwh, 'usableKWh', bc.usable_kwh)
                        FROM battery_configuration bc WHERE bc.bmu_product_id = ps.product_id AND bc.module_count = count(c.id)))
  FROM product_serial c LEFT JOIN battery_module_model mm ON mm.product_id = c.product_id WHERE c.parent_serial_id = ps.id`;

export function installedSerials(scope: Scope, installationId: number): QueryConfig {
  const where = new SqlWhere();
  where.and(`ps.installation_id = ${where.param(installationId)}`);
  applyScope(where, scope, 'ps.manufacturer_id', 'ps.distributor_id');
  return {
    text: `SELECT ps.id::text AS "productSerialId", ps.serial, b.name::text AS "brandName", p.model::text AS model,
              ps.ledger_status AS "ledgerStatus", ps.ledger_date AS "ledgerDate", d.name::text AS supplier,
              (SELECT u.serial FROM product_serial u WHERE u.id = ps.parent_serial_id) AS "parentSerial",
              CASE WHEN p.modular THEN (${SYSTEM_OF_UNIT}) END AS system
         FROM product_serial ps JOIN product p ON p.id = ps.product_id JOIN brand b ON b.id = ps.brand_id
         LEFT JOIN distributor d ON d.id = ps.distributor_id
         ${where.toSql()} ORDER BY b.name, p.model, ps.serial_norm LIMIT 1000`,
    values: where.params,
  };
}
