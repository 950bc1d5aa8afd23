export * from './authProvider';
export * from './buildQuery';
export * from './dataProvider';
