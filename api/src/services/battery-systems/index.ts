export * from './battery-system-listing.service';
export * from './battery-system-listing.sql';
export * from './battery-system.repository';
export * from './battery-systems.component';
export * from './battery-systems.keys';
