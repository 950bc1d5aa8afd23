import {inject, lifeCycleObserver, LifeCycleObserver} from '@loopback/core';
import {AppConfig} from '../config';
import {JobQueue} from '../jobs/job-queue';
import {VoltCheckBindings} from '../keys';
import {DIGEST_QUEUE, OVERDUE_QUEUE} from '../services/notify/notify.jobs';

/**
 * Puts the notification mails' schedules (configuration: NOTIFY_*_CRON, NOTIFY_TIME_ZONE) into the job queue
 * at start. The schedules live in PostgreSQL, so with several replicas each job is still sent once per tick.
 */
@lifeCycleObserver('jobs')
export class NotifyScheduleObserver implements LifeCycleObserver {
  constructor(
    @inject(VoltCheckBindings.CONFIG) private readonly config: AppConfig,
    @inject(VoltCheckBindings.JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  async start(): Promise<void> {
    if (!this.config.runWorkers) return;
    const {digestCron, overdueCron, timeZone} = this.config.notify;
    await this.jobs.schedule(DIGEST_QUEUE, digestCron, timeZone);
    await this.jobs.schedule(OVERDUE_QUEUE, overdueCron, timeZone);
  }
}
