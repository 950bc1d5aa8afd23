export * from './signing.component';
export * from './signing.keys';
export * from './signing.service';
export * from './signing.store';
