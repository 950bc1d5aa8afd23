export * from './audit-log.service';
export * from './audit-log.repository';
export * from './audit.component';
export * from './audit.keys';
export * from './audit-sentence';
