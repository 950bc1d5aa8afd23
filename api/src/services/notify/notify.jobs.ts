import {BindingScope, injectable, service} from '@loopback/core';
import {JobWorker} from '../../jobs/job-worker';
import {NotifyService} from './notify.service';

export const DIGEST_QUEUE = 'notify.digest';
export const OVERDUE_QUEUE = 'notify.overdue';

/** The daily digest of new failed serials, as a job (sent on its schedule, NOTIFY_DIGEST_CRON). */
@injectable({scope: BindingScope.SINGLETON})
export class DigestJob implements JobWorker {
  readonly queue = DIGEST_QUEUE;
  constructor(@service(NotifyService) private readonly notify: NotifyService) {}

  async run(): Promise<void> {
    await this.notify.sendDigests();
  }
}

/** The overdue-upload reminders, as a job (sent on its schedule, NOTIFY_OVERDUE_CRON). */
@injectable({scope: BindingScope.SINGLETON})
export class OverdueJob implements JobWorker {
  readonly queue = OVERDUE_QUEUE;
  constructor(@service(NotifyService) private readonly notify: NotifyService) {}

  async run(): Promise<void> {
    await this.notify.sendOverdueReminders();
  }
}
