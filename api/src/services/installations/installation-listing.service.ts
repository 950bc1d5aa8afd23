import {BindingScope, injectable, service} from '@loopback/core';
import {ServiceError} from '../kernel/service-error';
import {toDbId} from '../kernel/sql-list';
import type {InstallationFilter} from './installation-listing.sql';
import {InstallationRepository} from './installation.repository';
import {ReportsService} from '../reports/reports.service';
import {DetailDimension, KEY_SEPARATOR, TallyRepository} from '../reports/tally.repository';
import {isoDate, pageOf} from '../kernel/query-args';

/** Installations listing page size (the placeholder's 9 grew into a real, paged list). */
export const INSTALLATION_PAGE_SIZE = 25;
/** The Detail View's rows (its chart counts every installation of the filter). */
export const DETAIL_ROWS = 1000;
const COUNT_CAP = 10000;
/**
 * The most installations a city or installer filter may match over the range when it combines with other
 * filters: those are counted from the installations themselves (one range of the city or installer index),
 * so the count is bounded; beyond it the caller is asked for a shorter range.
 */
export const DETAIL_SCAN_BOUND = 20000;
const SERIALS_PER_INSTALLATION = 50;

const optionalId = (value: unknown, name: string) => {
  if (value === null || value === undefined || value === '') return undefined;
  const id = toDbId(value);
  if (id === null) throw new ServiceError(`${name} is not a valid id.`, 'VALIDATION', {field: name});
  return id;
};

export interface FilteredArgs {
  fromDate?: string | null;
  toDate?: string | null;
  manufacturerId?: string | null;
  stateId?: string | null;
  cityId?: string | null;
  retailerId?: string | null;
  installerId?: string | null;
}

/** Every installation (/Installations) and the Detail View's filtered installations (document 002, 2.11 and 2.22). */
@injectable({scope: BindingScope.SINGLETON})
export class InstallationListingService {
  constructor(
    @service(InstallationRepository) private readonly installations: InstallationRepository,
    @service(TallyRepository) private readonly tallies: TallyRepository,
    @service(ReportsService) private readonly reports: ReportsService,
  ) {}

  async list(args: {
    search?: string | null;
    stateId?: string | null;
    fromDate?: string | null;
    toDate?: string | null;
    first?: number | null;
    skip?: number | null;
  }) {
    const {limit, offset} = pageOf(args.first, args.skip, INSTALLATION_PAGE_SIZE, 200);
    const filter: InstallationFilter = {
      search: args.search?.trim().slice(0, 100),
      state: ReportsService.stateOf(args.stateId)?.stateName,
      from: isoDate(args.fromDate, 'fromDate'),
      to: isoDate(args.toDate, 'toDate'),
    };
    const page = await this.installations.consolePage(filter, limit, offset, COUNT_CAP);
    const serials = await this.installations.serialsOf(
      page.list.map(r => r.productInstallationId),
      SERIALS_PER_INSTALLATION,
    );
    return {
      ...page,
      list: page.list.map(r => ({...r, serials: serials.filter(s => s.installationId === r.productInstallationId)})),
    };
  }

  async filtered(args: FilteredArgs) {
    const {from, to} = this.reports.monthRange(args.fromDate, args.toDate);
    const cityId = optionalId(args.cityId, 'cityId');
    const installerId = optionalId(args.installerId, 'installerId');
    const filter: InstallationFilter = {
      from,
      to,
      manufacturerId: optionalId(args.manufacturerId, 'manufacturerId'),
      state: ReportsService.stateOf(args.stateId)?.stateName,
      city: cityId ? await this.installations.cityKey(cityId) : undefined,
      retailer: args.retailerId?.trim() || undefined,
      installerCode: installerId ? await this.installations.installerCode(installerId) : undefined,
    };
    // An unknown city or installer has no installations.
    const unknown = (cityId && !filter.city) || (installerId && !filter.installerCode);
    const series = unknown ? [] : await this.series(filter, from, to);
    const total = series.reduce((n, d) => n + d.totalInstallations, 0);
    const list = total ? await this.installations.consoleRows(filter, DETAIL_ROWS) : [];
    return {
      fromDate: from,
      toDate: to,
      totalInstallations: total,
      perDay: series,
      list,
      listCapped: total > list.length,
    };
  }

  /**
   * The chart from maintained counts (migrations 055 and 080): one dimension, or the combination of the broad
   * filters (manufacturer, state, retailer). A city or installer filter with others is counted from the
   * installations after its maintained count shows it matches at most DETAIL_SCAN_BOUND of them.
   */
  private async series(f: InstallationFilter, from: string, to: string) {
    const narrow: Array<[DetailDimension, string]> = [];
    if (f.installerCode) narrow.push(['installer', f.installerCode]);
    if (f.city) narrow.push(['city', `${f.city.name}${KEY_SEPARATOR}${f.city.postCode}`]);
    const broad: Array<[string, string]> = [];
    if (f.manufacturerId) broad.push(['manufacturer', String(f.manufacturerId)]);
    if (f.state) broad.push(['state', f.state]);
    if (f.retailer) broad.push(['retailer', f.retailer]);
    if (!narrow.length) {
      if (!broad.length) return this.tallies.perDay('state', undefined, from, to);
      const dimension = broad.map(([d]) => d).join('+') as DetailDimension;
      return this.tallies.perDay(dimension, broad.map(([, k]) => k).join(KEY_SEPARATOR), from, to);
    }
    if (narrow.length === 1 && !broad.length) return this.tallies.perDay(narrow[0][0], narrow[0][1], from, to);
    const sizes = await Promise.all(narrow.map(([d, k]) => this.tallies.total(d, k, from, to)));
    const smallest = Math.min(...sizes);
    if (smallest === 0) return [];
    if (smallest > DETAIL_SCAN_BOUND)
      throw new ServiceError(
        `The ${narrow[sizes.indexOf(smallest)][0]} chosen has ${smallest.toLocaleString('en-AU')} installations in this range, more than the ${DETAIL_SCAN_BOUND.toLocaleString('en-AU')} the Detail View counts when it is combined with other filters: choose a shorter date range.`,
        'VALIDATION',
        {field: 'fromDate'},
      );
    return this.installations.perDay(f);
  }
}
