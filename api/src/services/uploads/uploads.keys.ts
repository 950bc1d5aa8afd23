import {BindingKey} from '@loopback/core';
import type {UploadAdminService} from './upload-admin.service';
import type {UploadDownloadService} from './upload-download.service';
import type {UploadHistoryService} from './upload-history.service';

export namespace UploadBindings {
  export const HISTORY_SERVICE = BindingKey.create<UploadHistoryService>('services.UploadHistoryService');
  export const ADMIN_SERVICE = BindingKey.create<UploadAdminService>('services.UploadAdminService');
  export const DOWNLOAD_SERVICE = BindingKey.create<UploadDownloadService>('services.UploadDownloadService');
}
