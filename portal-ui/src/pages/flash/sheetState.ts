import type {ImportMapping, UploadedFile, WorkFile, WorkSheet} from './flash.types';

/** Document 001 section 9: the preview is padded to 15 rows; sheet names over 40 characters show 37 plus '...'. */
export const PREVIEW_ROWS = 15;
export const SHEET_NAME_MAX = 40;

export const NUMERIC_CELL_MESSAGE = 'Cell should contain the numeric values';
export const WRONG_HEADER_MESSAGE =
  'Did you assigned the wrong header? We have found that some values are not integers';

export function sheetLabel(name: string): string {
  return name.length > SHEET_NAME_MAX ? `${name.slice(0, 37)}...` : name;
}

/** A numeric cell may end in a, v, w or %; an empty one fails too (document 001 section 5). */
export function isNumericCell(value: string): boolean {
  return /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*[avwAVW%]?$/.test(value.trim());
}

export function toWorkFile(file: UploadedFile): WorkFile {
  return {
    originalName: file.originalName,
    systemName: file.systemName,
    index: file.index,
    sheets: file.sheets.map((sheet): WorkSheet => {
      const columns = sheet.header.columns.map(c => ({...c}));
      const data = sheet.rows.map(row => ({
        rowIndex: row.cells[0]?.rowIndex ?? null,
        values: columns.map(c => row.cells.find(cell => cell.index === c.columnIndex)?.value ?? ''),
      }));
      const padding = Array.from({length: Math.max(PREVIEW_ROWS - data.length, 0)}, () => ({
        rowIndex: null,
        values: columns.map(() => ''),
      }));
      return {
        index: sheet.index,
        name: sheet.name,
        enabled: sheet.enabled && !sheet.isEmpty,
        isEmpty: sheet.isEmpty,
        emptyRowCount: sheet.emptyRowCount,
        totalRowCount: sheet.totalRowCount,
        columns,
        rows: [...data, ...padding],
      };
    }),
  };
}

export function requiredFields(mappings: ImportMapping[]): ImportMapping[] {
  return mappings.filter(m => !m.optional);
}

export function missingRequired(sheet: WorkSheet, mappings: ImportMapping[]): string[] {
  const mapped = new Set(sheet.columns.map(c => c.fieldName).filter(Boolean));
  return requiredFields(mappings)
    .map(m => m.fieldName)
    .filter(name => !mapped.has(name));
}

/** Valid when all its required fields are mapped (document 001 section 4). */
export function isSheetValid(sheet: WorkSheet, mappings: ImportMapping[]): boolean {
  return !sheet.isEmpty && missingRequired(sheet, mappings).length === 0;
}

const formatOf = (sheet: WorkSheet) => sheet.columns.map(c => c.columnName.trim().toLowerCase()).join('\u0001');

/** All (non-empty) sheets of every file have the same column count and names. */
export function hasCommonFormat(files: WorkFile[]): boolean {
  const sheets = files.flatMap(f => f.sheets).filter(s => !s.isEmpty);
  return (
    sheets.length > 1 &&
    sheets.every(s => s.columns.length === sheets[0].columns.length && formatOf(s) === formatOf(sheets[0]))
  );
}

/**
 * Maps `fieldName` (null: removes the mapping) to a column of one sheet, or of every sheet when they
 * share a format. A field is on one column at most; a sheet that becomes valid is enabled.
 */
export function applyMapping(
  files: WorkFile[],
  target: {file: number; sheet: number},
  columnIndex: number,
  fieldName: string | null,
  mappings: ImportMapping[],
): WorkFile[] {
  const common = hasCommonFormat(files);
  return files.map((file, fi) => ({
    ...file,
    sheets: file.sheets.map((sheet, si) => {
      if (sheet.isEmpty || (!common && (fi !== target.file || si !== target.sheet))) return sheet;
      const wasValid = isSheetValid(sheet, mappings);
      const columns = sheet.columns.map(c => {
        if (c.columnIndex === columnIndex) return {...c, fieldName};
        if (fieldName && c.fieldName === fieldName) return {...c, fieldName: null};
        return c;
      });
      const next = {...sheet, columns};
      const valid = isSheetValid(next, mappings);
      return {...next, enabled: valid && !wasValid ? true : sheet.enabled};
    }),
  }));
}

export function toggleSheet(files: WorkFile[], target: {file: number; sheet: number}): WorkFile[] {
  return files.map((file, fi) =>
    fi !== target.file
      ? file
      : {
          ...file,
          sheets: file.sheets.map((s, si) => (si === target.sheet && !s.isEmpty ? {...s, enabled: !s.enabled} : s)),
        },
  );
}

/** Columns mapped to a numeric field with a non-numeric value among the preview's data rows. */
export function wrongNumericColumns(sheet: WorkSheet, mappings: ImportMapping[]): Set<number> {
  const numeric = new Set(mappings.filter(m => m.dataType === 'numeric').map(m => m.fieldName));
  const wrong = new Set<number>();
  sheet.columns.forEach((c, i) => {
    if (!c.fieldName || !numeric.has(c.fieldName)) return;
    if (sheet.rows.some(r => r.rowIndex !== null && r.values.some(Boolean) && !isNumericCell(r.values[i])))
      wrong.add(c.columnIndex);
  });
  return wrong;
}

/** The data rows of the sheets to import, as the previews counted them (an empty sheet is never enabled). */
export function rowsToImport(files: WorkFile[]): number {
  return files.flatMap(f => f.sheets).reduce((n, s) => n + (s.enabled ? s.totalRowCount : 0), 0);
}

/** The messages that stop 'Process Now' (document 001 section 5). */
export function blockingProblems(files: WorkFile[], mappings: ImportMapping[]): string[] {
  const enabled = files.flatMap(f => f.sheets.filter(s => s.enabled).map(s => ({file: f, sheet: s})));
  if (!enabled.length) return ['Select at least one sheet to import: every sheet is ignored or empty.'];
  const problems: string[] = [];
  for (const {file, sheet} of enabled) {
    const mapped = sheet.columns.filter(c => c.fieldName).length;
    const missing = missingRequired(sheet, mappings);
    const where = files.length > 1 ? `${file.originalName}, sheet "${sheet.name}"` : `Sheet "${sheet.name}"`;
    if (mapped < 1) problems.push(`${where}: map at least one column.`);
    else if (missing.length)
      problems.push(`${where}: every non-optional field must be mapped before processing (${missing.join(', ')}).`);
  }
  return problems;
}
