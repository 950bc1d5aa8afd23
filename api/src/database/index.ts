export * from './embedded-database';
export * from './migrator';
export * from './transaction';
