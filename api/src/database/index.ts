export * from './embedded-database';
export * from './migrator';
export * from './transaction';
export * from './open-database';
export * from './statistics';
export * from './database.keys';
export * from './read-routing';
