export * from './cors';
export * from './raw-body.parser';
export * from './read-route.middleware';
export * from './reject.provider';
export * from './rest-error';
export * from './spa-fallback.middleware';
export * from './unread-body';
