import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';
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

/** One serial of an installation, as the 'List of Installed Serials' dialog shows it. */
export interface InstalledSerialRow {
  productSerialId: string;
  serial: string;
  brandName: string;
  model: string;
  ledgerStatus: string;
  ledgerDate: Date | null;
  supplier: string | null;
}

/** One serial of the monthly installed-products report. */
export interface InstalledProductRow {
  installationId: number;
  installationDate: string;
  city: string | null;
  state: string | null;
  postCode: string | null;
  brand: string;
  model: string;
  serial: string;
  supplier: string | null;
  ratedPowerW: number | null;
}

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

/** A page of the installations tab. */
export interface InstallationPage {
  first?: number | null;
  skip?: number | null;
  filter?: string | null;
}

const INSTALLATION_COLUMNS = `i.id AS "productInstallationId", i.installation_date AS "installationDate", i.owner_email AS "ownerEmail",
  i.owner_first_name AS "ownerFirstname", i.created_on AS "createdOn", i.rated_power_w AS "ratedPower",
  i.installer_acc_code AS "installerAccreditationCode", i.retailer_name AS "retailerName",
  json_build_object('city', i.city, 'state', i.state, 'postCode', i.post_code, 'country', i.country, 'latitude', i.latitude,
    'longitude', i.longitude, 'isManualLocation', i.is_manual_location, 'streetType', i.street_type, 'unitType', i.unit_type) AS address`;

/** Installations as manufacturers and suppliers see them: maintained counts, an installation's serials, a month's report. */
@injectable({scope: BindingScope.SINGLETON})
export class InstallationStore extends SqlRepository {
  /** A year's counts by month and state. */
  async stats(scope: Scope, year: number): Promise<InstallationStatRow[]> {
    const where = statsWhere(scope).and('year = $YEAR');
    const sql = `SELECT month, state, sum(total_installation)::float8 AS "totalInstallation", sum(total_power_w)::float8 AS "totalPower"
                   FROM installation_stats_now ${where.toSql().replace('$YEAR', where.param(year))}
                  GROUP BY month, state ORDER BY month, state`;
    const {rows} = await this.pool.query<Omit<InstallationStatRow, 'year'>>(sql, where.params);
    return rows.map(r => ({...r, year}));
  }

  /** The years that have installations, newest first, with the all-time totals. */
  async summary(scope: Scope): Promise<{years: number[]; totalInstallation: number; totalPower: number}> {
    const where = statsWhere(scope);
    const {rows} = await this.pool.query<{year: number; installations: number; power: number}>(
      `SELECT year, sum(total_installation)::float8 AS installations, sum(total_power_w)::float8 AS power
         FROM installation_stats_now ${where.toSql()} GROUP BY year ORDER BY year DESC`,
      where.params,
    );
    return {
      years: rows.filter(r => r.installations > 0).map(r => r.year),
      totalInstallation: rows.reduce((n, r) => n + r.installations, 0),
      totalPower: rows.reduce((n, r) => n + r.power, 0),
    };
  }

  /**
   * The scope's installations, newest first, from the tally (migration 022's index): a page is an index range,
   * and the count without a filter is the maintained total. productSerialCount counts the serials in scope.
   */
  async list(scope: Scope, page: InstallationPage) {
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
    // Administrators without a manufacturer list every installation (one brand or several, listed once).
    const from = everyone
      ? `FROM installation i ${where.toSql()}`
      : `FROM installation_tally t JOIN installation i ON i.id = t.installation_id ${where.toSql()}`;
    const [list, count] = await Promise.all([
      this.pool.query(
        // The page's ids first (a deep page skips index entries), then that page's rows and serial counts.
        `SELECT ${INSTALLATION_COLUMNS},
                (SELECT count(*)::int FROM product_serial ps WHERE ps.installation_id = i.id${inScope}) AS "productSerialCount"
           FROM (SELECT i.id ${from} ORDER BY i.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}) page
           JOIN installation i ON i.id = page.id ORDER BY i.id DESC`,
        [...params, Math.min(Math.max(page.first ?? 100, 1), 500), Math.max(page.skip ?? 0, 0)],
      ),
      filter || everyone
        ? this.pool.query<{n: number}>(`SELECT count(*)::int AS n ${from}`, where.params).then(r => r.rows[0].n)
        : this.total(scope),
    ]);
    return {count, list: list.rows};
  }

