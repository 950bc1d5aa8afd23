export * from './installation-listing.service';
export * from './installation-listing.store';
export * from './installation.service';
export * from './installation.store';
export * from './installations.component';
export * from './installations.keys';
export * from './installed-products-workbook';
