export * from './admin-manufacturer.service';
export * from './admin-stats.service';
export * from './admin-user.service';
