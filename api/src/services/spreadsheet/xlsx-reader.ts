import ExcelJS from 'exceljs';
import {numberCell, RawCell, SheetEvent} from './spreadsheet-types';

type CellValue = ExcelJS.CellValue;

/** Streams an .xlsx workbook with exceljs's WorkbookReader: row by row, never a whole sheet in memory. */
export async function* readXlsx(path: string): AsyncGenerator<SheetEvent> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore',
  });
  let index = 0;
  for await (const worksheet of reader) {
    const sheet = worksheet as unknown as AsyncIterable<ExcelJS.Row> & {name: string};
    yield {kind: 'sheet', index: index++, name: sheet.name};
    for await (const row of sheet) {
      const values = row.values as CellValue[];
      const cells: Array<RawCell | undefined> = [];
      for (let c = 1; c < values.length; c++) cells[c - 1] = cellOf(values[c]);
      if (cells.some(c => c && c.text.trim() !== '')) yield {kind: 'row', rowNumber: row.number, cells};
    }
  }
}

function cellOf(value: CellValue): RawCell | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return numberCell(value);
  if (typeof value === 'string') return {text: value};
  if (typeof value === 'boolean') return {text: value ? 'TRUE' : 'FALSE'};
  if (value instanceof Date) return {text: value.toISOString().slice(0, 10)};
  if ('richText' in value) return {text: value.richText.map(r => r.text).join('')};
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as {result?: unknown}).result;
    if (typeof result === 'number') return numberCell(result);
    return result === undefined || result === null ? undefined : {text: String(result)};
  }
  if ('text' in value) return {text: String((value as {text: unknown}).text)};
  if ('error' in value) return {text: String(value.error)};
  return {text: String(value)};
}
