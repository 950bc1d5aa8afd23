export * from './installation-listing.service';
export * from './installation-listing.sql';
export * from './installation-scope.sql';
export * from './installation.repository';
export * from './installation.service';
export * from './installations.component';
export * from './installations.keys';
export * from './installed-products-workbook';
