export * from './notification-group.service';
export * from './notification-group.store';
export * from './notify-mails';
export * from './notify-rules';
export * from './notify.jobs';
export * from './notify.service';
export * from './notify.store';
