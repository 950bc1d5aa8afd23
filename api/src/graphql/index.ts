export * from './context';
export * from './guards';
export * from './schema';
