import {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import {PoolClient} from 'pg';
import {from as copyFrom} from 'pg-copy-streams';
import {IMPORT_FIELDS} from './import-fields';

/** The flash-data columns of product_serial the staging table carries (all but serial and model). */
export const FLASH_COLUMNS = IMPORT_FIELDS.filter(f => f.columnType === 'battery' || f.columnType === 'panel');

/** One data row of the import and its outcome so far (SQL adds "already uploaded"). */
export interface StagedRow {
  fileIndex: number;
  sheet: string;
  rowNumber: number;
  serial: string | null;
  serialNorm: string | null;
  model: string | null;
  /** The model's product of the importing brand; null when the row failed. */
  productId: number | null;
  /** product_serial column → value */
  flash: Record<string, string | number | null>;
  reason: string | null;
}

const STAGE_COLUMNS = ['seq', 'serial', 'serial_norm', 'product_id', ...FLASH_COLUMNS.map(f => f.column)];

/**
 * A temporary (unlogged, per-transaction) staging table: the rows of each chunk that would be saved
 * land here through COPY, are checked by SQL against the stored serials, moved to product_serial in
 * one INSERT ... SELECT, and emptied for the next chunk. A row is saved exactly when its reason stays null.
 */
export async function createStage(db: PoolClient): Promise<void> {
  const flash = FLASH_COLUMNS.map(f => `${f.column} ${f.dataType === 'numeric' ? 'numeric' : 'text'}`).join(', ');
  await db.query(`CREATE TEMP TABLE import_stage (
    seq integer NOT NULL, serial text NOT NULL, serial_norm text NOT NULL, product_id integer NOT NULL, ${flash}, reason text,
    taken boolean NOT NULL DEFAULT false
  ) ON COMMIT DROP`);
}

const COPY_ESCAPES: Record<string, string> = {'\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r'};

function copyText(value: string | number | null): string {
  if (value === null) return '\\N';
  const text = String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, c => COPY_ESCAPES[c]) : text;
}

/** The stage's COPY (text format) line of a row to save (serial and product known); seq numbers it within its chunk. */
export function stageLine(row: StagedRow, seq: number): string {
  return [seq, row.serial, row.serialNorm, row.productId, ...FLASH_COLUMNS.map(f => row.flash[f.column] ?? null)].map(copyText).join('\t') + '\n';
}

/** Copies stageLine lines into the empty stage with COPY ... FROM STDIN. */
export async function copyIntoStage(db: PoolClient, lines: string[]): Promise<void> {
  const stream = db.query(copyFrom(`COPY import_stage (${STAGE_COLUMNS.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from([lines.join('')]), stream);
}
