import {describe, expect, it} from 'vitest';
import type {ImportMapping, UploadedFile, WorkFile} from './flash.types';
import {
  applyMapping,
  blockingProblems,
  hasCommonFormat,
  isNumericCell,
  isSheetValid,
  missingRequired,
  PREVIEW_ROWS,
  rowsToImport,
  sheetLabel,
  toggleSheet,
  toWorkFile,
  wrongNumericColumns,
} from './sheetState';

const field = (index: number, fieldName: string, optional: boolean, dataType = 'string'): ImportMapping => ({
  index,
  fieldName,
  knownNames: [fieldName],
  optional,
  columnType: optional ? 'battery' : fieldName === 'Model' ? 'model' : 'serial',
  dataType,
});
const MAPPINGS = [field(0, 'Serial Number', false), field(1, 'Model', false), field(2, 'Capacity', true, 'numeric')];

type SheetSpec = {name: string; header: string[]; rows: string[][]; fields?: Array<string | null>};

/** An uploadFile answer: one sheet per entry, its header names and data rows (row 1 is the header). */
function givenUploadedFile(sheets: SheetSpec[]): UploadedFile {
  return {
    originalName: 'flash.xlsx',
    systemName: 'stored-flash.xlsx',
    index: 0,
    batchId: 'b1',
    type: 1,
    fileType: 'xlsx',
    manufacturerId: '1',
    mappings: MAPPINGS,
    sheets: sheets.map((s, index) => ({
      index,
      name: s.name,
      enabled: s.rows.length > 0,
      isEmpty: s.rows.length === 0,
      valid: false,
      emptyRowCount: 0,
      totalRowCount: s.rows.length,
      header: {
        columns: s.header.map((columnName, i) => ({
          columnIndex: i,
          columnName,
          rowIndex: 1,
          fieldName: s.fields?.[i] ?? null,
        })),
      },
      rows: s.rows.map((values, r) => ({cells: values.map((value, i) => ({index: i, rowIndex: r + 2, value}))})),
    })),
  };
}

const givenUpload = (sheets: SheetSpec[]): WorkFile => toWorkFile(givenUploadedFile(sheets));

const HEADER = ['Serial', 'Model', 'Capacity'];

describe('toWorkFile', () => {
  it('lays each row out by column and pads the preview to 15 rows', () => {
    const [sheet] = givenUpload([{name: 'S1', header: HEADER, rows: [['A1', 'M1', '5']]}]).sheets;
    expect(sheet.rows).toHaveLength(PREVIEW_ROWS);
    expect(sheet.rows[0]).toEqual({rowIndex: 2, values: ['A1', 'M1', '5']});
    expect(sheet.rows[1]).toEqual({rowIndex: null, values: ['', '', '']});
  });

  it('places a cell by its column index, leaving missing cells empty', () => {
    const upload = givenUploadedFile([{name: 'S1', header: HEADER, rows: []}]);
    upload.sheets[0].rows = [{cells: [{index: 2, rowIndex: 2, value: '7'}]}];
    expect(toWorkFile(upload).sheets[0].rows[0]).toEqual({rowIndex: 2, values: ['', '', '7']});
  });

  it('never enables an empty sheet', () => {
    const sheets = givenUpload([{name: 'Empty', header: HEADER, rows: []}]).sheets;
    expect(sheets[0]).toMatchObject({isEmpty: true, enabled: false});
  });
});

describe('sheetLabel', () => {
  it('shortens names over 40 characters to 37 and three dots', () => {
    expect(sheetLabel('x'.repeat(40))).toBe('x'.repeat(40));
    expect(sheetLabel('y'.repeat(41))).toBe(`${'y'.repeat(37)}...`);
  });
});

describe('isNumericCell', () => {
  it.each(['5', '-2.5', '.5', '1e3', '13.5w', '48V', '90%', ' 12a '])('accepts %s', value => {
    expect(isNumericCell(value)).toBe(true);
  });
  it.each(['', 'abc', '5k', '5 kWh', '1.2.3', '%'])('refuses %j', value => {
    expect(isNumericCell(value)).toBe(false);
  });
});

