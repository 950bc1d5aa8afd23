export * from './product-listing.store';
export * from './products.service';
export * from './serial-detail.store';
export * from './serial-export';
export * from './serial-export.service';
export * from './serial-export.store';
export * from './serial-listing.store';
export * from './serials.service';
