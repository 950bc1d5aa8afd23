export * from './admin-manufacturer.service';
export * from './admin-manufacturer.store';
export * from './admin-stats.service';
export * from './admin-stats.store';
export * from './admin-user.service';
export * from './admin-user.store';
