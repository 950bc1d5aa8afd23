export * from './live-access';
export * from './pg-notify-channel';
export * from './live-events';
export * from './live-rooms';
export * from './live.component';
export * from './live.keys';
export * from './throttled';
