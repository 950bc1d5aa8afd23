import {RunningServer} from '../../server';
import {unique} from './verification.helpers';

/** A Demo Energy DE-STACK unit uploaded with `linked` DE-M5 modules, and `loose` DE-M5 modules without a unit. */
export async function givenSystem(server: RunningServer, linked: number, loose = 0) {
  const prefix = unique('SYS');
  const insert = (model: string, serial: string, parent: string | null) =>
    server.pool.query(
      `INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm, parent_serial_id)
       SELECT b.id, m.id, p.id, $2, $2, (SELECT id FROM product_serial WHERE serial_norm = $3)
         FROM brand b JOIN manufacturer m ON m.brand_id = b.id JOIN product p ON p.brand_id = b.id AND p.model = $1
        WHERE b.name = 'Demo Energy'`,
      [model, serial, parent],
    );
  const unit = `${prefix}-U`;
  await insert('DE-STACK', unit, null);
  const modules: string[] = [];
  for (let n = 1; n <= linked + loose; n++) {
    modules.push(`${prefix}-M${n}`);
    await insert('DE-M5', `${prefix}-M${n}`, n <= linked ? unit : null);
  }
  return {unit, linked: modules.slice(0, linked), loose: modules.slice(linked)};
}

/** A request item: the unit with these modules. */
export const unitItem = (unit: string, modules: string[]) => ({
  serial: unit,
  brand: 'Demo Energy',
  model: 'DE-STACK',
  modules: modules.map(serial => ({serial})),
});
