export * from './product-line-rules';
export * from './product-line.service';
export * from './product-line.store';
export * from './product-lines.component';
export * from './product-lines.keys';
