export * from './formula-safe';
