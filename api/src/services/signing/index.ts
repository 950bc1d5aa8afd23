export * from './signing.service';
export * from './signing.store';
