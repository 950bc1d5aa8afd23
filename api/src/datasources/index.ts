export * from './db.datasource';
