import ExcelJS from 'exceljs';
import {once} from 'node:events';
import {createWriteStream, WriteStream} from 'node:fs';
import {open, rename} from 'node:fs/promises';
import {parse} from 'csv-parse';
import {csvCell, csvCells, csvLine, formulaSafe} from '../export/formula-safe';
import {StorageService} from '../kernel/storage.service';
import {StagedRow} from './import-stage';
import {LineBuffer} from './line-buffer';

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
  /** Where each data line starts in the file (bytes), to amend a row's outcome once every row is written. */
  private starts = new Float64Array(1 << 16);
  private lines = 0;
  private bytes: number;
  private closed = false;

  constructor(
    private readonly path: string,
    private readonly fileNames: Map<number, string>,
  ) {
    this.out = createWriteStream(path);
    this.out.on('error', err => {
      this.error ??= err;
    });
    const header = csvLine(REPORT_HEADER);
    this.out.write(header);
    this.bytes = Buffer.byteLength(header);
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

  /** A chunk's report lines, those in `replacements` (by index) replaced; resolves once they are in the file. */
  async writeLines(lines: LineBuffer, replacements: Map<number, string>): Promise<void> {
    if (this.lines + lines.length > this.starts.length) {
      const starts = new Float64Array(Math.max(this.starts.length * 2, this.lines + lines.length));
      starts.set(this.starts);
      this.starts = starts;
    }
    for (let i = 0; i < lines.length; i++) {
      this.starts[this.lines++] = this.bytes;
      const replaced = replacements.get(i);
      this.bytes += replaced === undefined ? lines.line(i).length : Buffer.byteLength(replaced);
    }
    await this.write(lines.replaced(replacements));
  }

  /**
   * Fails saved rows once every row is written (data line index → reason): the file is copied with those lines
   * rewritten. Rare (a module whose unit fails it), so the report is otherwise written once, as rows are read.
   */
  async failSaved(failures: Map<number, string>): Promise<void> {
    if (!failures.size) return;
    await this.close();
    const amended = `${this.path}.amended`;
    const source = await open(this.path, 'r');
    const out = createWriteStream(amended);
    try {
      let pos = 0;
      const copy = async (from: number, to: number) => {
        for (let at = from; at < to;) {
          const buf = Buffer.allocUnsafe(Math.min(1 << 20, to - at));
          const {bytesRead} = await source.read(buf, 0, buf.length, at);
          if (!bytesRead) throw new Error('the report ended early');
          if (!out.write(buf.subarray(0, bytesRead))) await once(out, 'drain');
          at += bytesRead;
        }
      };
      for (const line of [...failures.keys()].sort((a, b) => a - b)) {
        const start = this.starts[line];
        const end = line + 1 < this.lines ? this.starts[line + 1] : this.bytes;
        await copy(pos, start);
        const buf = Buffer.allocUnsafe(end - start);
        await source.read(buf, 0, buf.length, start);
        out.write(ReportWriter.savedLineFailed(buf.toString('utf8'), failures.get(line)!));
        pos = end;
      }
      await copy(pos, this.bytes);
      out.end();
      await once(out, 'finish');
    } finally {
      await source.close();
    }
    await rename(amended, this.path);
  }

  private async close(): Promise<void> {
    if (this.error) throw this.error;
    if (this.closed) return;
    this.closed = true;
    this.out.end();
    await once(this.out, 'finish');
  }

  /** Whole report lines, as written; resolves once they are in the file (the caller reuses `lines`). */
  private async write(lines: Buffer): Promise<void> {
    if (this.error) throw this.error;
    await new Promise<void>((done, fail) => this.out.write(lines, err => (err ? fail(err) : done())));
  }

  /** Closes the file and stores it under the batch's report key. */
  async store(storage: StorageService, batchId: string): Promise<string> {
    await this.close();
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
