import {saveFile} from '@voltcheck/api-client';

/*
 * The server's formula-safe rules (api/src/services/export/formula-safe.ts, OWASP's CSV injection guidance), so a file
 * the console writes reads as the server's exports do. A cell is run as a formula when it starts with = + - @ tab or
 * carriage return, or their full-width forms; such a cell (after any leading spaces or quotes) gets a leading quote,
 * and so does a trigger right after `,` `;` or a line break, where a locale's or a naive reader would start a cell.
 * A plain number (`-33.87`, `+61`) runs nothing and stays a number. The two homes are checked against each other by
 * csv.test.ts: the api workspace shares no code with the UIs.
 */
const TRIGGER = '[=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20]';
const PLAIN_NUMBER = '[+-]\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?';
const ANY_TRIGGER = new RegExp(TRIGGER);
const NUMBER_ONLY = new RegExp(`^${PLAIN_NUMBER}$`);
const AT_START = new RegExp(`^[\\s"]*${TRIGGER}`);
const AFTER_SEPARATOR = new RegExp(`([,;\\r\\n][\\s"]*?)(?=${TRIGGER})(?!${PLAIN_NUMBER}(?:[,;\\r\\n]|$))`, 'g');

/** A cell's text with anything a spreadsheet would run as a formula neutralised. */
export function formulaSafe(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (!ANY_TRIGGER.test(text)) return text;
  const inner = text.replace(AFTER_SEPARATOR, "$1'");
  const leadingNumber = NUMBER_ONLY.test(inner.split(/[,;\r\n]/, 1)[0]);
  return AT_START.test(inner) && !leadingNumber ? `'${inner}` : inner;
}

/** A formula-safe cell of a CSV file, quoted as RFC 4180 asks, and also when it holds `;`. */
export function csvCell(value: unknown): string {
  const text = formulaSafe(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
