export * from './spreadsheet-types';
export * from './workbook-reader';
