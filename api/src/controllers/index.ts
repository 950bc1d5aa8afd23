export * from './health.controller';
