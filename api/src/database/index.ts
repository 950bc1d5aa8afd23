export * from './embedded-database';
export * from './migrator';
