import * as XLSX from '@e965/xlsx';
import {readFile} from 'node:fs/promises';
import {isBlankRow, numberCell, RawCell, SheetEvent} from './spreadsheet-types';

/**
 * Reads a legacy .xls (BIFF) workbook with @e965/xlsx (SheetJS 0.20.3; the npm `xlsx` 0.18.5 has
 * unpatched advisories). The whole workbook is read at once: acceptable because the format itself
 * bounds a sheet at 65,536 rows and 256 columns (the 100 MB upload limit applies before this).
 */
export async function* readXls(path: string): AsyncGenerator<SheetEvent> {
  const workbook = XLSX.read(await readFile(path), {
    type: 'buffer',
    dense: true,
    cellDates: false,
    cellFormula: false,
    cellHTML: false,
  });
  for (const [index, name] of workbook.SheetNames.entries()) {
    yield {kind: 'sheet', index, name};
    const data =
      (workbook.Sheets[name] as unknown as {'!data'?: Array<Array<XLSX.CellObject | undefined> | undefined>})[
        '!data'
      ] ?? [];
    for (let r = 0; r < data.length; r++) {
      const row = data[r];
      if (!row) continue;
      const cells: Array<RawCell | undefined> = row.map(cellOf);
      if (!isBlankRow(cells)) yield {kind: 'row', rowNumber: r + 1, cells};
    }
  }
}

function cellOf(cell: XLSX.CellObject | undefined): RawCell | undefined {
  if (!cell || cell.v === undefined || cell.v === null) return undefined;
  if (cell.t === 'n' && typeof cell.v === 'number') return numberCell(cell.v);
  if (cell.t === 'e') return {text: cell.w ?? '#ERROR'};
  return {text: cell.w ?? String(cell.v)};
}
