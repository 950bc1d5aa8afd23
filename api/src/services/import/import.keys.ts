import {BindingKey} from '@loopback/core';
import type {ImportFileService} from './import-file.service';
import type {ImportRequestService} from './import-request.service';
import type {ImportRunner} from './import-runner';

export namespace ImportBindings {
  export const FILE_SERVICE = BindingKey.create<ImportFileService>('services.ImportFileService');
  export const REQUEST_SERVICE = BindingKey.create<ImportRequestService>('services.ImportRequestService');
  /** The import job (a job worker). */
  export const RUNNER = BindingKey.create<ImportRunner>('services.ImportRunner');
}
