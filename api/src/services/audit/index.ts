export * from './audit-log.service';
export * from './audit-log.store';
export * from './audit.component';
export * from './audit.keys';
