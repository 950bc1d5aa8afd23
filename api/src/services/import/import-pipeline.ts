import {PoolClient} from 'pg';
import {resolveFailedSerials} from '../failed-serial.service';
import {CompactStringSet} from './compact-string-set';
import {findStored, persistChunk, PersistTarget} from './import-persist';
import {ReportWriter} from './import-report';
import {serialLine, StagedRow} from './import-stage';
import {IMPORT_REASONS} from './row-checks';

/** Rows per chunk; tests set it low to cross chunk boundaries with a few rows. */
export const importTuning = {chunkRows: 20_000};

/** A chunk as text: the COPY lines of its rows to save and the report's lines (those rows' outcomes still open). */
class Chunk {
  readonly serialLines: string[] = [];
  readonly serialNorms: string[] = [];
  /** Report lines; for a row to save, its cells before the outcome (see `pending`). */
  readonly reportLines: string[] = [];
  /** For each row to save (by seq), the index of its entry in reportLines. */
  readonly pending: number[] = [];
  rows = 0;
}

/**
 * Takes the import's rows as they are read and stores them in chunks, inside the import's
 * transaction: while PostgreSQL checks and stores one chunk, Node reads the next (at most
 * one chunk in PostgreSQL and one being read). Each row becomes text at once (its COPY line, its
 * report cells), so rows are not kept as objects. A serial repeated in the file fails here, before
 * any SQL: the first row that would be saved wins. Once every chunk is stored, the failed serials
 * the upload now holds are resolved.
 */
export class ImportPipeline {
  private chunk = new Chunk();
  private inFlight: Promise<void> = Promise.resolve();
  private readonly toSave = new CompactStringSet();
  rows = 0;
  saved = 0;

  constructor(
    private readonly db: PoolClient,
    private readonly target: PersistTarget,
    private readonly report: ReportWriter,
    private readonly uploadBatchId: string,
  ) {}

  async add(row: StagedRow): Promise<void> {
    if (row.reason === null && !this.toSave.add(row.serialNorm!)) row.reason = IMPORT_REASONS.repeated;
    const c = this.chunk;
    const cells = this.report.rowCells(row);
    if (row.reason === null) {
      c.pending.push(c.reportLines.length);
      c.reportLines.push(cells);
      c.serialLines.push(serialLine(row));
      c.serialNorms.push(row.serialNorm!);
    } else {
      c.reportLines.push(ReportWriter.line(cells, row.reason));
    }
    c.rows++;
    this.rows++;
    if (c.rows >= importTuning.chunkRows) await this.dispatch();
  }

  /** Stores what is left; resolves when every row is stored and reported. */
  async finish(): Promise<void> {
    await this.dispatch();
    await this.inFlight;
    await resolveFailedSerials(this.db, {...this.target, serials: this.saved}, this.uploadBatchId);
  }

  private async dispatch(): Promise<void> {
    await this.inFlight;
    const chunk = this.chunk;
    this.chunk = new Chunk();
    if (!chunk.rows) return;
    this.inFlight = this.store(chunk);
    // Awaited by the next dispatch or by finish(); until then a failure must not count as unhandled.
    this.inFlight.catch(() => undefined);
  }

  private async store(c: Chunk): Promise<void> {
    const reasons: Array<string | null> = c.serialNorms.map(() => null);
    if (c.serialNorms.length) {
      const {alreadyUploaded, saved} = await persistChunk(this.db, this.target, {norms: c.serialNorms, lines: c.serialLines},
        await findStored(this.db, this.target, c.serialNorms));
      for (const seq of alreadyUploaded) reasons[seq] = IMPORT_REASONS.alreadyUploaded;
      this.saved += saved;
    }
    c.pending.forEach((line, seq) => { c.reportLines[line] = ReportWriter.line(c.reportLines[line], reasons[seq]); });
    await this.report.write(c.reportLines);
  }
}
