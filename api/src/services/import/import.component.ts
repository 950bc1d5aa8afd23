import {Component, createBindingFromClass} from '@loopback/core';
import {JOB_WORKER_TAG} from '../../jobs/job-worker';
import {ImportBatchRepository} from './import-batch.repository';
import {ImportFileService} from './import-file.service';
import {ImportFileRepository} from './import-file.repository';
import {ImportRequestService} from './import-request.service';
import {ImportRunRepository} from './import-run.repository';
import {ImportRunner} from './import-runner';
import {ImportBindings} from './import.keys';

/** The import of flash-data files: files received and previewed, import requests, and the import job. */
export class ImportComponent implements Component {
  bindings = [
    createBindingFromClass(ImportFileService, {key: ImportBindings.FILE_SERVICE}),
    createBindingFromClass(ImportRequestService, {key: ImportBindings.REQUEST_SERVICE}),
    createBindingFromClass(ImportRunner, {key: ImportBindings.RUNNER}).tag(JOB_WORKER_TAG),
    createBindingFromClass(ImportBatchRepository),
    createBindingFromClass(ImportFileRepository),
    createBindingFromClass(ImportRunRepository),
  ];
}
