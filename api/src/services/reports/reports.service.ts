import {BindingScope, injectable, service} from '@loopback/core';
import {ServiceError} from '../kernel/service-error';
import {Dimension, TallyRepository} from './tally.repository';
import {dateRange} from '../kernel/query-args';
import {STATES, stateById} from '../registry/states';

/** How many rows each report chart shows. */
export const REPORT_TOP = 10;

/** Leadership board and reports (document 002, sections 2.12 and 2.21), from the maintained installation counts. */
@injectable({scope: BindingScope.SINGLETON})
export class ReportsService {
  constructor(@service(TallyRepository) private readonly tallies: TallyRepository) {}

  foldDeltas() {
    return this.tallies.foldDeltas();
  }

  async leadershipStats(args: {search?: string | null; from?: string | null; to?: string | null}) {
    const {from, to} = dateRange(args.from, args.to, 30);
    const search = args.search?.trim().slice(0, 100) || undefined;
    const [manufacturers, appProviders] = await Promise.all([
      this.tallies.leadershipManufacturers(from, to, search),
      this.tallies.leadershipAppProviders(from, to),
    ]);
    return {
      from,
      to,
      manufacturers: manufacturers.map(r => ({...r, from, to})),
      appProviders: appProviders.map(r => ({...r, from, to})),
    };
  }

  /** The five report charts; the default range is one month back to today. */
  async reports(args: {fromDate?: string | null; toDate?: string | null}) {
    const {from, to} = this.monthRange(args.fromDate, args.toDate);
    const top = async (dimension: Dimension) => {
      const rows = await this.tallies.top(dimension, from, to, REPORT_TOP);
      return {
        rows,
        names: await this.tallies.names(
          dimension,
          rows.map(r => r.key),
        ),
      };
    };
    const [manufacturers, states, installers, retailers, apps] = await Promise.all(
      (['manufacturer', 'state', 'installer', 'retailer', 'app'] as Dimension[]).map(top),
    );
    return {
      fromDate: from,
      toDate: to,
      topManufacturers: manufacturers.rows.map(r => ({
        displayName: manufacturers.names.get(r.key)?.name ?? `Manufacturer ${r.key}`,
        totalInstallations: r.installations,
      })),
      installationsByArea: states.rows.map(r => ({stateName: r.key, totalInstallations: r.installations})),
      topInstallers: installers.rows.map(r => {
        const known = installers.names.get(r.key);
        return {
          accCode: r.key,
          firstName: known?.first ?? r.key,
          lastName: known?.last ?? '',
          totalInstallations: r.installations,
        };
      }),
      topRetailers: retailers.rows.map(r => ({retailerName: r.key, totalInstallations: r.installations})),
      installationsByAppProvider: apps.rows.map(r => ({
        iRequesterAppName: apps.names.get(r.key)?.name ?? `App ${r.key}`,
        totalInstallations: r.installations,
      })),
    };
  }

  monthRange(fromDate?: string | null, toDate?: string | null) {
    const today = new Date();
    const monthBack = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, today.getUTCDate()));
    const days = Math.round((Date.parse(today.toISOString().slice(0, 10)) - monthBack.getTime()) / 86400000);
    return dateRange(fromDate, toDate, days);
  }

  states() {
    return STATES.map(({stateId, stateName}) => ({stateId, stateName}));
  }

  retailers() {
    return this.tallies.retailers();
  }

  installers() {
    return this.tallies.installers();
  }

  /** A state id of section 5, or a refusal. */
  static stateOf(stateId: string | number | null | undefined) {
    if (stateId === null || stateId === undefined || stateId === '') return undefined;
    const state = stateById(stateId);
    if (!state) throw new ServiceError('Unknown state.', 'VALIDATION', {field: 'stateId'});
    return state;
  }
}
