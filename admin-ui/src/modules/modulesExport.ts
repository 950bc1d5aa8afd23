import {csvExporter} from '../resources/csvExporter';
import type {BatteryUnit} from './resource';

/** The server's largest page of battery units (battery-system-listing: 90). */
export const MODULES_EXPORT_MAX = 90;

/** Export of the Module list: one line per unit (BMU), its module serials in one cell. */
export const modulesExporter = csvExporter<BatteryUnit>('battery-systems.csv', [
  {header: 'Unit serial', value: u => u.serial},
  {header: 'Brand', value: u => u.brand},
  {header: 'Model', value: u => u.model},
  {header: 'Manufacturer', value: u => u.manufacturerName},
  {header: 'State', value: u => u.state},
  {header: 'Installation ID', value: u => u.installationId},
  {header: 'NMI', value: u => u.nmi},
  {header: 'Modules', value: u => u.moduleCount},
  {header: 'Nominal kWh', value: u => u.nominalKWh},
  {header: 'Usable kWh', value: u => u.usableKWh},
  {header: 'Module serials', value: u => u.modules.map(m => `${m.serial} (${m.model}, ${m.state})`).join(' ')},
]);
