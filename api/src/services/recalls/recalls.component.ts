import {Component, createBindingFromClass} from '@loopback/core';
import {RecallCheckService} from './recall-check.service';
import {RecallReachService} from './recall-reach.service';
import {RecallRepository} from './recall.repository';
import {RecallService} from './recall.service';
import {RecallBindings} from './recalls.keys';
import {SerialStatusRepository} from './serial-status.repository';
import {SerialStatusService} from './serial-status.service';
import {StatusAudience} from './status-audience';
import {StatusJobRepository} from './status-job.repository';
import {StatusJobRunner} from './status-job-runner';
import {StatusJobService} from './status-job.service';
import {JOB_WORKER_TAG} from '../../jobs/job-worker';

/** Serial statuses and recalls: the changes, their history, the recalls' reach and remedies, the public check. */
export class RecallsComponent implements Component {
  bindings = [
    createBindingFromClass(SerialStatusService, {key: RecallBindings.STATUS_SERVICE}),
    createBindingFromClass(RecallService, {key: RecallBindings.RECALL_SERVICE}),
    createBindingFromClass(RecallReachService, {key: RecallBindings.REACH_SERVICE}),
    createBindingFromClass(RecallCheckService, {key: RecallBindings.CHECK_SERVICE}),
    createBindingFromClass(SerialStatusRepository),
    createBindingFromClass(RecallRepository),
    createBindingFromClass(StatusAudience),
    createBindingFromClass(StatusJobService, {key: RecallBindings.JOB_SERVICE}),
    createBindingFromClass(StatusJobRepository),
    createBindingFromClass(StatusJobRunner, {key: RecallBindings.JOB_RUNNER}).tag(JOB_WORKER_TAG),
  ];
}
