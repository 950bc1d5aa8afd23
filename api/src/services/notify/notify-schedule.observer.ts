import {inject, lifeCycleObserver, LifeCycleObserver} from '@loopback/core';
import {AppConfig} from '../../config';
import {ConfigBindings} from '../../config.keys';
import {JobQueue} from '../../jobs/job-queue';
import {JobBindings} from '../../jobs/jobs.keys';
import {DIGEST_QUEUE, OVERDUE_QUEUE} from './notify.jobs';

/**
 * Puts the notification mails' schedules (configuration: NOTIFY_*_CRON, NOTIFY_TIME_ZONE) into the job queue
 * at start. The schedules live in PostgreSQL, so with several replicas each job is still sent once per tick.
 */
@lifeCycleObserver('jobs')
export class NotifyScheduleObserver implements LifeCycleObserver {
  constructor(
    @inject(ConfigBindings.CONFIG) private readonly config: AppConfig,
    @inject(JobBindings.QUEUE) private readonly jobs: JobQueue,
  ) {}

  async start(): Promise<void> {
    if (!this.config.runWorkers) return;
    const {digestCron, overdueCron, timeZone} = this.config.notify;
    await this.jobs.schedule(DIGEST_QUEUE, digestCron, timeZone);
    await this.jobs.schedule(OVERDUE_QUEUE, overdueCron, timeZone);
  }
}
