export * from './ledger-report';
export * from './upload-admin.service';
export * from './upload-download.service';
export * from './upload-history.service';
export * from './upload.repository';
export * from './upload.sql';
export * from './uploads.component';
export * from './uploads.keys';
