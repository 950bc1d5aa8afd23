import {Application} from '@loopback/core';
import {MAIL_SERVICE} from '../services/keys';
import {MAIL_QUEUE, MailMessage} from '../services/mail.service';
import {JobQueue} from './job-queue';

/** Registers every background worker of this process. */
export async function startWorkers(app: Application, jobs: JobQueue): Promise<void> {
  const mail = await app.get(MAIL_SERVICE);
  await jobs.work<MailMessage>(MAIL_QUEUE, message => mail.deliver(message));
}
