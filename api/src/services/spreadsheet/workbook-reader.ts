import {readCsv} from './csv-reader';
import {
  IMPORT_LIMITS,
  isBlank,
  RawCell,
  SheetEvent,
  SpreadsheetError,
  SpreadsheetType,
  UnreadableFileError,
} from './spreadsheet-types';
import {readXls} from './xls-reader';
import {readXlsx} from './xlsx-reader';
import {ZipBombError} from './zip-entries';

export interface HeaderColumn {
  columnIndex: number;
  columnName: string;
  /** 1-based row number of the header row in the sheet. */
  rowIndex: number;
}

/** A sheet read through its header: the header row, then its data rows. */
export type ScannedEvent =
  | {kind: 'sheet'; index: number; name: string}
  | {kind: 'header'; sheetIndex: number; columns: HeaderColumn[]}
  | {kind: 'data'; sheetIndex: number; rowNumber: number; cells: Array<RawCell | undefined>};

/** Every sheet event of a file, whatever its type. `name` names a CSV's only sheet. */
export function readWorkbook(path: string, type: SpreadsheetType, name: string): AsyncGenerator<SheetEvent> {
  if (type === 'xlsx') return readXlsx(path);
  if (type === 'xls') return readXls(path);
  return readCsv(path, name);
}

/**
 * Finds each sheet's header (the first row with at least 2 non-empty cells: title rows and blank
 * leading rows are skipped; blank columns have no header column) and yields its data rows. More
 * than 1,000,000 data rows in the file is an error naming the file.
 */
export async function* scanWorkbook(
  path: string,
  type: SpreadsheetType,
  fileName: string,
): AsyncGenerator<ScannedEvent> {
  let sheetIndex = -1;
  let header: HeaderColumn[] | undefined;
  let rows = 0;
  try {
    for await (const event of readWorkbook(path, type, fileName.replace(/\.[^.]*$/, '') || 'Sheet1')) {
      if (event.kind === 'sheet') {
        sheetIndex = event.index;
        header = undefined;
        yield event;
      } else if (!header) {
        const filled = event.cells.filter(c => !isBlank(c)).length;
        if (filled < 2) continue;
        header = [];
        event.cells.forEach((c, columnIndex) => {
          if (!isBlank(c)) header!.push({columnIndex, columnName: c!.text.trim(), rowIndex: event.rowNumber});
        });
        yield {kind: 'header', sheetIndex, columns: header};
      } else {
        if (++rows > IMPORT_LIMITS.maxRows) throw tooManyRows(fileName);
        yield {kind: 'data', sheetIndex, rowNumber: event.rowNumber, cells: event.cells};
      }
    }
  } catch (err) {
    throw unreadable(fileName, type, err);
  }
}

/** More than IMPORT_LIMITS.maxRows data rows in one file. */
export function tooManyRows(fileName: string): SpreadsheetError {
  return new SpreadsheetError(
    `${fileName}: the file has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en-AU')} rows; split it into smaller files.`,
  );
}

/** A failure while reading a file, as the user is told it (a SpreadsheetError stays as it is). */
export function unreadable(fileName: string, type: SpreadsheetType, err: unknown): SpreadsheetError {
  if (err instanceof SpreadsheetError) return err;
  if (err instanceof ZipBombError)
    return new SpreadsheetError(`${fileName}: the file is refused as an archive bomb: ${err.message}.`);
  return new UnreadableFileError(`${fileName}: the file could not be read as ${type} (${(err as Error).message}).`);
}
