import {Component, createBindingFromClass} from '@loopback/core';
import {JOB_WORKER_TAG} from '../../jobs/job-worker';
import {HealthService} from './health.service';
import {KernelBindings} from './kernel.keys';
import {MailService} from './mail.service';
import {PasswordService} from './password.service';
import {StaffPermissionRepository} from './staff-permission.repository';
import {StatsRepository} from './stats.repository';
import {StorageService} from './storage.service';
import {TempSpace} from './temp-space';
import {TenancyService} from './tenancy.service';

/** What every feature may use: passwords, stored files, mail (and its queue's worker), tenancy, health, counts. */
export class KernelComponent implements Component {
  bindings = [
    createBindingFromClass(PasswordService, {key: KernelBindings.PASSWORD_SERVICE}),
    createBindingFromClass(StorageService, {key: KernelBindings.STORAGE_SERVICE}),
    createBindingFromClass(MailService, {key: KernelBindings.MAIL_SERVICE}).tag(JOB_WORKER_TAG),
    createBindingFromClass(StaffPermissionRepository),
    createBindingFromClass(TenancyService, {key: KernelBindings.TENANCY_SERVICE}),
    createBindingFromClass(HealthService, {key: KernelBindings.HEALTH_SERVICE}),
    createBindingFromClass(StatsRepository, {key: KernelBindings.STATS_REPOSITORY}),
    createBindingFromClass(TempSpace, {key: KernelBindings.TEMP_SPACE}),
  ];
}
