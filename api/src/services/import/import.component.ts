import {Component, createBindingFromClass} from '@loopback/core';
import {JOB_WORKER_TAG} from '../../jobs/job-worker';
import {ImportBatchStore} from './import-batch.store';
import {ImportFileService} from './import-file.service';
import {ImportFileStore} from './import-file.store';
import {ImportRequestService} from './import-request.service';
import {ImportRunStore} from './import-run.store';
import {ImportRunner} from './import-runner';
import {ImportBindings} from './import.keys';

/** The import of flash-data files: files received and previewed, import requests, and the import job. */
export class ImportComponent implements Component {
  bindings = [
    createBindingFromClass(ImportFileService, {key: ImportBindings.FILE_SERVICE}),
    createBindingFromClass(ImportRequestService, {key: ImportBindings.REQUEST_SERVICE}),
    createBindingFromClass(ImportRunner, {key: ImportBindings.RUNNER}).tag(JOB_WORKER_TAG),
    createBindingFromClass(ImportBatchStore),
    createBindingFromClass(ImportFileStore),
    createBindingFromClass(ImportRunStore),
  ];
}