describe('mapping', () => {
  const unmapped = () => givenUpload([{name: 'S1', header: HEADER, rows: [['A1', 'M1', '5']]}]);

  it('is valid once every required field is mapped', () => {
    let files = unmapped();
    expect(missingRequired(files.sheets[0], MAPPINGS)).toEqual(['Serial Number', 'Model']);
    files = applyMapping([files], {file: 0, sheet: 0}, 0, 'Serial Number', MAPPINGS)[0];
    expect(isSheetValid(files.sheets[0], MAPPINGS)).toBe(false);
    files = applyMapping([files], {file: 0, sheet: 0}, 1, 'Model', MAPPINGS)[0];
    expect(isSheetValid(files.sheets[0], MAPPINGS)).toBe(true);
  });

  it('keeps a field on one column at most: mapping it elsewhere moves it', () => {
    let [file] = applyMapping([unmapped()], {file: 0, sheet: 0}, 0, 'Model', MAPPINGS);
    [file] = applyMapping([file], {file: 0, sheet: 0}, 1, 'Model', MAPPINGS);
    expect(file.sheets[0].columns.map(c => c.fieldName)).toEqual([null, 'Model', null]);
    [file] = applyMapping([file], {file: 0, sheet: 0}, 1, null, MAPPINGS);
    expect(file.sheets[0].columns.map(c => c.fieldName)).toEqual([null, null, null]);
  });

  it('enables a sheet that becomes valid, but leaves a sheet the user ignored ignored while it stays valid', () => {
    let file = unmapped();
    file = toggleSheet([file], {file: 0, sheet: 0})[0];
    expect(file.sheets[0].enabled).toBe(false);
    [file] = applyMapping([file], {file: 0, sheet: 0}, 0, 'Serial Number', MAPPINGS);
    [file] = applyMapping([file], {file: 0, sheet: 0}, 1, 'Model', MAPPINGS);
    expect(file.sheets[0].enabled).toBe(true);
    file = toggleSheet([file], {file: 0, sheet: 0})[0];
    [file] = applyMapping([file], {file: 0, sheet: 0}, 2, 'Capacity', MAPPINGS);
    expect(file.sheets[0].enabled).toBe(false);
  });

  it('maps every sheet at once when all sheets share a format (same names, any case), else only the target', () => {
    const same = givenUpload([
      {name: 'Jan', header: HEADER, rows: [['A1', 'M1', '5']]},
      {name: 'Feb', header: ['serial ', 'MODEL', 'capacity'], rows: [['A2', 'M2', '6']]},
    ]);
    expect(hasCommonFormat([same])).toBe(true);
    const [mapped] = applyMapping([same], {file: 0, sheet: 0}, 0, 'Serial Number', MAPPINGS);
    expect(mapped.sheets.map(s => s.columns[0].fieldName)).toEqual(['Serial Number', 'Serial Number']);

    const different = givenUpload([
      {name: 'Jan', header: HEADER, rows: [['A1', 'M1', '5']]},
      {name: 'Feb', header: ['Serial', 'Model'], rows: [['A2', 'M2']]},
    ]);
    expect(hasCommonFormat([different])).toBe(false);
    const [alone] = applyMapping([different], {file: 0, sheet: 0}, 0, 'Serial Number', MAPPINGS);
    expect(alone.sheets.map(s => s.columns[0].fieldName)).toEqual(['Serial Number', null]);
  });

  it('leaves empty sheets out of the common format and out of every change', () => {
    const files = givenUpload([
      {name: 'Data', header: HEADER, rows: [['A1', 'M1', '5']]},
      {name: 'Notes', header: ['Anything'], rows: []},
    ]);
    expect(hasCommonFormat([files])).toBe(false);
    expect(toggleSheet([files], {file: 0, sheet: 1})[0].sheets[1].enabled).toBe(false);
  });
});

describe('wrongNumericColumns', () => {
  it('finds columns mapped to a numeric field with a non-numeric value in a data row', () => {
    const files = givenUpload([
      {
        name: 'S1',
        header: HEADER,
        rows: [
          ['A1', 'M1', '5'],
          ['A2', 'M2', 'five'],
        ],
        fields: ['Serial Number', 'Model', 'Capacity'],
      },
    ]);
    expect([...wrongNumericColumns(files.sheets[0], MAPPINGS)]).toEqual([2]);
  });

  it('ignores padding rows and string fields', () => {
    const files = givenUpload([
      {name: 'S1', header: HEADER, rows: [['A1', 'M-1', '5']], fields: ['Serial Number', 'Model', 'Capacity']},
    ]);
    expect(wrongNumericColumns(files.sheets[0], MAPPINGS).size).toBe(0);
  });
});

describe('before Process Now', () => {
  const mapped = ['Serial Number', 'Model', null];

  it('counts the data rows of the enabled sheets only', () => {
    const files = givenUpload([
      {
        name: 'A',
        header: HEADER,
        rows: [
          ['1', 'M', '1'],
          ['2', 'M', '1'],
        ],
        fields: mapped,
      },
      {name: 'B', header: HEADER, rows: [['3', 'M', '1']], fields: mapped},
    ]);
    expect(rowsToImport([files])).toBe(3);
    expect(rowsToImport(toggleSheet([files], {file: 0, sheet: 1}))).toBe(2);
  });

  it('has nothing to say when every enabled sheet is mapped', () => {
    const files = givenUpload([{name: 'A', header: HEADER, rows: [['1', 'M', '1']], fields: mapped}]);
    expect(blockingProblems([files], MAPPINGS)).toEqual([]);
  });

  it('asks for a sheet when all are ignored or empty', () => {
    const files = toggleSheet([givenUpload([{name: 'A', header: HEADER, rows: [['1', 'M', '1']]}])], {
      file: 0,
      sheet: 0,
    });
    expect(blockingProblems(files, MAPPINGS)).toEqual([
      'Select at least one sheet to import: every sheet is ignored or empty.',
    ]);
  });

  it('names the sheet (and the file when there are several) that lacks a mapping', () => {
    const none = givenUpload([{name: 'A', header: HEADER, rows: [['1', 'M', '1']]}]);
    expect(blockingProblems([none], MAPPINGS)).toEqual(['Sheet "A": map at least one column.']);
    const partly = givenUpload([
      {name: 'A', header: HEADER, rows: [['1', 'M', '1']], fields: ['Serial Number', null, null]},
    ]);
    const second = {...partly, originalName: 'more.csv'};
    expect(blockingProblems([partly, second], MAPPINGS)).toEqual([
      'flash.xlsx, sheet "A": every non-optional field must be mapped before processing (Model).',
      'more.csv, sheet "A": every non-optional field must be mapped before processing (Model).',
    ]);
  });
});
