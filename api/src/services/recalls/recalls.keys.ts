import {BindingKey} from '@loopback/core';
import type {RecallCheckService} from './recall-check.service';
import type {RecallReachService} from './recall-reach.service';
import type {RecallService} from './recall.service';
import type {SerialStatusService} from './serial-status.service';
import type {StatusJobRunner} from './status-job-runner';
import type {StatusJobService} from './status-job.service';

export namespace RecallBindings {
  export const STATUS_SERVICE = BindingKey.create<SerialStatusService>('services.SerialStatusService');
  export const RECALL_SERVICE = BindingKey.create<RecallService>('services.RecallService');
  export const REACH_SERVICE = BindingKey.create<RecallReachService>('services.RecallReachService');
  export const JOB_SERVICE = BindingKey.create<StatusJobService>('services.StatusJobService');
  export const JOB_RUNNER = BindingKey.create<StatusJobRunner>('services.StatusJobRunner');
  export const CHECK_SERVICE = BindingKey.create<RecallCheckService>('services.RecallCheckService');
}
