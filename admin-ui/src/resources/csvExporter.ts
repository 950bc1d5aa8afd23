import type {Exporter, RaRecord} from 'react-admin';
import {type CsvColumn, saveCsv, toCsv} from '../reports/csv';

/**
 * The most records one export holds: the server's largest page of a list (sql-list MAX_PER_PAGE). react-admin's
 * ExportButton asks the data provider for one page of this size with the list's filters, so the file holds the
 * first 500 of what the list shows, in its order.
 */
export const EXPORT_MAX = 500;

/** react-admin's exporter of a console list: the records as a CSV file with these columns (formula-safe cells). */
export const csvExporter =
  <T extends RaRecord>(fileName: string, columns: Array<CsvColumn<T>>): Exporter<T> =>
  records =>
    saveCsv(fileName, toCsv(columns, records));
