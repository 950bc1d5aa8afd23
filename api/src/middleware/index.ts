export * from './reject.provider';
export * from './spa-fallback.middleware';
export * from './raw-body.parser';
