import type {QueryConfig} from 'pg';
import type {Installation, ProductSerial} from '../../models';
import {SqlWhere} from '../kernel/sql-list';
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
