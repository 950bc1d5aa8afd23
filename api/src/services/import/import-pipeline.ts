import {PoolClient} from 'pg';
import {CompactStringSet} from './compact-string-set';
import type {ChunkLinks, ImportRunRepository, SystemModels} from './import-run.repository';
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
  /**
   * The rows to save that name their unit, side by side (flat arrays, not an object per row: they outlive young
   * collections): index in copyLines, row number in the import, model, the unit's normalised serial.
   */
  links = {rows: [] as number[], ords: [] as number[], models: [] as number[], units: [] as string[]};
  /** The rows to save (indexes in copyLines) that are battery systems' units and modules; none in most imports. */
  units: number[] = [];
  modules: number[] = [];
  rows = 0;

  clear(): void {
    this.copyLines.clear();
    this.norms.clear();
    this.report.clear();
    this.pending = [];
    this.links = {rows: [], ords: [], models: [], units: []};
    this.units = [];
    this.modules = [];
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
  /**
   * This import's rows that named a unit and were stored without it (linked or undone once the import ends): no
   * module is stored under them meanwhile. Made by the first such row: most imports have none.
   */
  private unlinked?: CompactStringSet;

  constructor(
    private readonly runs: ImportRunRepository,
    private readonly db: PoolClient,
    private readonly target: PersistTarget,
    private readonly report: ReportWriter,
    private readonly uploadBatchId: string,
    private readonly systemModels: SystemModels = {units: new Map(), modules: new Set()},
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
      if (row.parentNorm) {
        c.links.rows.push(i);
        c.links.ords.push(this.rows);
        c.links.models.push(row.productId!);
        c.links.units.push(row.parentNorm);
      }
      const kind = this.kindOf(row);
      if (kind) (kind === UNIT ? c.units : c.modules).push(i);
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
      const {alreadyUploaded, takenOver, linked, saved} = await this.runs.persistChunk(
        this.db,
        this.target,
        {norms: c.norms, lines: c.copyLines},
        c.links.rows.length ? this.linksOf(c) : undefined,
      );
      const stored = new Set(alreadyUploaded);
      // Rows stored before are not this import's (a loose module it links counts once resolveLinks decides it).
      this.units += c.units.length - (stored.size ? c.units.filter(i => stored.has(i)).length : 0);
      this.modules += c.modules.length - (stored.size ? c.modules.filter(i => stored.has(i)).length : 0);
      if (c.links.rows.length) {
        const over = new Set(takenOver);
        const withUnit = new Uint8Array(c.copyLines.length);
        for (const i of linked) withUnit[i] = 1;
        const norms = c.norms;
        let lines = '';
        for (let k = 0; k < c.links.rows.length; k++) {
          const i = c.links.rows[k];
          if (withUnit[i]) continue;
          const ord = c.links.ords[k];
          const parentNorm = c.links.units[k];
          const kind = stored.has(i) ? 'stored' : over.has(i) ? 'takeover' : 'fresh';
          const norm = norms.text(i).slice(0, -1);
          // A stored serial naming a unit may be a loose module to link: its report line stays Saved until decided.
          if (kind === 'stored') stored.delete(i);
          else (this.unlinked ??= new CompactStringSet()).add(norm);
          lines += `${ord}\t${copyText(norm)}\t${copyText(parentNorm)}\t${kind}\n`;
        }
        if (lines) await this.stageLinks(lines);
      }
      for (const i of stored) {
        const line = c.pending[i];
        failed.set(line, ReportWriter.savedLineFailed(c.report.text(line), IMPORT_REASONS.alreadyUploaded));
      }
      this.saved += saved;
    }
    await this.report.writeLines(c.report, failed);
  }

  /**
   * The chunk's rows that name their unit, each stored with it when the unit is stored already, can take modules, takes
   * the row's model and is no row that may yet be undone (the rest are decided by resolveLinks, with their reasons).
   */
  private linksOf(c: Chunk): ChunkLinks {
    // Each row's place in c.links, or -1.
    const link = new Int32Array(c.copyLines.length).fill(-1);
    c.links.rows.forEach((i, k) => (link[i] = k));
    return {
      has: i => link[i] >= 0,
      unitsOf: async rows => {
        const named = new Set<string>();
        for (const i of rows) named.add(c.links.units[link[i]]);
        const units = await this.runs.unitsNamed(this.db, this.target.brandId, [...named]);
        return rows.map(i => {
          const parentNorm = c.links.units[link[i]];
          const unit = units.get(parentNorm);
          const fits = unit && this.systemModels.units.get(unit.productId)?.has(c.links.models[link[i]]);
          return fits && !this.unlinked?.has(parentNorm) ? unit.id : null;
        });
      },
    };
  }

  /** The link stage exists only in imports whose rows name units stored without them: most never create it. */
  private async stageLinks(lines: string): Promise<void> {
    if (!this.linkStageCreated) await this.runs.createLinkStage(this.db);
    this.linkStageCreated = true;
    await this.runs.stageLinks(this.db, Buffer.from(lines, 'utf8'));
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
