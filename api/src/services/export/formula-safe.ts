/**
 * Neutralises a cell for CSV and XLSX exports (server.md section 10): a value starting with
 * = + - @ tab or carriage return is prefixed with a single quote, so no formula from an upload runs
 * on a downloader's machine. Every export goes through this function.
 */
export function formulaSafe(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One formula-safe cell, quoted as RFC 4180 asks when it holds a quote, comma or line break. */
export function csvCell(value: unknown): string {
  const text = formulaSafe(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Formula-safe cells (RFC 4180 quoting) joined by commas: part of a CSV line. */
export function csvCells(values: unknown[]): string {
  return values.map(csvCell).join(',');
}

/** One CSV line of formula-safe cells (RFC 4180 quoting), ending in CRLF. */
export function csvLine(values: unknown[]): string {
  return csvCells(values) + '\r\n';
}
