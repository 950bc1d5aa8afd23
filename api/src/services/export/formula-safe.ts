/**
 * The one home of formula neutralisation for every export (server.md section 10; OWASP's CSV
 * injection guidance). A spreadsheet runs a cell as a formula when it starts with = + - @ tab or
 * carriage return, or with their full-width forms (＝ ＋ － ＠, which East Asian Excel reads as the
 * same). A cell that does, after any leading spaces or quotes, is prefixed with a single quote; and
 * since a reader splitting on `,` `;` or a line break (a locale's separator, a naive parser) would
 * start a new cell there, a trigger right after one of those gets a quote too. A plain number
 * (`-33.87`, `+61`, `-1.5e3`) runs nothing and stays a number, as OWASP allows: only text that
 * would run as a formula is changed. Applying it twice changes nothing. The console's CSV files import this file
 * too, so it must stay free of imports.
 */
const TRIGGER = '[=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20]';
/** A signed decimal number, nothing else: a spreadsheet reads it as that number. */
const PLAIN_NUMBER = '[+-]\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?';
const ANY_TRIGGER = new RegExp(TRIGGER);
const NUMBER_ONLY = new RegExp(`^${PLAIN_NUMBER}$`);
const AT_START = new RegExp(`^[\\s"]*${TRIGGER}`);
const AFTER_SEPARATOR = new RegExp(`([,;\\r\\n][\\s"]*?)(?=${TRIGGER})(?!${PLAIN_NUMBER}(?:[,;\\r\\n]|$))`, 'g');

/** A cell's text, neutralised. */
export function formulaSafe(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (!ANY_TRIGGER.test(text)) return text;
  const inner = text.replace(AFTER_SEPARATOR, "$1'");
  const leadingNumber = NUMBER_ONLY.test(inner.split(/[,;\r\n]/, 1)[0]);
  return AT_START.test(inner) && !leadingNumber ? `'${inner}` : inner;
}

/**
 * A cell for an XLSX export: numbers stay numbers (a typed number cell is never a formula), text is
 * neutralised as in CSV, so the same value reads the same in both formats.
 */
export function xlsxCell(value: unknown): string | number {
  return typeof value === 'number' && Number.isFinite(value) ? value : formulaSafe(value);
}

/** One formula-safe cell, quoted as RFC 4180 asks, and also when it holds `;` (a separator in many locales). */
export function csvCell(value: unknown): string {
  const text = formulaSafe(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Formula-safe cells (RFC 4180 quoting) joined by commas: part of a CSV line. */
export function csvCells(values: unknown[]): string {
  return values.map(csvCell).join(',');
}

/** One CSV line of formula-safe cells (RFC 4180 quoting), ending in CRLF. */
export function csvLine(values: unknown[]): string {
  return csvCells(values) + '\r\n';
}
