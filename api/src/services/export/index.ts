export * from './download';
export * from './formula-safe';
