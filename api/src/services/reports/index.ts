export * from './admin-stats.service';
export * from './admin-stats.store';
export * from './reports.component';
export * from './reports.keys';
export * from './reports.service';
export * from './tallies.store';
