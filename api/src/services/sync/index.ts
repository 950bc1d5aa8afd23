export * from './analytics-csv';
export * from './fixture-source';
export * from './sync-catalogue.store';
export * from './sync-kinds';
export * from './sync-operations';
export * from './sync-registry.store';
export * from './sync-run.store';
export * from './sync.service';
