import type {QueryConfig} from 'pg';
import {prefixPattern} from '../kernel/sql-list';

/** Which units the console's list shows: by manufacturer, by state, by a prefix of the unit's or a module's serial. */
export interface BatteryUnitFilter {
  manufacturerId?: number;
  state?: string;
  /** Normalised (upper case, no spaces). */
  search?: string;
}

/**
 * A unit is a serial of a modular model (product.modular). Its modules are the serials uploaded or installed under
 * it (parent_serial_id). The search matches a prefix of either serial, through the prefix index on serial_norm.
 */
function unitsWhere(f: BatteryUnitFilter): {sql: string; values: unknown[]} {
  return {
    sql: `ps.product_id IN (SELECT id FROM product WHERE modular)
      AND ($1::int IS NULL OR ps.manufacturer_id = $1)
      AND ($2::text IS NULL OR ps.state = $2)
      AND ($3::text IS NULL OR ps.serial_norm LIKE $3
           OR ps.id IN (SELECT c.parent_serial_id FROM product_serial c WHERE c.serial_norm LIKE $3 AND c.parent_serial_id IS NOT NULL))`,
    values: [f.manufacturerId ?? null, f.state ?? null, f.search ? prefixPattern(f.search) : null],
  };
}

export function unitPageStatement(f: BatteryUnitFilter, limit: number, offset: number): QueryConfig {
  const where = unitsWhere(f);
  return {
    text: `SELECT ps.id AS "unitId", ps.serial, b.name::text AS brand, p.model, m.name::text AS "manufacturerName", ps.state,
                  ps.installation_id AS "installationId", i.nmi
             FROM product_serial ps
             JOIN product p ON p.id = ps.product_id
             JOIN brand b ON b.id = ps.brand_id
             LEFT JOIN manufacturer m ON m.id = ps.manufacturer_id
             LEFT JOIN installation i ON i.id = ps.installation_id
            WHERE ${where.sql}
            ORDER BY ps.id DESC LIMIT $4 OFFSET $5`,
    values: [...where.values, limit, offset],
  };
}

export function unitCountStatement(f: BatteryUnitFilter): QueryConfig {
  const where = unitsWhere(f);
  return {text: `SELECT count(*)::int AS n FROM product_serial ps WHERE ${where.sql}`, values: where.values};
}

/** The modules under these units, in upload order, with each module model's capacity. */
export function modulesOfStatement(unitIds: number[]): QueryConfig {
  return {
    text: `SELECT c.parent_serial_id AS "unitId", c.serial, p.model, c.state, mm.nominal_kwh::float AS "nominalKWh",
                  mm.usable_kwh::float AS "usableKWh"
             FROM product_serial c JOIN product p ON p.id = c.product_id
             LEFT JOIN battery_module_model mm ON mm.product_id = c.product_id
            WHERE c.parent_serial_id = ANY($1::bigint[]) ORDER BY c.parent_serial_id, c.id`,
    values: [unitIds],
  };
}

/** The manufacturers that have modular models: the list's manufacturer filter. */
export const systemManufacturersStatement: QueryConfig = {
  text: `SELECT DISTINCT m.id, m.name::text AS name FROM product p JOIN manufacturer m ON m.brand_id = p.brand_id
          WHERE p.modular ORDER BY name`,
};
