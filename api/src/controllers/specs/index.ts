export * from './account.specs';
