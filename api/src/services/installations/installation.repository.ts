import {BindingScope, injectable} from '@loopback/core';
import type {QueryConfig} from 'pg';
import {SqlRepository} from '../kernel/sql-repository';
import {Scope} from '../kernel/tenancy';
import {
  consolePage,
  consoleRows,
  InstallationFilter,
  InstallationListingRow,
  ListedSerial,
  perDayOf,
  SERIALS_OF_INSTALLATIONS,
} from './installation-listing.sql';
import {
  InstallationPage,
  InstallationStatRow,
  InstallationTabRow,
  installedProductsPage,
  InstalledProductRow,
  installedSerials,
  InstalledSerialRow,
  LAST_OF_PAGE,
  statsByYear,
  statsOfYear,
  statsTotal,
  tabPage,
} from './installation-scope.sql';

/**
 * The installations (installation): as manufacturers and suppliers see them (the maintained counts of the
 * dashboard, the Installation(verified) tab, an installation's serials, the monthly report), and as the console
 * lists them (Installations, the Detail View). Statements: installation-scope.sql.ts, installation-listing.sql.ts.
 */
@injectable({scope: BindingScope.SINGLETON})
export class InstallationRepository extends SqlRepository {
  /** A year's counts by month and state. */
  async stats(scope: Scope, year: number): Promise<InstallationStatRow[]> {
    const {rows} = await this.reads.query<Omit<InstallationStatRow, 'year'>>(statsOfYear(scope, year));
    return rows.map(r => ({...r, year}));
  }

  /** The years that have installations, newest first, with the all-time totals. */
  async summary(scope: Scope): Promise<{years: number[]; totalInstallation: number; totalPower: number}> {
    const {rows} = await this.reads.query<{year: number; installations: number; power: number}>(statsByYear(scope));
    return {
      years: rows.filter(r => r.installations > 0).map(r => r.year),
      totalInstallation: rows.reduce((n, r) => n + r.installations, 0),
      totalPower: rows.reduce((n, r) => n + r.power, 0),
    };
  }

  /**
   * The Installation(verified) tab: the scope's installations, newest first, a page an index range; the count
   * without a filter is the maintained total. productSerialCount counts the serials in scope.
   */
  async list(scope: Scope, page: InstallationPage): Promise<{count: number; list: InstallationTabRow[]}> {
    const q = tabPage(scope, page);
    const [list, count] = await Promise.all([
      this.reads.query<InstallationTabRow>(q.page),
      q.count ? this.count(q.count) : this.count(statsTotal(scope)),
    ]);
    return {count, list: list.rows};
  }

  /** The serials in scope installed at one installation (none: the installation is not the caller's to see). */
  async serials(scope: Scope, installationId: number): Promise<InstalledSerialRow[]> {
    return (await this.pool.query<InstalledSerialRow>(installedSerials(scope, installationId))).rows;
  }

  /**
   * Every serial in scope installed at an installation dated in that month, in pages of 500 installations
   * by id (the installation date index finds the month; the installation index of serials its serials).
   */
  async *installedProducts(scope: Scope, year: number, month: number): AsyncGenerator<InstalledProductRow[]> {
    const from = `${year}-${String(month).padStart(2, '0')}-01`;
    let after = 0;
    for (;;) {
      const {rows} = await this.pool.query<InstalledProductRow & {last: number}>(
        installedProductsPage(scope, from, after),
      );
      if (rows.length) yield rows.map(({last: _last, ...row}) => row);
      const last = rows.length ? rows[0].last : await this.lastOfPage(from, after);
      if (last === null) return;
      after = last;
    }
  }

  /** The console's Installations: one page, newest installation date first, and the matches up to `countCap`. */
  async consolePage(f: InstallationFilter, limit: number, offset: number, countCap: number) {
    const q = consolePage(f, limit, offset, countCap);
    const [list, total] = await Promise.all([this.reads.query<InstallationListingRow>(q.page), this.count(q.count)]);
    return {count: Math.min(total, countCap), countCapped: total > countCap, list: list.rows};
  }

  /** The Detail View's rows: the first `limit` of a filter, newest installation date first, without counting them. */
  async consoleRows(f: InstallationFilter, limit: number): Promise<InstallationListingRow[]> {
    return (await this.pool.query<InstallationListingRow>(consoleRows(f, limit))).rows;
  }

  /**
   * Installations per day of the filtered set: the Detail View's chart when a city or installer filter
   * combines with others. The caller first checks from the maintained counts that the narrow filter
   * matches few installations, so this reads one short range of the installer or city index.
   */
  async perDay(f: InstallationFilter) {
    const {rows} = await this.reads.query<{day: string; n: string}>(perDayOf(f));
    return rows.map(r => ({day: r.day, totalInstallations: Number(r.n)}));
  }

  /** The installed serials of each listed installation (at most `perInstallation` each). */
  async serialsOf(installationIds: number[], perInstallation: number): Promise<ListedSerial[]> {
    if (!installationIds.length) return [];
    return (await this.pool.query<ListedSerial>(SERIALS_OF_INSTALLATIONS, [installationIds, perInstallation])).rows;
  }

  /** The city of a postcode-table id, as the installations' city index keys it (a Detail View filter); undefined when unknown. */
  async cityKey(cityId: number): Promise<{name: string; postCode: string} | undefined> {
    const {rows} = await this.pool.query<{name: string; postCode: string}>(
      `SELECT lower(trim(suburb)) AS name, postcode AS "postCode" FROM postcode WHERE id = $1`,
      [cityId],
    );
    return rows[0];
  }

  /** The accreditation code of an installer of the register (a Detail View filter); undefined when unknown. */
  async installerCode(installerId: number): Promise<string | undefined> {
    const {rows} = await this.pool.query<{code: string}>(`SELECT acc_code AS code FROM installer WHERE id = $1`, [
      installerId,
    ]);
    return rows[0]?.code ?? undefined;
  }

  /** The last id of a page of the month's installations with no serial in scope (null: none left). */
  private async lastOfPage(from: string, after: number): Promise<number | null> {
    return (await this.pool.query<{id: number | null}>(LAST_OF_PAGE, [from, after])).rows[0].id;
  }

  /** A count statement's n. */
  private async count(q: QueryConfig): Promise<number> {
    return Number((await this.reads.query<{n: number | string}>(q)).rows[0].n);
  }
}
