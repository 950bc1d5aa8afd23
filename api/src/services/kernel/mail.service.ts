import {BindingScope, injectable, inject} from '@loopback/core';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import nodemailer, {Transporter} from 'nodemailer';
import {AppConfig} from '../../config';
import {ConfigBindings} from '../../config.keys';
import {JobBindings} from '../../jobs/jobs.keys';
import {JobQueue} from '../../jobs/job-queue';
import {JobWorker} from '../../jobs/job-worker';

export const MAIL_QUEUE = 'mail.send';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** A transaction to queue the message in: it is sent only if the transaction commits (pg-boss's `db` option). */
export interface MailQueueing {
  db?: {executeSql(text: string, values: unknown[]): Promise<{rows: unknown[]}>};
}

/**
 * All email goes through here: queued as a job, then sent by SMTP when SMTP_URL is set,
 * or written as an .eml file under DATA_DIR/mail/ otherwise. It is also the worker of its queue.
 */
@injectable({scope: BindingScope.SINGLETON})
export class MailService implements JobWorker<MailMessage> {
  readonly queue = MAIL_QUEUE;
  private transport?: Transporter;

  constructor(
    @inject(ConfigBindings.CONFIG) private readonly config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
    @inject(JobBindings.QUEUE) private readonly jobs: JobQueue,
  ) {}

  get mailDir(): string {
    return join(this.config.dataDir, 'mail');
  }

  /** Queues a message (inside `queueing.db`'s transaction when given); the mail worker delivers it. */
  async send(message: MailMessage, queueing: MailQueueing = {}): Promise<void> {
    await this.jobs.send(MAIL_QUEUE, message, queueing);
  }

  /** The worker's side: delivers one queued message. */
  run(message: MailMessage): Promise<void> {
    return this.deliver(message);
  }

  /** Delivers one message now. */
  async deliver(message: MailMessage): Promise<void> {
    const mail = {from: this.config.mailFrom, ...message};
    if (this.config.smtpUrl) {
      this.transport ??= nodemailer.createTransport(this.config.smtpUrl);
      await this.transport.sendMail(mail);
      return;
    }
    const file = nodemailer.createTransport({streamTransport: true, buffer: true, newline: 'unix'});
    const info = await file.sendMail(mail);
    mkdirSync(this.mailDir, {recursive: true});
    const safeTo = message.to.replace(/[^\w.@-]+/g, '_');
    writeFileSync(
      join(this.mailDir, `${Date.now()}-${safeTo}-${info.messageId.replace(/[^\w]+/g, '')}.eml`),
      info.message as Buffer,
    );
  }
}
