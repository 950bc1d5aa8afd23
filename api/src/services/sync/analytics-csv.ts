import {parse} from 'csv-parse/sync';
import {csvLine} from '../export';

/**
 * The analytics source's CSV as analytics.csv gives it to the administrator: every cell re-written
 * through the exports' formula neutralisation (app names and the like come from outside, and a cell
 * such as `=HYPERLINK(...)` would run when the file is opened in a spreadsheet). Null when the
 * answer is not CSV.
 */
export function formulaSafeCsv(text: string): string | null {
  let rows: string[][];
  try {
    rows = parse(text, {relax_column_count: true, skip_empty_lines: true, bom: true}) as string[][];
  } catch {
    return null;
  }
  return rows.map(row => csvLine(row)).join('');
}
