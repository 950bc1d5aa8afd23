export * from './admin-stats.repository';
export * from './admin-stats.service';
export * from './reports.component';
export * from './reports.keys';
export * from './reports.service';
export * from './tally.repository';
