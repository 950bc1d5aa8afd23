export * from './audit-log.service';
export * from './audit-log.store';
