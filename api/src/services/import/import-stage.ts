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

/** The columns of a row's COPY line (serialLine), in order: what each saved row brings of its own. */
export const SERIAL_COLUMNS = ['serial', 'serial_norm', 'product_id', ...FLASH_COLUMNS.map(f => f.column)];

/**
 * A temporary (per-transaction) table for the rare rows that take over a withdrawn serial: they are
 * copied here and moved into their stored row by one UPDATE ... FROM (new serials go straight into
 * product_serial by COPY).
 */
export async function createStage(db: PoolClient): Promise<void> {
  const flash = FLASH_COLUMNS.map(f => `${f.column} ${f.dataType === 'numeric' ? 'numeric' : 'text'}`).join(', ');
  await db.query(`CREATE TEMP TABLE import_stage (serial text NOT NULL, serial_norm text NOT NULL, product_id integer NOT NULL, ${flash}) ON COMMIT DROP`);
}

const COPY_ESCAPES: Record<string, string> = {'\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r'};
const COPY_SPECIAL = /[\\\t\n\r]/;

/** A value as a field of COPY's text format. */
export function copyText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  return COPY_SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, c => COPY_ESCAPES[c]) : value;
}

/**
 * The COPY (text format) fields of SERIAL_COLUMNS for a row to save (serial and product known), without a line end.
 * Joined, not concatenated: the line is kept until its chunk is stored, and a string built by += stays a
 * rope of its pieces until then (a 1 M-row import took 10 s more CPU and 150 MB more memory that way).
 */
export function serialLine(row: StagedRow): string {
  return [row.serial, row.serialNorm, row.productId, ...FLASH_COLUMNS.map(f => row.flash[f.column])].map(copyText).join('\t');
}

/** COPY ... FROM STDIN of whole lines (each ending in a newline) into `table`; returns the rows copied. */
export async function copyLines(db: PoolClient, table: string, columns: string[], lines: string[]): Promise<number> {
  const stream = db.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from([lines.join('')]), stream);
  return stream.rowCount;
}
