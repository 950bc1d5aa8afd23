export * from './installedSerials.queries';
export * from './InstalledSerialsDialog';
export * from './InstalledSystem';
