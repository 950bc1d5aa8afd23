import {BindingScope, injectable} from '@loopback/core';
import {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import {PoolClient} from 'pg';
import {from as copyFrom} from 'pg-copy-streams';
import type {Upload} from '../../models';
import {analyzeAfterBulkWrite} from '../../database/statistics';
import {SqlRepository} from '../kernel/sql-repository';
import {modelKey} from '../verification/verification-rules';
import {COPY_COLUMNS, PersistTarget} from './import-stage';
import {LineBuffer} from './line-buffer';
import * as sql from './import-run.sql';

/** The importing brand's models: modelKey(model) → product id. */
export type BrandModels = Map<string, number>;

/** The brand's battery system models by product id: units (modular products, BMUs, each with the module models that fit it) and module models. */
export interface SystemModels {
  units: Map<number, Set<number>>;
  modules: Set<number>;
}

/** A unit stored now that can take modules: its id and model. */
export interface StoredUnit {
  id: number;
  productId: number;
}

/**
 * Which of a chunk's rows (by index) name their unit, and the id of the unit each of them can be stored with (null: none
 * yet, stored alone): asked once the chunk's other rows are stored, so that units of the same chunk are found.
 */
export interface ChunkLinks {
  has(row: number): boolean;
  unitsOf(rows: number[]): Promise<Array<number | null>>;
}

/** What an import saved: its rows, saved and failed, and of the saved its units and modules. */
export interface UploadCounts {
  total: number;
  success: number;
  failed: number;
  units: number;
  modules: number;
}

/** A staged link's outcome: its row, how it was staged, its model, and why it failed (null: linked). */
export interface LinkOutcome {
  ord: number;
  kind: 'fresh' | 'takeover' | 'stored';
  product_id: number;
  reason: string | null;
}

/** The upload an import creates when its run starts. */
export type NewUpload = Required<
  Pick<
    Upload,
    | 'batchId'
    | 'manufacturerId'
    | 'distributorId'
    | 'type'
    | 'sourceFileName'
    | 'systemFileName'
    | 'uploadedBy'
    | 'ipAddress'
    | 'reportFileName'
  >
>;

/**
 * The statements of an import's own transaction (the job's run; each takes its client first): the batch held,
 * the upload created and finished, the brand's models, and the persist path: the chunks' serials stored by COPY
 * (or taking over withdrawn ones) and the failed serials the upload resolves. Statement text: import-run.sql.ts.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ImportRunRepository extends SqlRepository {
  /** Holds the batch for this transaction (one run at a time) and answers its status now. */
  async lockBatch(db: PoolClient, batchId: string): Promise<string> {
    await db.query(sql.LOCK_BATCH, [batchId]);
    const {rows} = await db.query<{status: string}>(sql.BATCH_STATUS, [batchId]);
    return rows[0].status;
  }

  async brandOf(db: PoolClient, manufacturerId: number): Promise<number> {
    const {rows} = await db.query<{brand_id: number}>(sql.BRAND_OF, [manufacturerId]);
    return rows[0].brand_id;
  }

  /** Room in memory for the statement triggers' transition tables of a chunk; the per-chunk statements planned once. */
  async prepareBulkWrite(db: PoolClient): Promise<void> {
    await db.query(sql.PREPARE_BULK_WRITE);
  }

  async createUpload(db: PoolClient, u: NewUpload): Promise<number> {
    const {rows} = await db.query<{id: number}>(sql.CREATE_UPLOAD, [
      u.batchId,
      u.manufacturerId,
      u.distributorId,
      u.type,
      u.sourceFileName,
      u.systemFileName,
      u.uploadedBy,
      u.ipAddress,
      u.reportFileName,
    ]);
    return rows[0].id;
  }

  /** The brand's models by their key, and which of them are battery system units and modules: one read. */
  async brandModels(db: PoolClient, brandId: number): Promise<{models: BrandModels; systemModels: SystemModels}> {
    const {rows} = await db.query<{id: number; model: string; part: 'unit' | 'module' | null; fits: number[] | null}>(
      sql.BRAND_MODELS,
      [brandId],
    );
    const systemModels: SystemModels = {units: new Map(), modules: new Set()};
    for (const r of rows) {
      if (r.part === 'unit') systemModels.units.set(r.id, new Set(r.fits));
      else if (r.part === 'module') systemModels.modules.add(r.id);
    }
    return {models: new Map(rows.map(r => [modelKey(r.model), r.id])), systemModels};
  }

  /** The stage of the rows that take over a withdrawn serial (new serials go straight into product_serial by COPY). */
  async createStage(db: PoolClient): Promise<void> {
    await db.query(sql.CREATE_STAGE);
  }

  /**
   * Imports of one brand persist one at a time (until the import's transaction ends), so nothing can
   * slip in between a chunk's check against the stored serials and its insert; the count check of
   * persistChunk would catch it anyway (and the job would be retried).
   */
  async lockBrandImports(db: PoolClient, brandId: number): Promise<void> {
    await db.query(sql.LOCK_BRAND_IMPORTS, [sql.BRAND_IMPORT_LOCK, brandId]);
  }

  /**
   * Stores a chunk's rows to save (their normalised serials, as for findStored, and whole COPY lines, in file order), inside
   * the import's transaction: of the serials findStored finds stored, those already uploaded fail, the
   * withdrawn ones this upload takes over are moved to it (through the stage); the others are COPYed
   * straight into product_serial. A serial stored or withdrawn meanwhile by anything else fails the
   * COPY or the count check, and the job is retried. New rows that name their unit (`links`) are COPYed after the
   * others, each with its unit's id when `links` finds one.
   * Returns the rows failed here (by index), those taken over, those stored with their unit, and how many were saved.
   */
  async persistChunk(
    db: PoolClient,
    t: PersistTarget,
    rows: {norms: LineBuffer; lines: LineBuffer},
    links?: ChunkLinks,
  ): Promise<{alreadyUploaded: number[]; takenOver: number[]; linked: number[]; saved: number}> {
    const stored = await this.findStored(db, t, rows.norms);
    const fresh: number[] = [];
    const takeovers: number[] = [];
    const alreadyUploaded: number[] = [];
    if (stored.size) {
      rows.norms
        .all()
        .toString('utf8')
        .split('\n')
        .slice(0, -1)
        .forEach((norm, i) => {
          const over = stored.get(norm);
          (over === undefined ? fresh : over ? takeovers : alreadyUploaded).push(i);
        });
    }
    let taken = 0;
    if (takeovers.length) {
      await this.copyLines(db, 'import_stage', COPY_COLUMNS, rows.lines.select(takeovers));
      const update = await db.query(sql.TAKE_OVER, [t.brandId, t.manufacturerId, t.uploadId, t.distributorId]);
      taken = update.rowCount ?? 0;
      await db.query(sql.TRUNCATE_STAGE);
    }
    // Straight COPY, no ON CONFLICT: findStored found every stored serial of the brand, and the brand's imports run one at a time.
    const {inserted, linked} = links
      ? await this.insertWithUnits(db, rows.lines, stored.size ? fresh : undefined, links)
      : {inserted: await this.insertLines(db, rows.lines, stored.size ? fresh : undefined), linked: []};
    const saved = rows.norms.length - alreadyUploaded.length;
    if (taken + inserted !== saved) {
      throw new Error(
        `serials of this brand changed during the import (${saved} to save, ${taken} taken over, ${inserted} inserted)`,
      );
    }
    return {alreadyUploaded, takenOver: takeovers, linked, saved};
  }

  /** Of the units a chunk's modules name (normalised), those stored now that can take modules, by normalised serial. */
  async unitsNamed(db: PoolClient, brandId: number, norms: string[]): Promise<Map<string, StoredUnit>> {
    if (!norms.length) return new Map();
    const {rows} = await db.query<{serial_norm: string; id: string; product_id: number}>({
      ...sql.UNITS_NAMED,
      values: [brandId, norms.join('\n')],
    });
    return new Map(rows.map(r => [r.serial_norm, {id: Number(r.id), productId: r.product_id}]));
  }

  /** The temporary table of the rows that name their unit (import_link), decided by resolveLinks. */
  async createLinkStage(db: PoolClient): Promise<void> {
    await db.query(sql.CREATE_LINK_STAGE);
  }

  /** COPYs whole import_link lines (ord, serial_norm, parent_norm, kind; each ending in a newline). */
  async stageLinks(db: PoolClient, lines: Buffer): Promise<void> {
    await this.copyLines(db, 'import_link', ['ord', 'serial_norm', 'parent_norm', 'kind'], lines);
  }

  /**
   * Decides every staged link at once (one statement, once every row is stored): passing rows get their unit,
   * failing ones this import stored are undone. `reasons` are row-checks' texts, in RESOLVE_LINKS's order.
   */
  async resolveLinks(
    db: PoolClient,
    t: PersistTarget,
    reasons: [string, string, string, string, string],
  ): Promise<LinkOutcome[]> {
    const {rows} = await db.query<LinkOutcome>(sql.RESOLVE_LINKS, [t.brandId, t.manufacturerId, ...reasons]);
    return rows;
  }

  /**
   * Failed serials become resolved when the serial is later uploaded (fresh or resolve upload): the
   * manufacturer's unresolved failed logs whose serial the upload now holds. Called once the import's
   * serials are stored, inside its transaction, so resolution commits with them. Of the two ways to
   * find them it takes the smaller side, by the maintained counts: from the manufacturer's unresolved
   * failures (product_log_failed_idx, then each serial by the brand's unique key), or from the upload's
   * serials (each by product_log_unresolved_serial_idx).
   */
  async resolveFailedSerials(
    db: PoolClient,
    upload: {manufacturerId: number; brandId: number; uploadId: number; serials: number},
    uploadBatchId: string,
  ): Promise<number> {
    if (upload.serials <= 0) return 0;
    const {
      rows: [row],
    } = await db.query<{failed: string}>(sql.FAILED_COUNT, [upload.manufacturerId]);
    const failed = Number(row.failed);
    if (failed <= 0) return 0;
    const {rowCount} = await db.query(sql.resolveFailed(failed <= upload.serials), [
      upload.manufacturerId,
      upload.brandId,
      upload.uploadId,
      uploadBatchId,
    ]);
    return rowCount ?? 0;
  }

  /** The upload done, with its counts and its stored report; then its batch. */
  async finish(
    db: PoolClient,
    batchId: string,
    uploadId: number,
    counts: UploadCounts,
    reportKey: string,
  ): Promise<void> {
    const c = counts;
    await db.query(sql.FINISH_UPLOAD, [uploadId, c.total, c.success, c.failed, reportKey, c.units, c.modules]);
    await db.query(sql.FINISH_BATCH, [batchId, uploadId, counts.total]);
  }

  /** Fresh planner statistics for product_serial after an import added `rows` to it, when they are many. */
  analyzeSerials(rows: number): Promise<void> {
    return analyzeAfterBulkWrite(this.pool, 'product_serial', rows);
  }

  /**
   * The brand's stored serials among a chunk's normalised serials (one per line, each ending in '\n'):
   * serial_norm → true when this import takes it over (the manufacturer's own serial, withdrawn by a
   * deleted upload), false when it is already uploaded. One lookup by the unique key per chunk
   * (brand_serials_stored, migration 015, which never lets a small table's statistics choose a scan),
   * planned once under the import's generic plans (prepareBulkWrite), not once per chunk (planning the
   * array of a 20,000-row chunk cost 40 ms of a 50 ms lookup). The serials go as one text
   * parameter, split by PostgreSQL: as a JS array, splitting them and pg's array literal cost a 1 M-row
   * import ~4 s of server CPU (a normalised serial holds no whitespace, so '\n' cannot occur inside one).
   */
  private async findStored(db: PoolClient, t: PersistTarget, norms: LineBuffer): Promise<Map<string, boolean>> {
    const lines = norms.all();
    const {rows} = await db.query<{serial_norm: string; takeover: boolean}>({
      ...sql.FIND_STORED,
      // A Buffer goes as the text's bytes (pg's binary format, which for text is its UTF-8): no string built.
      values: [t.brandId, t.manufacturerId, lines.subarray(0, lines.length - 1)],
    });
    return new Map(rows.map(r => [r.serial_norm, r.takeover]));
  }

  /** COPYs the lines at `only` (every line when undefined: nothing of the chunk stored before, the usual case). */
  private async insertLines(db: PoolClient, lines: LineBuffer, only: number[] | undefined): Promise<number> {
    const toInsert = !only ? lines.all() : only.length ? lines.select(only) : undefined;
    return toInsert ? this.copyLines(db, 'product_serial', COPY_COLUMNS, toInsert) : 0;
  }

  /**
   * COPYs the lines at `only` (every line when undefined): first those that name no unit, then those that do, each
   * with the id `links` finds for its unit (none: stored alone, linked or failed once the import ends).
   */
  private async insertWithUnits(
    db: PoolClient,
    lines: LineBuffer,
    only: number[] | undefined,
    links: ChunkLinks,
  ): Promise<{inserted: number; linked: number[]}> {
    const all = only ?? Array.from({length: lines.length}, (_, i) => i);
    const named = all.filter(i => links.has(i));
    let inserted = await this.insertLines(
      db,
      lines,
      all.filter(i => !links.has(i)),
    );
    if (!named.length) return {inserted, linked: []};
    const units = await links.unitsOf(named);
    const withUnits = lines.selectWithField(named, (_, n) => (units[n] === null ? '\\N' : String(units[n])));
    inserted += await this.copyLines(db, 'product_serial', [...COPY_COLUMNS, 'parent_serial_id'], withUnits);
    return {inserted, linked: named.filter((_, n) => units[n] !== null)};
  }

  /** COPY ... FROM STDIN of whole lines (each ending in a newline) into `table`; returns the rows copied. */
  private async copyLines(db: PoolClient, table: string, columns: string[], lines: Buffer): Promise<number> {
    const stream = db.query(copyFrom(sql.copyInto(table, columns)));
    await pipeline(Readable.from([lines]), stream);
    return stream.rowCount;
  }
}
