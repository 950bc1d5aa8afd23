export * from './installation.service';
export * from './installation.store';
export * from './installed-products-workbook';
