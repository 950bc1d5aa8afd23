import {ServiceError} from '../kernel/service-error';
import {toDbId} from '../kernel/sql-list';
import {InstallationFilter, OversightInstallationsStore} from './installations.store';
import {ReportsService} from './reports.service';
import {TalliesStore} from './tallies.store';
import {isoDate, pageOf} from './states';

/** Installations listing page size (the placeholder's 9 grew into a real, paged list). */
export const INSTALLATION_PAGE_SIZE = 25;
/** The Detail View's rows (its chart counts every installation of the filter). */
export const DETAIL_ROWS = 1000;
const COUNT_CAP = 10000;
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
export class OversightInstallationsService {
  constructor(
    private readonly store: OversightInstallationsStore,
    private readonly tallies: TalliesStore,
    private readonly reports: ReportsService,
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
    const page = await this.store.page(filter, limit, offset, COUNT_CAP);
    const serials = await this.store.serials(
      page.list.map(r => r.productInstallationId as number),
      SERIALS_PER_INSTALLATION,
    );
    return {
      ...page,
      list: page.list.map(r => ({...r, serials: serials.filter(s => s.installationId === r.productInstallationId)})),
    };
  }

  async filtered(args: FilteredArgs) {
    const {from, to} = this.reports.monthRange(args.fromDate, args.toDate);
    const filter: InstallationFilter = {
      from,
      to,
      manufacturerId: optionalId(args.manufacturerId, 'manufacturerId'),
      state: ReportsService.stateOf(args.stateId)?.stateName,
      cityId: optionalId(args.cityId, 'cityId'),
      retailer: args.retailerId?.trim() || undefined,
      installerId: optionalId(args.installerId, 'installerId'),
    };
    const [page, series] = await Promise.all([
      this.store.page(filter, DETAIL_ROWS, 0, COUNT_CAP),
      this.series(filter, from, to),
    ]);
    return {
      fromDate: from,
      toDate: to,
      totalInstallations: series.reduce((n, d) => n + d.totalInstallations, 0),
      perDay: series,
      list: page.list,
      listCapped: page.count > DETAIL_ROWS,
    };
  }

  /** From the maintained counts when at most one dimension is filtered; else from the filtered rows. */
  private series(f: InstallationFilter, from: string, to: string) {
    const dimensions = [
      f.manufacturerId && (['manufacturer', String(f.manufacturerId)] as const),
      f.state && (['state', f.state] as const),
      f.retailer && (['retailer', f.retailer] as const),
    ].filter(Boolean) as Array<readonly ['manufacturer' | 'state' | 'retailer', string]>;
    if (f.cityId || f.installerId || dimensions.length > 1) return this.store.perDay(f);
    const [dimension, key] = dimensions[0] ?? (['state', undefined] as const);
    return this.tallies.perDay(dimension, key, from, to);
  }
}
