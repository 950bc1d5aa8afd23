import {csvExporter} from '../resources/csvExporter';
import type {CityRecord} from './resource';

/** Export of the Manage Postcodes list: one line per city. */
export const postcodesExporter = csvExporter<CityRecord>('postcodes.csv', [
  {header: 'City', value: c => c.cityName},
  {header: 'State', value: c => c.stateName},
  {header: 'Postcode', value: c => c.postalCode},
  {header: 'Added', value: c => c.createdOn},
]);
