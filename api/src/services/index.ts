export * from './kernel';
export * from './accounts';
export * from './verification';
export * from './admin';
export * from './import';
export * from './spreadsheet';
export * from './export';