  /** The scope's installations counted by the maintained counts (all manufacturers: the sum of theirs). */
  private async total(scope: Scope): Promise<number> {
    const where = statsWhere(scope);
    const {rows} = await this.pool.query<{n: number}>(
      `SELECT coalesce(sum(total_installation), 0)::float8 AS n FROM installation_stats_now ${where.toSql()}`,
      where.params,
    );
    return rows[0].n;
  }

  /** The serials in scope installed at one installation (none: the installation is not the caller's to see). */
  async serials(scope: Scope, installationId: number): Promise<InstalledSerialRow[]> {
    const where = new SqlWhere();
    where.and(`ps.installation_id = ${where.param(installationId)}`);
    applyScope(where, scope, 'ps.manufacturer_id', 'ps.distributor_id');
    const {rows} = await this.pool.query<InstalledSerialRow>(
      `SELECT ps.id::text AS "productSerialId", ps.serial, b.name::text AS "brandName", p.model::text AS model,
              ps.ledger_status AS "ledgerStatus", ps.ledger_date AS "ledgerDate", d.name::text AS supplier
         FROM product_serial ps JOIN product p ON p.id = ps.product_id JOIN brand b ON b.id = ps.brand_id
         LEFT JOIN distributor d ON d.id = ps.distributor_id
         ${where.toSql()} ORDER BY b.name, p.model, ps.serial_norm LIMIT 1000`,
      where.params,
    );
    return rows;
  }

  /**
   * Every serial in scope installed at an installation dated in that month, in pages of 500 installations
   * by id (the installation date index finds the month; the installation index of serials its serials).
   */
  async *installedProducts(scope: Scope, year: number, month: number): AsyncGenerator<InstalledProductRow[]> {
    const from = `${year}-${String(month).padStart(2, '0')}-01`;
    let after = 0;
    for (;;) {
      const where = new SqlWhere();
      const month = `i.installation_date >= ${where.param(from)}::date AND i.installation_date < ($1::date + interval '1 month')`;
      const idAfter = where.param(after);
      applyScope(where, scope, 'ps.manufacturer_id', 'ps.distributor_id');
      const {rows} = await this.pool.query<InstalledProductRow & {last: number}>(
        `WITH page AS (SELECT i.* FROM installation i WHERE ${month} AND i.id > ${idAfter} ORDER BY i.id LIMIT 500)
         SELECT i.id AS "installationId", to_char(i.installation_date, 'YYYY-MM-DD') AS "installationDate", i.city, i.state,
                i.post_code AS "postCode", b.name::text AS brand, p.model::text AS model, ps.serial, d.name::text AS supplier,
                i.rated_power_w AS "ratedPowerW", (SELECT max(id) FROM page) AS last
           FROM page i JOIN product_serial ps ON ps.installation_id = i.id
           JOIN product p ON p.id = ps.product_id JOIN brand b ON b.id = ps.brand_id
           LEFT JOIN distributor d ON d.id = ps.distributor_id
           ${where.toSql()}
          ORDER BY i.id, ps.serial_norm`,
        where.params,
      );
      if (rows.length) yield rows.map(({last: _last, ...row}) => row);
      const last = rows.length ? rows[0].last : await this.lastOfPage(from, after);
      if (last === null) return;
      after = last;
    }
  }

  /** The last id of a page of the month's installations with no serial in scope (null: none left). */
  private async lastOfPage(from: string, after: number): Promise<number | null> {
    const {rows} = await this.pool.query<{id: number | null}>(
      `SELECT max(id) AS id FROM (SELECT id FROM installation
         WHERE installation_date >= $1::date AND installation_date < ($1::date + interval '1 month') AND id > $2
         ORDER BY id LIMIT 500) x`,
      [from, after],
    );
    return rows[0].id;
  }
}
