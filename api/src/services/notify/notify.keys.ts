import {BindingKey} from '@loopback/core';
import type {NotificationGroupService} from './notification-group.service';
import type {DigestJob, OverdueJob} from './notify.jobs';
import type {NotifyService} from './notify.service';

export namespace NotifyBindings {
  export const GROUP_SERVICE = BindingKey.create<NotificationGroupService>('services.NotificationGroupService');
  /** The notification mails; the ledger submission tells it of failures. */
  export const NOTIFY_SERVICE = BindingKey.create<NotifyService>('services.NotifyService');
  export const DIGEST_JOB = BindingKey.create<DigestJob>('services.DigestJob');
  export const OVERDUE_JOB = BindingKey.create<OverdueJob>('services.OverdueJob');
}
