import {BindingScope, injectable, service} from '@loopback/core';
import {pageOf} from '../kernel/query-args';
import {ServiceError} from '../kernel/service-error';
import {toDbId} from '../kernel/sql-list';
import {BatterySystemRepository} from './battery-system.repository';

/** Document 002 section 2.25: the modules list shows 9 units per page. */
export const BATTERY_UNIT_PAGE_SIZE = 9;
const STATES = ['available', 'installed', 'withdrawn'];

export interface BatteryUnitArgs {
  search?: string | null;
  manufacturerId?: string | null;
  state?: string | null;
  first?: number | null;
  skip?: number | null;
}

const kwh = (n: number) => Math.round(n * 1000) / 1000;

/** The console's /Module: each battery system's unit with its modules and their capacity, paged, searched, filtered. */
@injectable({scope: BindingScope.SINGLETON})
export class BatterySystemListingService {
  constructor(@service(BatterySystemRepository) private readonly systems: BatterySystemRepository) {}

  async list(args: BatteryUnitArgs) {
    const {limit, offset} = pageOf(args.first, args.skip, BATTERY_UNIT_PAGE_SIZE, 90);
    let manufacturerId: number | undefined;
    if (args.manufacturerId) {
      const id = toDbId(args.manufacturerId);
      if (id === null)
        throw new ServiceError('manufacturerId is not a valid id.', 'VALIDATION', {field: 'manufacturerId'});
      manufacturerId = id;
    }
    if (args.state && !STATES.includes(args.state))
      throw new ServiceError(`state must be one of ${STATES.join(', ')}.`, 'VALIDATION', {field: 'state'});
    const search = args.search?.trim().toUpperCase().replace(/\s+/g, '').slice(0, 100) || undefined;
    const page = await this.systems.page({manufacturerId, state: args.state || undefined, search}, limit, offset);
    const modules = await this.systems.modulesOf(page.list.map(u => u.unitId));
    return {
      count: page.count,
      list: page.list.map(u => {
        const own = modules.filter(m => m.unitId === u.unitId);
        return {
          ...u,
          moduleCount: own.length,
          nominalKWh: kwh(own.reduce((n, m) => n + (m.nominalKWh ?? 0), 0)),
          usableKWh: kwh(own.reduce((n, m) => n + (m.usableKWh ?? 0), 0)),
          modules: own,
        };
      }),
      manufacturers: await this.systems.manufacturers(),
    };
  }
}
