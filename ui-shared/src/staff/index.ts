export * from './permissions';
export * from './staffForm';
export * from './PermissionChecks';
export * from './addStaff';
