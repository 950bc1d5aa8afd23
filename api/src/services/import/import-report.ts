import ExcelJS from 'exceljs';
import {once} from 'node:events';
import {createWriteStream} from 'node:fs';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {PoolClient} from 'pg';
import {csvLine, formulaSafe} from '../export/formula-safe';
import {StorageService} from '../storage.service';

export const REPORT_HEADER = ['File', 'Sheet', 'Row', 'Serial Number', 'Model', 'Outcome', 'Reason'];

export interface StoredReport {
  csvKey: string;
  xlsxKey: string;
}

/** The storage keys of a batch's reports. */
export function reportKeys(batchId: string): StoredReport {
  return {csvKey: `uploads/${batchId}/report.csv`, xlsxKey: `uploads/${batchId}/report.xlsx`};
}

/**
 * Writes the row report of the staged import (every row: file, sheet, row number, serial, model,
 * Saved or Failed, reason) as CSV and as XLSX (exceljs's streaming writer), formula-safe, and
 * stores both. Rows are read from import_stage in chunks, never all at once.
 */
export async function writeReport(db: PoolClient, storage: StorageService, batchId: string, fileNames: Map<number, string>): Promise<StoredReport> {
  const dir = await mkdtemp(join(tmpdir(), 'voltcheck-report-'));
  try {
    const csvPath = join(dir, 'report.csv');
    const xlsxPath = join(dir, 'report.xlsx');
    const csv = createWriteStream(csvPath);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({filename: xlsxPath, useSharedStrings: false, useStyles: false});
    const sheet = workbook.addWorksheet('Report');
    const write = async (values: unknown[]) => {
      if (!csv.write(csvLine(values))) await once(csv, 'drain');
      sheet.addRow(values.map(v => (typeof v === 'number' ? v : formulaSafe(v)))).commit();
    };
    await write(REPORT_HEADER);
    let last = 0;
    for (;;) {
      const {rows} = await db.query<{seq: number; file_index: number; sheet: string; row_number: number; serial: string | null; model: string | null; reason: string | null}>(
        'SELECT seq, file_index, sheet, row_number, serial, model, reason FROM import_stage WHERE seq > $1 ORDER BY seq LIMIT 10000', [last],
      );
      if (!rows.length) break;
      last = rows[rows.length - 1].seq;
      for (const r of rows) {
        await write([fileNames.get(r.file_index) ?? '', r.sheet, r.row_number, r.serial ?? '', r.model ?? '', r.reason === null ? 'Saved' : 'Failed', r.reason ?? '']);
      }
    }
    sheet.commit();
    await workbook.commit();
    csv.end();
    await once(csv, 'finish');
    const keys = reportKeys(batchId);
    await storage.putFile(keys.csvKey, csvPath);
    await storage.putFile(keys.xlsxKey, xlsxPath);
    return keys;
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}
