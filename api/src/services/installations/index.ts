export * from './installation-listing.service';
export * from './installation-listing.store';
export * from './installation.service';
export * from './installation.store';
export * from './installed-products-workbook';
