export * from './signing-key.repository';
export * from './signing.component';
export * from './signing.keys';
export * from './signing.service';
