export * from './product-line-rules';
export * from './product-line.service';
export * from './product-line-models.sql';
export * from './product-line.repository';
export * from './product-line.sql';
export * from './product-lines.component';
export * from './product-lines.keys';
