import {BindingScope, injectable, service} from '@loopback/core';
import {Caller} from '../kernel/caller';
import {ServiceError} from '../kernel/service-error';
import {TenancyService} from '../kernel/tenancy.service';
import {PERMISSION} from '../kernel/tenancy';
import type {InstallationPage, InstalledProductRow} from './installation-scope.sql';
import {InstallationRepository} from './installation.repository';

/** The states of the chart and the map (document 001 section 9). */
export const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The monthly installed-products report's file name (document 001 section 7). */
export const installedProductsFileName = (month: number, year: number) => `Products_installed_${month}_${year}.xlsx`;

export interface InstallationStat {
  year: number;
  month: number;
  monthName: string;
  totalPower: number;
  totalInstallation: number;
  stateName: string;
}

function checkYear(year: number): number {
  if (!Number.isInteger(year) || year < 2000 || year > 2100)
    throw new ServiceError('year: give a year such as 2026.', 'VALIDATION', {field: 'year'});
  return year;
}

/**
 * The installations of a manufacturer (or of what a supplier uploaded): the dashboard's counts by month
 * and state, an installation's serials, and the monthly report. Every read goes through the caller's scope.
 */
@injectable({scope: BindingScope.SINGLETON})
export class InstallationService {
  constructor(
    @service(InstallationRepository) private readonly installations: InstallationRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
  ) {}

  /** The Installation(verified) tab: installations holding serials in scope, newest first. */
  async list(caller: Caller, q: InstallationPage & {manufacturerId?: number | null}) {
    return this.installations.list(await this.tenancy.scopeOf(caller, q.manufacturerId), q);
  }

  /** A year's installations and power by month and state (the chart and the map). */
  async stats(caller: Caller, q: {year: number; manufacturerId?: number | null}): Promise<InstallationStat[]> {
    const scope = await this.tenancy.scopeOf(caller, q.manufacturerId);
    const rows = await this.installations.stats(scope, checkYear(q.year));
    return rows.map(r => ({
      year: r.year,
      month: r.month,
      monthName: MONTH_NAMES[r.month - 1],
      totalPower: r.totalPower,
      totalInstallation: r.totalInstallation,
      stateName: r.state,
    }));
  }

  /** All-time totals and the years with installations (the year selectors). */
  async summary(caller: Caller, q: {manufacturerId?: number | null}) {
    return this.installations.summary(await this.tenancy.scopeOf(caller, q.manufacturerId));
  }

  /** The serials in scope at one installation; an installation with none in scope answers as unknown. */
  async serials(caller: Caller, q: {installationId: number; manufacturerId?: number | null}) {
    const scope = await this.tenancy.scopeOf(caller, q.manufacturerId);
    const rows = Number.isSafeInteger(q.installationId)
      ? await this.installations.serials(scope, q.installationId)
      : [];
    if (!rows.length) throw new ServiceError('No installation has this id.', 'NOT_FOUND', {field: 'installationId'});
    return rows;
  }

  /** The month's installed serials in scope, in pages; staff need the Download permission. */
  async installedProducts(
    caller: Caller,
    q: {year: number; month: number; manufacturerId?: number | null},
  ): Promise<AsyncGenerator<InstalledProductRow[]>> {
    const scope = await this.tenancy.scopeOf(caller, q.manufacturerId, PERMISSION.download);
    if (!Number.isInteger(q.month) || q.month < 1 || q.month > 12)
      throw new ServiceError('month: give a month from 1 to 12.', 'VALIDATION', {field: 'month'});
    return this.installations.installedProducts(scope, checkYear(q.year), q.month);
  }
}
