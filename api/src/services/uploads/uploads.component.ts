import {Component, createBindingFromClass} from '@loopback/core';
import {UploadAdminService} from './upload-admin.service';
import {UploadDownloadService} from './upload-download.service';
import {UploadHistoryService} from './upload-history.service';
import {UploadRepository} from './upload.repository';
import {UploadBindings} from './uploads.keys';

/** Uploads once imported: their history, their deletion and restoration, their downloads and ledger reports. */
export class UploadsComponent implements Component {
  bindings = [
    createBindingFromClass(UploadHistoryService, {key: UploadBindings.HISTORY_SERVICE}),
    createBindingFromClass(UploadAdminService, {key: UploadBindings.ADMIN_SERVICE}),
    createBindingFromClass(UploadDownloadService, {key: UploadBindings.DOWNLOAD_SERVICE}),
    createBindingFromClass(UploadRepository),
  ];
}
