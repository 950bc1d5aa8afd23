export * from './spreadsheet-types';
export * from './workbook-reader';
export * from './sheet-preview';
