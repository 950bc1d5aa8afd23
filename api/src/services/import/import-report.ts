import ExcelJS from 'exceljs';
import {once} from 'node:events';
import {createWriteStream, WriteStream} from 'node:fs';
import {parse} from 'csv-parse';
import {csvCell, csvCells, csvLine, formulaSafe} from '../export/formula-safe';
import {StorageService} from '../kernel/storage.service';
import {StagedRow} from './import-stage';

export const REPORT_HEADER = ['File', 'Sheet', 'Row', 'Serial Number', 'Model', 'Outcome', 'Reason'];

/** The storage key of a batch's row report (CSV; the XLSX is rendered from it on download). */
export function reportKey(batchId: string): string {
  return `uploads/${batchId}/report.csv`;
}

/**
 * The row report of an import, written as the rows are classified: every row with its file, sheet,
 * row number, serial, model, Saved or Failed, and reason, formula-safe. Rows stream to a file;
 * they are never all in memory.
 */
export class ReportWriter {
  private readonly out: WriteStream;
  private error?: Error;

  constructor(
    private readonly path: string,
    private readonly fileNames: Map<number, string>,
  ) {
    this.out = createWriteStream(path);
    this.out.on('error', err => {
      this.error ??= err;
    });
    this.out.write(csvLine(REPORT_HEADER));
  }

  /** The cells of the sheet rowCells wrote last: its file and sheet, written once per sheet rather than once per row. */
  private sheetCells?: {fileIndex: number; sheet: string; cells: string};

  /** The row's cells before its outcome: file, sheet, row number, serial, model. */
  rowCells(row: StagedRow): string {
    let s = this.sheetCells;
    if (s?.fileIndex !== row.fileIndex || s.sheet !== row.sheet) {
      s = this.sheetCells = {
        fileIndex: row.fileIndex,
        sheet: row.sheet,
        cells: csvCells([this.fileNames.get(row.fileIndex) ?? '', row.sheet]),
      };
    }
    return `${s.cells},${csvCell(row.rowNumber)},${csvCell(row.serial)},${csvCell(row.model)}`;
  }

  /** A report line from rowCells and the row's final reason (null: saved). */
  static line(rowCells: string, reason: string | null): string {
    return `${rowCells},${csvLine([reason ? 'Failed' : 'Saved', reason])}`;
  }

  /** What follows rowCells in a saved row's line: line(cells, null) is cells + SAVED_END. */
  static readonly SAVED_END = ReportWriter.line('', null);

  /** A saved row's line made a failed one, for the rare row SQL fails after its line was written as saved. */
  static savedLineFailed(savedLine: string, reason: string): string {
    return ReportWriter.line(savedLine.slice(0, -ReportWriter.SAVED_END.length), reason);
  }

  /** Whole report lines, as written; resolves once they are in the file (the caller reuses `lines`). */
  async write(lines: Buffer): Promise<void> {
    if (this.error) throw this.error;
    await new Promise<void>((done, fail) => this.out.write(lines, err => (err ? fail(err) : done())));
  }

  /** Closes the file and stores it under the batch's report key. */
  async store(storage: StorageService, batchId: string): Promise<string> {
    if (this.error) throw this.error;
    this.out.end();
    await once(this.out, 'finish');
    return storage.putFile(reportKey(batchId), this.path);
  }

  /** Closes the file without storing it (the import failed). */
  discard(): void {
    this.error ??= new Error('the report was discarded');
    this.out.destroy();
  }
}

/**
 * Renders a stored CSV report as an XLSX workbook (exceljs's streaming writer) into `output`: rendered
 * when downloaded rather than stored beside the CSV, so an import does not pay for a format few
 * download. The cells are already formula-safe; the row number stays a number.
 */
export async function renderXlsxReport(csv: NodeJS.ReadableStream, output: NodeJS.WritableStream): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output as never,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Report');
  let first = true;
  for await (const values of csv.pipe(parse({relax_column_count: true})) as AsyncIterable<string[]>) {
    sheet.addRow(values.map((v, i) => (i === 2 && !first && /^\d+$/.test(v) ? Number(v) : formulaSafe(v)))).commit();
    first = false;
  }
  sheet.commit();
  await workbook.commit();
}
