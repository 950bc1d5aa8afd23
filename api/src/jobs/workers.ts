import {Application} from '@loopback/core';
import {VoltCheckBindings} from '../keys';
import {IMPORT_QUEUE, ImportRunner} from '../services/import';
import {MAIL_SERVICE, STORAGE_SERVICE} from '../services/keys';
import {MAIL_QUEUE, MailMessage} from '../services/kernel/mail.service';
import {JobQueue} from './job-queue';

/** Registers every background worker of this process. */
export async function startWorkers(app: Application, jobs: JobQueue): Promise<void> {
  const mail = await app.get(MAIL_SERVICE);
  await jobs.work<MailMessage>(MAIL_QUEUE, message => mail.deliver(message));
  const live = await app.get(VoltCheckBindings.LIVE_EVENTS, {optional: true});
  const imports = new ImportRunner(await app.get(VoltCheckBindings.PG_POOL), await app.get(STORAGE_SERVICE), live);
  await jobs.work<{batchId: string}>(IMPORT_QUEUE, job => imports.run(job.batchId));
}
