export * from './rest';
export * from './theme';
export * from './token';
