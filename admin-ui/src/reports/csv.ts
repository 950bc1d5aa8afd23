import {saveFile} from '@voltcheck/api-client';

// The server's one formula-safe rule (a file with no imports), so a file the console writes reads as the server's
// exports do.
import {csvCell} from '../../../api/src/services/export/formula-safe';

export {csvCell, formulaSafe} from '../../../api/src/services/export/formula-safe';

/** One column of a CSV file: its header and its cell of a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** A CSV document: a header line, then one line per row, CRLF line ends. */
export function toCsv<T>(columns: Array<CsvColumn<T>>, rows: T[]): string {
  const lines = [columns.map(c => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map(c => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves a CSV document as a file named `fileName`. */
export const saveCsv = (fileName: string, csv: string) =>
  saveFile(new Blob([csv], {type: 'text/csv;charset=utf-8'}), fileName);
