import {saveFile} from '@voltcheck/api-client';

/**
 * A cell of a CSV file: quoted when needed; a leading = + - @ tab or carriage return is neutralised so spreadsheets
 * do not run it, except in a plain number (`-33.87`), which runs nothing and stays a number (as the server's exports).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header line, then one line per row, CRLF line ends. */
export function toCsv<T>(columns: Array<{header: string; value: (row: T) => unknown}>, rows: T[]): string {
  const lines = [columns.map(c => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map(c => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves a CSV document as a file named `fileName`. */
export const saveCsv = (fileName: string, csv: string) =>
  saveFile(new Blob([csv], {type: 'text/csv;charset=utf-8'}), fileName);
