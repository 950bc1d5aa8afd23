import {RawCell} from '../spreadsheet/spreadsheet-types';
import {UNSTORABLE_TEXT} from '../kernel/storable-text';

/** Row outcome reasons of the import report (document 001 section 5 where it has words). */
export const IMPORT_REASONS = {
  serialRequired: 'Serial Number is required',
  modelRequired: 'Model is required',
  /** Prefixed with the field name: 'nominalCapacity: Cell should contain the numeric values'. */
  notNumeric: 'Cell should contain the numeric values',
  unknownModel: 'Model is not a model of this manufacturer',
  repeated: 'Serial repeated in the file',
  alreadyUploaded: 'Serial already uploaded',
  scientific:
    'Serial Number looks like a number in scientific notation (e.g. 1.23457E+14): the spreadsheet has changed it; store the column as text',
  trailingZero: 'Serial Number gained a trailing .0 (a number formatted by the spreadsheet): store the column as text',
  numericCell: 'Serial Number is stored as a number: leading zeros may have been lost; store the column as text',
  parentIsSelf: "Parent Serial is the row's own serial",
  parentNotFound: 'Parent Serial is not a serial of this manufacturer: upload its unit in this import or before it',
  /** format(): the parent's serial, its model. */
  parentNotBmu: 'Parent Serial %s is not a battery management unit (BMU): its model %s takes no modules',
  /** format(): the row's model, the unit's model. */
  moduleNotCompatible: "Model %s is not a module that fits the unit's model %s",
  /** format(): the serial of the unit the module is under. */
  underAnotherUnit: 'Module already under another unit (%s)',
  /** Prefixed with the field name (an old-format .xls can hold such text; CSV and XLSX cannot). */
  unstorable: UNSTORABLE_TEXT,
} as const;

const NUMERIC = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?\s*[avw%]?$/i;

/**
 * A numeric field's value, or undefined when the cell is not numeric. A trailing a, v, w or % is
 * tolerated; an empty cell is not numeric (document 001 section 5).
 */
export function numericValue(cell: RawCell | undefined): number | undefined {
  if (!cell) return undefined;
  if (cell.num !== undefined) return cell.num;
  const text = cell.text.trim();
  if (!NUMERIC.test(text)) return undefined;
  const n = Number(text.replace(/\s*[avw%]$/i, ''));
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Why a serial cell cannot be trusted (a spreadsheet changed it), or undefined. Such rows are
 * failed with this reason, never stored with a wrong serial.
 */
export function mangledSerial(cell: RawCell): string | undefined {
  if (cell.num !== undefined) {
    if (!Number.isInteger(cell.num) || Math.abs(cell.num) >= 1e15) return IMPORT_REASONS.scientific;
    return IMPORT_REASONS.numericCell;
  }
  const text = cell.text.trim();
  if (/^[-+]?\d+(?:\.\d+)?E[-+]?\d+$/i.test(text)) return IMPORT_REASONS.scientific;
  if (/^\d+\.0+$/.test(text)) return IMPORT_REASONS.trailingZero;
  return undefined;
}
