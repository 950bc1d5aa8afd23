export * from './recall-access';
export * from './recalls.component';
export * from './recalls.keys';
export * from './serial-selection';
export * from './serial-status.repository';
export * from './serial-status.service';
export * from './serial-status.sql';
export * from './status-audience';
