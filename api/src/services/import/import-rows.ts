import {IMPORT_LIMITS, isBlank, RawCell, scanWorkbook, SpreadsheetError} from '../spreadsheet';
import {modelKey, normaliseSerial} from '../verification/verification-rules';
import {fieldNamed, MODEL_FIELD, PARENT_FIELD, SERIAL_FIELD} from './import-fields';
import {PlannedFile, PlannedSheet} from './import-plan';
import {FLASH_COLUMNS, StagedRow} from './import-stage';
import {IMPORT_REASONS, mangledSerial, numericValue} from './row-checks';
import {unstorableText} from '../kernel/storable-text';
import {BrandModels} from './import-run.repository';

/**
 * Classifies one data row by what the row alone shows: missing required values, non-numeric
 * numeric fields, spreadsheet-mangled serials, a model the brand does not have. The rest
 * (repeats, already uploaded) is decided by SQL over the whole staged import.
 */
export function stageRow(
  models: BrandModels,
  fileIndex: number,
  sheet: PlannedSheet,
  rowNumber: number,
  cells: Array<RawCell | undefined>,
): StagedRow {
  const reasons: string[] = [];
  const cellOf = (fieldName: string) => cells[sheet.mapping[fieldName]];
  const serialCell = cellOf(SERIAL_FIELD);
  const modelCell = cellOf(MODEL_FIELD);
  let serial: string | null = null;
  if (isBlank(serialCell)) reasons.push(IMPORT_REASONS.serialRequired);
  else {
    serial = serialCell!.text.trim();
    const mangled = mangledSerial(serialCell!);
    if (mangled) reasons.push(mangled);
    checkStorable(reasons, SERIAL_FIELD, serial);
  }
  const model = isBlank(modelCell) ? null : modelCell!.text.trim();
  if (model === null) reasons.push(IMPORT_REASONS.modelRequired);
  else checkStorable(reasons, MODEL_FIELD, model);
  const flash: StagedRow['flash'] = {};
  for (const field of FLASH_COLUMNS) {
    if (sheet.mapping[field.fieldName] === undefined) continue;
    const cell = cellOf(field.fieldName);
    if (field.dataType === 'numeric') {
      const value = numericValue(cell);
      if (value === undefined) reasons.push(`${field.fieldName}: ${IMPORT_REASONS.notNumeric}`);
      flash[field.column] = value ?? null;
    } else {
      const text = isBlank(cell) ? null : cell!.text.trim();
      if (text !== null) checkStorable(reasons, field.fieldName, text);
      flash[field.column] = text;
    }
  }
  const parentNorm = parentOf(reasons, cellOf(PARENT_FIELD), serial);
  const productId = reasons.length || model === null ? null : (models.get(modelKey(model)) ?? null);
  if (!reasons.length && productId === null) reasons.push(IMPORT_REASONS.unknownModel);
  return {
    fileIndex,
    sheet: sheet.name,
    rowNumber,
    serial,
    serialNorm: serial === null ? null : normaliseSerial(serial),
    model,
    parentNorm,
    productId,
    flash,
    reason: reasons.length ? reasons.join('; ') : null,
  };
}

/** The normalised serial a Parent Serial cell names (null when blank or unmapped), adding its reasons when it cannot be one. */
function parentOf(reasons: string[], cell: RawCell | undefined, serial: string | null): string | null {
  if (isBlank(cell)) return null;
  const text = cell!.text.trim();
  const mangled = mangledSerial(cell!);
  if (mangled) reasons.push(`${PARENT_FIELD}: ${mangled}`);
  checkStorable(reasons, PARENT_FIELD, text);
  const norm = normaliseSerial(text);
  if (serial !== null && norm === normaliseSerial(serial)) reasons.push(IMPORT_REASONS.parentIsSelf);
  return norm;
}

/** Adds the reason a field's text cannot be stored, if it cannot (a module function: stageRow runs once per row). */
function checkStorable(reasons: string[], fieldName: string, text: string): void {
  if (unstorableText(text)) reasons.push(`${fieldName}: ${IMPORT_REASONS.unstorable}`);
}

/**
 * Reads the enabled sheets of one file and hands each data row, classified, to `sink`, which returns
 * a promise only when the row must be waited for (most rows need no await: a million awaits cost time).
 */
export async function readFileRows(
  path: string,
  file: PlannedFile,
  models: BrandModels,
  rowsBefore: number,
  sink: (row: StagedRow) => Promise<void> | undefined,
): Promise<number> {
  let sheet: PlannedSheet | undefined;
  let rows = 0;
  for await (const event of scanWorkbook(path, file.fileType, file.originalName)) {
    if (event.kind === 'sheet') {
      sheet = file.sheets.find(s => s.index === event.index);
      if (sheet && sheet.name !== event.name) {
        throw new SpreadsheetError(
          `${file.originalName}: sheet ${event.index} is "${event.name}", not "${sheet.name}".`,
        );
      }
    } else if (event.kind === 'header' && sheet) {
      for (const [fieldName, columnIndex] of Object.entries(sheet.mapping)) {
        if (!event.columns.some(c => c.columnIndex === columnIndex)) {
          throw new SpreadsheetError(
            `${file.originalName}, sheet "${sheet.name}": ${fieldNamed(fieldName)!.fieldName} is mapped to column ${columnIndex}, which has no header.`,
          );
        }
      }
    } else if (event.kind === 'data' && sheet) {
      if (rowsBefore + ++rows > IMPORT_LIMITS.maxRows) {
        throw new SpreadsheetError(
          `${file.originalName}: the import has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en-AU')} rows; split it into smaller imports.`,
        );
      }
      const taken = sink(stageRow(models, file.index, sheet, event.rowNumber, event.cells));
      if (taken) await taken;
    }
  }
  return rows;
}
