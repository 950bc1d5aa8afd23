import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';

export interface BatteryModuleModel {
  productId: number;
  model: string;
  nominalKWh: number;
  usableKWh: number;
}

export interface BatteryConfiguration {
  moduleCount: number;
  nominalKWh: number;
  usableKWh: number;
  approvedDate: string | null;
  expiryDate: string | null;
}

/** A modular battery product (its battery management unit's model): the module models that fit it, its configurations. */
export interface BatterySystemModel {
  modules: BatteryModuleModel[];
  configurations: BatteryConfiguration[];
}

/** A module model: its own capacity and the unit models it fits. */
export interface BatteryModuleOf {
  nominalKWh: number;
  usableKWh: number;
  units: string[];
}

/** The modular data of one model, as the CEC products sync stored it (read-only). */
@injectable({scope: BindingScope.SINGLETON})
export class BatterySystemModelRepository extends SqlRepository {
  async systemOf(productId: number): Promise<{system: BatterySystemModel | null; module: BatteryModuleOf | null}> {
    const {rows} = await this.pool.query<{system: BatterySystemModel | null; module: BatteryModuleOf | null}>(
      `SELECT (SELECT json_build_object(
                 'modules', coalesce((SELECT json_agg(json_build_object('productId', mp.id, 'model', mp.model,
                                       'nominalKWh', mm.nominal_kwh, 'usableKWh', mm.usable_kwh) ORDER BY mp.model)
                                        FROM battery_module_fit f JOIN product mp ON mp.id = f.module_product_id
                                        JOIN battery_module_model mm ON mm.product_id = mp.id
                                       WHERE f.bmu_product_id = $1), '[]'),
                 'configurations', json_agg(json_build_object('moduleCount', c.module_count, 'nominalKWh', c.nominal_kwh,
                                     'usableKWh', c.usable_kwh, 'approvedDate', to_char(c.approved_date, 'YYYY-MM-DD'),
                                     'expiryDate', to_char(c.expiry_date, 'YYYY-MM-DD')) ORDER BY c.module_count))
                 FROM battery_configuration c WHERE c.bmu_product_id = $1 HAVING count(*) > 0) AS system,
              (SELECT json_build_object('nominalKWh', mm.nominal_kwh, 'usableKWh', mm.usable_kwh,
                        'units', coalesce((SELECT json_agg(bp.model::text ORDER BY bp.model) FROM battery_module_fit f
                                             JOIN product bp ON bp.id = f.bmu_product_id WHERE f.module_product_id = $1), '[]'))
                 FROM battery_module_model mm WHERE mm.product_id = $1) AS module`,
      [productId],
    );
    return rows[0];
  }
}
