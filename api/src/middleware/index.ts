export * from './reject.provider';
export * from './spa-fallback.middleware';
