import {detectDelimiter} from '../spreadsheet/csv-reader';
import {countCsvRows} from '../spreadsheet/csv-row-count';
import {IMPORT_LIMITS, SpreadsheetType} from '../spreadsheet/spreadsheet-types';
import {HeaderColumn, scanWorkbook, tooManyRows, unreadable} from '../spreadsheet/workbook-reader';
import {proposeMapping} from './import-fields';

export const PREVIEW_ROWS = 15;

export interface PreviewCell {
  index: number;
  rowIndex: number;
  value: string;
}

export interface SheetPreview {
  index: number;
  name: string;
  enabled: boolean;
  isEmpty: boolean;
  emptyRowCount: number;
  totalRowCount: number;
  header: {columns: Array<HeaderColumn & {fieldName: string | null}>};
  rows: Array<{cells: PreviewCell[]}>;
  /** The proposed mapping: each auto-mapped field and the column it was found in. */
  mappings: Array<{fieldName: string; columnIndex: number}>;
  /** Both required fields were mapped automatically. */
  valid: boolean;
}

/**
 * Reads a whole file once (streamed) into the preview of document 001 section 3: per sheet, its
 * header, counts of data and blank rows after the header, the first 15 data rows, and the
 * proposed mapping. A sheet without a header or data rows is empty and starts disabled.
 * `onRows` hears the count of data rows read so far. A CSV without quotes is read field by field
 * only up to its 15th data row; the rest of it is counted record by record (countCsvRows).
 */
export async function previewWorkbook(
  path: string,
  type: SpreadsheetType,
  fileName: string,
  onRows?: (rows: number) => void,
): Promise<SheetPreview[]> {
  return readPreview(path, type, fileName, onRows && onlyUpwards(onRows), type === 'csv');
}

async function readPreview(
  path: string,
  type: SpreadsheetType,
  fileName: string,
  onRows: ((rows: number) => void) | undefined,
  countQuickly: boolean,
): Promise<SheetPreview[]> {
  const sheets: SheetPreview[] = [];
  let lastRow = 0;
  let rowsRead = 0;
  let countFrom: {sheet: SheetPreview; lastRow: number; rowsRead: number} | undefined;
  for await (const event of scanWorkbook(path, type, fileName)) {
    const sheet = sheets[sheets.length - 1];
    if (event.kind === 'sheet') {
      sheets.push({
        index: event.index,
        name: event.name,
        enabled: false,
        isEmpty: true,
        emptyRowCount: 0,
        totalRowCount: 0,
        header: {columns: []},
        rows: [],
        mappings: [],
        valid: false,
      });
    } else if (event.kind === 'header') {
      const proposed = proposeMapping(event.columns);
      sheet.header.columns = event.columns.map(c => ({...c, fieldName: proposed.get(c.columnIndex) ?? null}));
      sheet.mappings = [...proposed].map(([columnIndex, fieldName]) => ({fieldName, columnIndex}));
      sheet.valid = proposed.size > 0 && ['Serial Number', 'Model'].every(f => [...proposed.values()].includes(f));
      lastRow = event.columns[0]?.rowIndex ?? 0;
    } else {
      sheet.emptyRowCount += Math.max(0, event.rowNumber - lastRow - 1);
      lastRow = event.rowNumber;
      sheet.totalRowCount++;
      rowsRead++;
      onRows?.(rowsRead);
      if (sheet.rows.length < PREVIEW_ROWS) {
        sheet.rows.push({
          cells: sheet.header.columns.map(c => ({
            index: c.columnIndex,
            rowIndex: event.rowNumber,
            value: event.cells[c.columnIndex]?.text ?? '',
          })),
        });
        if (countQuickly && sheet.rows.length === PREVIEW_ROWS) {
          countFrom = {sheet, lastRow, rowsRead};
          break;
        }
      }
    }
  }
  if (countFrom) {
    // After the reader is closed. Counted while it was open, the reader's tokenized rows stayed alive through
    // the count's garbage collections, and V8 then allocated every later row of the process straight in
    // its old generation (allocation-site pretenuring; gone with --no-allocation-site-pretenuring): the
    // import that followed cost 12-14 s of CPU per million rows instead of 7-8.
    const rest = await countRest(path, fileName, countFrom.lastRow, countFrom.rowsRead, onRows);
    // The file has quotes (a field may span lines): read it field by field after all (onlyUpwards keeps the
    // progress from going back, the quick count may have gone far before it met a quote).
    if (!rest) return readPreview(path, type, fileName, onRows, false);
    countFrom.sheet.totalRowCount += rest.dataRows;
    countFrom.sheet.emptyRowCount += rest.blankBetween;
  }
  for (const s of sheets) {
    s.isEmpty = s.totalRowCount === 0;
    s.enabled = !s.isEmpty && s.valid;
  }
  return sheets;
}

/** `report`, told only counts higher than any it was told before. */
function onlyUpwards(report: (rows: number) => void): (rows: number) => void {
  let highest = 0;
  return rows => {
    if (rows <= highest) return;
    highest = rows;
    report(rows);
  };
}

/** The data rows of a CSV after record `after` (undefined when the file has quotes), within the row limit. */
async function countRest(
  path: string,
  fileName: string,
  after: number,
  rowsBefore: number,
  onRows?: (rows: number) => void,
) {
  try {
    const rest = await countCsvRows(path, await detectDelimiter(path), after, rows => onRows?.(rowsBefore + rows));
    if (rest && rowsBefore + rest.dataRows > IMPORT_LIMITS.maxRows) throw tooManyRows(fileName);
    return rest;
  } catch (err) {
    throw unreadable(fileName, 'csv', err);
  }
}
