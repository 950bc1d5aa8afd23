import ExcelJS from 'exceljs';
import {once} from 'node:events';
import {createReadStream, createWriteStream} from 'node:fs';
import {pipeline} from 'node:stream/promises';
import {parse} from 'csv-parse';
import {to as copyTo} from 'pg-copy-streams';
import {join} from 'node:path';
import {PoolClient} from 'pg';
import {csvLine, formulaSafe} from '../export/formula-safe';
import {StorageService} from '../storage.service';
import {withTempDir} from './temp-dir';

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
 * Copies every row's outcome out of the stage (COPY ... TO, in row order) into `path`, so that the
 * report can be written while the same connection goes on with the import.
 */
export async function exportOutcomes(db: PoolClient, path: string): Promise<void> {
  await pipeline(
    db.query(copyTo('COPY (SELECT file_index, sheet, row_number, serial, model, reason FROM import_stage ORDER BY seq) TO STDOUT (FORMAT csv)')),
    createWriteStream(path),
  );
}

/**
 * Writes the row report from the exported outcomes (every row: file, sheet, row number, serial,
 * model, Saved or Failed, reason) as CSV and as XLSX (exceljs's streaming writer), formula-safe,
 * and stores both. The rows stream through; they are never all in memory.
 */
export async function writeReport(outcomesPath: string, storage: StorageService, batchId: string, fileNames: Map<number, string>): Promise<StoredReport> {
  return withTempDir(async dir => {
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
    // An unquoted empty field is COPY's NULL: a null reason is a saved row.
    const outcomes = createReadStream(outcomesPath).pipe(parse());
    for await (const [fileIndex, sheetName, rowNumber, serial, model, reason] of outcomes as AsyncIterable<string[]>) {
      await write([fileNames.get(Number(fileIndex)) ?? '', sheetName, Number(rowNumber), serial, model, reason ? 'Failed' : 'Saved', reason]);
    }
    sheet.commit();
    await workbook.commit();
    csv.end();
    await once(csv, 'finish');
    const keys = reportKeys(batchId);
    await storage.putFile(keys.csvKey, csvPath);
    await storage.putFile(keys.xlsxKey, xlsxPath);
    return keys;
  });
}
