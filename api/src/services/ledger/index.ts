export * from './ledger-catalogue';
export * from './ledger-listing.service';
export * from './ledger-listing.store';
export * from './ledger-protocol';
export * from './ledger-simulator';
export * from './ledger-submission.service';
export * from './ledger.connector';
export * from './ledger.store';
