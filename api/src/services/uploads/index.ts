export * from './ledger-report.store';
export * from './ledger-report';
export * from './upload-admin.service';
export * from './upload-admin.store';
export * from './upload-download.service';
export * from './upload-history.service';
export * from './upload-history.store';
