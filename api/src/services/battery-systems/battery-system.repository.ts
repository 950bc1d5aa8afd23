import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';
import {
  BatteryUnitFilter,
  modulesOfStatement,
  systemManufacturersStatement,
  unitCountStatement,
  unitPageStatement,
} from './battery-system-listing.sql';

export interface BatteryUnitRow {
  unitId: number;
  serial: string;
  brand: string;
  model: string;
  manufacturerName: string | null;
  state: string;
  installationId: number | null;
  nmi: string | null;
}

export interface BatteryModuleRow {
  unitId: number;
  serial: string;
  model: string;
  state: string;
  nominalKWh: number | null;
  usableKWh: number | null;
}

/** The battery systems as stored: units of modular models with the modules under them. */
@injectable({scope: BindingScope.SINGLETON})
export class BatterySystemRepository extends SqlRepository {
  async page(f: BatteryUnitFilter, limit: number, offset: number): Promise<{count: number; list: BatteryUnitRow[]}> {
    const [list, count] = await Promise.all([
      this.reads.query<BatteryUnitRow>(unitPageStatement(f, limit, offset)),
      this.reads.query<{n: number}>(unitCountStatement(f)),
    ]);
    return {count: count.rows[0].n, list: list.rows};
  }

  async modulesOf(unitIds: number[]): Promise<BatteryModuleRow[]> {
    if (!unitIds.length) return [];
    return (await this.reads.query<BatteryModuleRow>(modulesOfStatement(unitIds))).rows;
  }

  async manufacturers(): Promise<Array<{id: number; name: string}>> {
    return (await this.reads.query<{id: number; name: string}>(systemManufacturersStatement)).rows;
  }
}
