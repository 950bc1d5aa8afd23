export * from './uploadAdmin';
export * from './UploadAdminMenu';
export * from './systemCounts';
export * from './upload.fragments';
