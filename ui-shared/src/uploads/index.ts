export * from './uploadAdmin';
export * from './UploadAdminMenu';
