export * from './pg-rate-limit.store';
export * from './rate-limit.interceptor';
