import {Component, createBindingFromClass} from '@loopback/core';
import {JOB_WORKER_TAG} from '../../jobs/job-worker';
import {NotificationGroupService} from './notification-group.service';
import {NotificationGroupRepository} from './notification-group.repository';
import {DigestJob, OverdueJob} from './notify.jobs';
import {NotifyService} from './notify.service';
import {NotificationStateRepository} from './notification-state.repository';
import {NotifyScheduleObserver} from './notify-schedule.observer';
import {NotifyBindings} from './notify.keys';

/** Notification groups and the notification mails (the digest and overdue jobs and their schedules). */
export class NotifyComponent implements Component {
  lifeCycleObservers = [NotifyScheduleObserver];
  bindings = [
    createBindingFromClass(NotificationGroupService, {key: NotifyBindings.GROUP_SERVICE}),
    createBindingFromClass(NotifyService, {key: NotifyBindings.NOTIFY_SERVICE}),
    createBindingFromClass(DigestJob, {key: NotifyBindings.DIGEST_JOB}).tag(JOB_WORKER_TAG),
    createBindingFromClass(OverdueJob, {key: NotifyBindings.OVERDUE_JOB}).tag(JOB_WORKER_TAG),
    createBindingFromClass(NotificationGroupRepository),
    createBindingFromClass(NotificationStateRepository),
  ];
}
