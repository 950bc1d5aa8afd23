import {csvExporter} from '../resources/csvExporter';
import type {InstallationRecord as I} from './resource';

/** Export of the Installations list: one line per installation, its installed serials in one cell. */
export const installationsExporter = csvExporter<I>('installations.csv', [
  {header: 'Installation ID', value: i => i.productInstallationId},
  {header: 'Date', value: i => i.installationDate},
  {header: 'Manufacturer', value: i => i.manufacturerName},
  {header: 'City', value: i => i.cityName},
  {header: 'State', value: i => i.stateName},
  {header: 'Postcode', value: i => i.postCode},
  {header: 'Installer', value: i => i.installerName},
  {header: 'Accreditation code', value: i => i.installerAccreditationCode},
  {header: 'Retailer', value: i => i.retailerName},
  {header: 'App', value: i => i.appProviderName},
  {header: 'Rated power (kW)', value: i => i.totalRatedPower},
  {header: 'Installed serials', value: i => i.serials.map(s => `${s.serial} (${s.brand} ${s.model})`).join(' ')},
]);
