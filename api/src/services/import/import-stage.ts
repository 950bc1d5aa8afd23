import type {ProductSerial} from '../../models';
import {IMPORT_FIELDS} from './import-fields';

/** Where an import's rows are saved: the brand and manufacturer, the supplier whose upload it is, the upload. */
export type PersistTarget = Required<Pick<ProductSerial, 'brandId' | 'manufacturerId' | 'distributorId'>> & {
  uploadId: number;
};

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
  /** The normalised serial of the row's unit (Parent Serial), when it names one. */
  parentNorm?: string | null;
  /** The model's product of the importing brand; null when the row failed. */
  productId: number | null;
  /** product_serial column → value */
  flash: Record<string, string | number | null>;
  reason: string | null;
}

/** The columns of a row's COPY line (serialLine), in order: what each saved row brings of its own. */
export const SERIAL_COLUMNS = ['serial', 'serial_norm', 'product_id', ...FLASH_COLUMNS.map(f => f.column)];

/** The columns every saved row of one import shares, before its own SERIAL_COLUMNS: name, type in the stage, value. */
export const SHARED_COLUMNS: Array<[string, string, (t: PersistTarget) => string | number | null]> = [
  ['brand_id', 'integer', t => t.brandId],
  ['manufacturer_id', 'integer', t => t.manufacturerId],
  ['state', 'text', () => 'available'],
  ['upload_id', 'integer', t => t.uploadId],
  ['distributor_id', 'integer', t => t.distributorId],
];

/** The start of every COPY line of an import's rows to save: the values of its shared columns. */
export function copyPrefix(t: PersistTarget): string {
  return SHARED_COLUMNS.map(([, , value]) => copyText(value(t))).join('\t') + '\t';
}

/** The columns of a whole COPY line of a row to save: what the import shares, then the row's own. */
export const COPY_COLUMNS = [...SHARED_COLUMNS.map(([column]) => column), ...SERIAL_COLUMNS];

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
 * Concatenated without an array per row (the line is written into a LineBuffer at once, so it is never kept
 * as a rope of its pieces).
 */
export function serialLine(row: StagedRow): string {
  let line = `${copyText(row.serial)}\t${copyText(row.serialNorm)}\t${copyText(row.productId)}`;
  for (const f of FLASH_COLUMNS) line += '\t' + copyText(row.flash[f.column]);
  return line;
}
