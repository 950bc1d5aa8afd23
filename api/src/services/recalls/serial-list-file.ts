import {basename} from 'node:path';
import {fieldForHeader, SERIAL_FIELD} from '../import/import-fields';
import {looksLikeText} from '../import/import-file.service';
import {invalidInput} from '../kernel/service-error';
import {detectSpreadsheetType, IMPORT_LIMITS, isBlank, readWorkbook, tooManyRows, unreadable} from '../spreadsheet';

/** A list file as a status change or a recall receives it: already streamed to a temporary file. */
export interface SerialListFile {
  filename: string;
  path: string;
  size: number;
}

/** The serials of a list file, each with the row of the sheet it came from (problems name that row). */
export interface SerialListRows {
  serials: string[];
  rows: number[];
}

export const LIST_FILE_MESSAGES = {
  missing: 'a CSV, XLS or XLSX file of serials',
  empty: 'no serials in the file',
};

/**
 * Reads the serials of an uploaded list (CSV, XLS or XLSX, judged by its bytes) with the flash import's readers: its
 * first sheet, the column whose header is one the import knows as the serial number ("Serial", "Serial Number", "SN"
 * ...), or else the first column with every row a serial. Bad files are refused with a message naming the file.
 */
export async function readSerialListFile(file: SerialListFile | undefined): Promise<SerialListRows> {
  if (!file) throw invalidInput('file', LIST_FILE_MESSAGES.missing);
  const name = basename(String(file.filename ?? '').replace(/\\/g, '/')).slice(0, 255) || 'upload';
  if (file.size > IMPORT_LIMITS.maxBytes) throw invalidInput('file', `${name}: the file is larger than 100 MB.`);
  if (file.size === 0) throw invalidInput('file', `${name}: the file is empty.`);
  const type = await detectSpreadsheetType(file.path);
  if (type === 'csv' && !(await looksLikeText(file.path)))
    throw invalidInput('file', `${name}: not a csv, xls or xlsx file.`);
  const out: SerialListRows = {serials: [], rows: []};
  let column: number | undefined;
  try {
    for await (const event of readWorkbook(file.path, type, name.replace(/\.[^.]*$/, '') || 'Sheet1')) {
      if (event.kind === 'sheet') {
        if (event.index > 0) break;
        continue;
      }
      if (column === undefined) {
        const header = event.cells.findIndex(c => !isBlank(c) && fieldForHeader(c!.text)?.fieldName === SERIAL_FIELD);
        column = Math.max(header, 0);
        if (header >= 0) continue;
      }
      if (out.serials.length >= IMPORT_LIMITS.maxRows) throw tooManyRows(name);
      out.serials.push(event.cells[column]?.text.trim() ?? '');
      out.rows.push(event.rowNumber);
    }
  } catch (err) {
    throw invalidInput('file', unreadable(name, type, err).message);
  }
  if (!out.serials.length) throw invalidInput('file', `${name}: ${LIST_FILE_MESSAGES.empty}`);
  return out;
}

/**
 * The text fields of a list file's form that the operation takes (`names`), blank ones left out: the file is the
 * selection, so a form's `serials`, `range` or `model` are not read.
 */
export function formInput(fields: Record<string, string>, names: string[]): Record<string, string> {
  const input: Record<string, string> = {};
  for (const name of names) if (fields[name]?.trim()) input[name] = fields[name];
  return input;
}
