import {PoolClient} from 'pg';
import {CompactStringSet} from './compact-string-set';
import type {ImportRunRepository, SystemModels} from './import-run.repository';
import {ReportWriter} from './import-report';
import {copyPrefix, copyText, PersistTarget, serialLine, StagedRow} from './import-stage';
import {IMPORT_REASONS} from './row-checks';
import {LineBuffer} from './line-buffer';

/** Rows per chunk; tests set it low to cross chunk boundaries with a few rows. */
export const importTuning = {chunkRows: 20_000};

/**
 * A chunk as text, outside the JS heap (LineBuffer): the whole COPY lines of its rows to save and their
 * normalised serials, and every row's report line (a row to save as Saved, rewritten in the rare
 * case that SQL fails it).
 */
class Chunk {
  readonly copyLines = new LineBuffer(1 << 20);
  /** One normalised serial per line ('\n' ends each: a normalised serial holds no whitespace). */
  readonly norms = new LineBuffer();
  readonly report = new LineBuffer(1 << 20);
  /** For each row to save (by its index in copyLines), the index of its report line. */
  pending: number[] = [];
  /** The rows to save that name their unit: [index in copyLines, row number in the import, unit's normalised serial]. */
  links: Array<[number, number, string]> = [];
  /** The rows to save that are battery systems' serials: [index in copyLines, UNIT or MODULE]; none in most imports. */
  systems: Array<[number, number]> = [];
  rows = 0;

  clear(): void {
    this.copyLines.clear();
    this.norms.clear();
    this.report.clear();
    this.pending = [];
    this.links = [];
    this.systems = [];
    this.rows = 0;
  }
}

const UNIT = 1;
const MODULE = 2;

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
  /** The chunk stored last, reused once it is (its buffers have grown to a chunk's size). */
  private stored = new Chunk();
  private inFlight: Promise<void> = Promise.resolve();
  private readonly toSave = new CompactStringSet();
  private readonly copyPrefix: string;
  rows = 0;
  saved = 0;
  /** Of the saved rows: serials of a modular product (units), and rows naming their unit or of a module model (modules). */
  units = 0;
  modules = 0;
  /** Whether any row named its unit (import_link exists and holds it). */
  private linkStageCreated = false;

  constructor(
    private readonly runs: ImportRunRepository,
    private readonly db: PoolClient,
    private readonly target: PersistTarget,
    private readonly report: ReportWriter,
    private readonly uploadBatchId: string,
    private readonly systemModels: SystemModels = {units: new Set(), modules: new Set()},
  ) {
    this.copyPrefix = copyPrefix(target);
  }

  /** Takes a row; a promise (to be awaited before the next row) when a full chunk is handed to PostgreSQL. */
  add(row: StagedRow): Promise<void> | undefined {
    if (row.reason === null && !this.toSave.add(row.serialNorm!)) row.reason = IMPORT_REASONS.repeated;
    const c = this.chunk;
    const cells = this.report.rowCells(row);
    if (row.reason === null) {
      c.pending.push(c.report.length);
      c.report.push(cells + ReportWriter.SAVED_END);
      c.copyLines.push(this.copyPrefix + serialLine(row) + '\n');
      c.norms.push(row.serialNorm! + '\n');
      const i = c.pending.length - 1;
      if (row.parentNorm) c.links.push([i, this.rows, row.parentNorm]);
      const kind = this.kindOf(row);
      if (kind) c.systems.push([i, kind]);
    } else {
      c.report.push(ReportWriter.line(cells, row.reason));
    }
    c.rows++;
    this.rows++;
    return c.rows >= importTuning.chunkRows ? this.dispatch() : undefined;
  }

  /** Stores what is left; resolves when every row is stored and reported. */
  async finish(): Promise<void> {
    await this.dispatch();
    await this.inFlight;
    await this.resolveLinks();
    await this.runs.resolveFailedSerials(this.db, {...this.target, serials: this.saved}, this.uploadBatchId);
  }

  /** Whether a row to save is a unit or a module (0: neither): a row naming its unit is a module whatever its model. */
  private kindOf(row: StagedRow): number {
    if (row.parentNorm) return MODULE;
    const m = this.systemModels;
    if (!m.units.size && !m.modules.size) return 0;
    return m.units.has(row.productId!) ? UNIT : m.modules.has(row.productId!) ? MODULE : 0;
  }

  private async dispatch(): Promise<void> {
    await this.inFlight;
    const chunk = this.chunk;
    if (!chunk.rows) return;
    this.stored.clear();
    this.chunk = this.stored;
    this.stored = chunk;
    this.inFlight = this.store(chunk);
    // Awaited by the next dispatch or by finish(); until then a failure must not count as unhandled.
    this.inFlight.catch(() => undefined);
  }

  private async store(c: Chunk): Promise<void> {
    const failed = new Map<number, string>();
    if (c.copyLines.length) {
      const {alreadyUploaded, takenOver, saved} = await this.runs.persistChunk(this.db, this.target, {
        norms: c.norms,
        lines: c.copyLines,
      });
      const stored = new Set(alreadyUploaded);
      // Rows stored before are not this import's (a loose module it links counts once resolveLinks decides it).
      for (const [i, kind] of c.systems) {
        if (stored.has(i)) continue;
        if (kind === UNIT) this.units++;
        else this.modules++;
      }
      if (c.links.length) {
        const over = new Set(takenOver);
        const norms = c.norms;
        let lines = '';
        for (const [i, ord, parentNorm] of c.links) {
          const kind = stored.has(i) ? 'stored' : over.has(i) ? 'takeover' : 'fresh';
          // A stored serial naming a unit may be a loose module to link: its report line stays Saved until decided.
          if (kind === 'stored') stored.delete(i);
          const norm = norms.text(i).slice(0, -1);
          lines += `${ord}\t${copyText(norm)}\t${copyText(parentNorm)}\t${kind}\n`;
        }
        // The link stage exists only in imports that name units: most never create it.
        if (!this.linkStageCreated) await this.runs.createLinkStage(this.db);
        this.linkStageCreated = true;
        await this.runs.stageLinks(this.db, Buffer.from(lines, 'utf8'));
      }
      for (const i of stored) {
        const line = c.pending[i];
        failed.set(line, ReportWriter.savedLineFailed(c.report.text(line), IMPORT_REASONS.alreadyUploaded));
      }
      this.saved += saved;
    }
    await this.report.writeLines(c.report, failed);
  }

  /** Decides the rows that name their unit, once every row is stored: linked, or failed with their reason. */
  private async resolveLinks(): Promise<void> {
    if (!this.linkStageCreated) return;
    const r = IMPORT_REASONS;
    const rows = await this.runs.resolveLinks(this.db, this.target, [
      r.parentNotFound,
      r.parentNotBmu,
      r.moduleNotCompatible,
      r.underAnotherUnit,
      r.alreadyUploaded,
    ]);
    const failures = new Map<number, string>();
    for (const row of rows) {
      if (row.reason !== null) {
        failures.set(row.ord, row.reason);
        if (row.kind !== 'stored') {
          this.saved--;
          this.modules--;
        }
      } else if (row.kind === 'stored') {
        this.saved++;
        this.modules++;
      }
    }
    await this.report.failSaved(failures);
  }
}
