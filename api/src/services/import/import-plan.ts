import {ServiceError} from '../kernel/service-error';
import {fieldNamed, IMPORT_FIELDS, MODEL_FIELD, SERIAL_FIELD} from './import-fields';

/** importProduct's input (document 001 section 7), plus `files` for the further files of a batch. */
export interface ImportSheetInput {
  name: string;
  index: number;
  enabled: boolean;
  header: {columns: Array<{columnIndex: number; columnName?: string | null; fieldName?: string | null}>};
}
export interface ImportFileInput {
  originalName: string;
  systemName: string;
  index: number;
  sheets: ImportSheetInput[];
}
export interface ImportInput extends ImportFileInput {
  batchId: string;
  type: number;
  files?: ImportFileInput[] | null;
}

/** What the import job follows: per file, its enabled sheets and each mapped field's column. */
export interface PlannedSheet {
  index: number;
  name: string;
  /** fieldName → columnIndex */
  mapping: Record<string, number>;
}
export interface PlannedFile {
  index: number;
  originalName: string;
  systemName: string;
  storageKey: string;
  fileType: 'csv' | 'xlsx' | 'xls';
  sheets: PlannedSheet[];
}
export interface ImportPlan {
  batchId: string;
  type: 1 | 2;
  files: PlannedFile[];
}

const bad = (message: string) => new ServiceError(message, 'VALIDATION');

/**
 * Checks one file's sheet mapping: each enabled sheet maps Serial Number and Model, each field at
 * most once and only known fields. Messages name the file, sheet and field.
 */
export function planSheets(file: ImportFileInput): PlannedSheet[] {
  const planned: PlannedSheet[] = [];
  for (const sheet of file.sheets ?? []) {
    if (!sheet.enabled) continue;
    const where = `${file.originalName}, sheet "${sheet.name}"`;
    const mapping: Record<string, number> = {};
    for (const column of sheet.header?.columns ?? []) {
      const fieldName = column.fieldName?.trim();
      if (!fieldName) continue;
      if (!fieldNamed(fieldName)) {
        throw bad(
          `${where}: "${fieldName}" is not a field of the flash data (known fields: ${IMPORT_FIELDS.map(f => f.fieldName).join(', ')}).`,
        );
      }
      if (mapping[fieldName] !== undefined) throw bad(`${where}: ${fieldName} is mapped to more than one column.`);
      if (!Number.isInteger(column.columnIndex) || column.columnIndex < 0)
        throw bad(`${where}: columnIndex of ${fieldName} is not a column.`);
      mapping[fieldName] = column.columnIndex;
    }
    for (const required of [SERIAL_FIELD, MODEL_FIELD]) {
      if (mapping[required] === undefined)
        throw bad(`${where}: map a column to ${required}; every non-optional field must be mapped before processing.`);
    }
    planned.push({index: sheet.index, name: sheet.name, mapping});
  }
  return planned;
}

/** Every file of the input, the first one being the input's own fields. */
export function filesOf(input: ImportInput): ImportFileInput[] {
  const first: ImportFileInput = {
    originalName: input.originalName,
    systemName: input.systemName,
    index: input.index,
    sheets: input.sheets,
  };
  const files = [first, ...(input.files ?? [])];
  const seen = new Set<number>();
  for (const f of files) {
    if (seen.has(f.index)) throw bad(`File index ${f.index} is given more than once.`);
    seen.add(f.index);
  }
  return files;
}
