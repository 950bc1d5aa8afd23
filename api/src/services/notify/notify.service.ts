import {BindingScope, inject, injectable, service} from '@loopback/core';
import {MailMessage, MailService} from '../kernel/mail.service';
import {ServiceError} from '../kernel/service-error';
import {Queryable} from '../../database/transaction';
import {inTransaction} from '../../jobs/job-queue';
import {
  digestMail,
  LedgerFailure,
  ledgerFailureMail,
  MAIL_LINE_LIMIT,
  MailContext,
  overdueMail,
  recallMail,
  RecallMailNotice,
} from './notify-mails';
import {NOTIFY_MESSAGES} from './notify-rules';
import type {MailKind} from '../../models';
import {NotificationGroupRepository} from './notification-group.repository';
import {Recipient} from './notification-group.sql';
import {NotificationStateRepository} from './notification-state.repository';
import {ConfigBindings} from '../../config.keys';
import {AppConfig} from '../../config';

/** Failed serials logged in the last minute may still be committing: the digest stops short of them. */
const DIGEST_SETTLE_MS = 60_000;
/** A manufacturer's first digest covers the day before it. */
const FIRST_DIGEST_MS = 24 * 3600_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The mails of notification groups (server.md section 8): the daily digest of new failed serials, the
 * overdue-upload reminder and ledger failures, each to every subscribed contact of the manufacturer's
 * enabled groups that receive that kind of mail, through the one mail service. Each event is claimed and its mails queued in one
 * transaction, so that a retried or concurrent run neither sends it twice nor loses it.
 */
@injectable({scope: BindingScope.SINGLETON})
export class NotifyService {
  /** What the mails' links and times are written with. */
  private readonly ctx: MailContext;

  constructor(
    @service(NotificationStateRepository) private readonly state: NotificationStateRepository,
    @service(NotificationGroupRepository) private readonly groups: NotificationGroupRepository,
    @service(MailService) private readonly mail: MailService,
    @inject(ConfigBindings.CONFIG) config: Pick<AppConfig, 'publicUrl' | 'notify'>,
  ) {
    this.ctx = {publicUrl: config.publicUrl, timeZone: config.notify.timeZone};
  }

  /** Queues the mails inside the transaction of `db`: they leave only if it commits. */
  private async queue(db: Queryable, messages: MailMessage[]): Promise<void> {
    const queueing = inTransaction(db);
    for (const message of messages) await this.mail.send(message, queueing);
  }

  /** The daily digest for every manufacturer with contacts; answers the mails queued. */
  async sendDigests(now = new Date()): Promise<number> {
    let mails = 0;
    for (const m of await this.groups.manufacturersWithRecipients('digest')) mails += await this.sendDigest(m.id, now);
    return mails;
  }

  /** Failed serials logged since the manufacturer's last digest (and still unresolved), when there are any. */
  async sendDigest(manufacturerId: number, now = new Date()): Promise<number> {
    const until = new Date(now.getTime() - DIGEST_SETTLE_MS);
    return this.state.transaction(async db => {
      const state = await this.state.lockState(db, manufacturerId);
      const from = state.digestUntil ?? new Date(until.getTime() - FIRST_DIGEST_MS);
      if (from >= until) return 0;
      await this.state.setDigestUntil(db, manufacturerId, until);
      const failed = await this.state.failedSerials(db, manufacturerId, from, until, MAIL_LINE_LIMIT);
      if (!failed.total) return 0;
      const [name, recipients] = await this.audience(db, manufacturerId, 'digest');
      await this.state.recordSent(db, {
        manufacturerId,
        kind: 'digest',
        eventKey: until.toISOString(),
        items: failed.total,
        recipients: recipients.length,
      });
      await this.queue(
        db,
        recipients.map(r => digestMail(r, name, failed, this.ctx)),
      );
      return recipients.length;
    });
  }

  /** The overdue-upload reminder for every manufacturer with contacts; answers the mails queued. */
  async sendOverdueReminders(now = new Date()): Promise<number> {
    let mails = 0;
    for (const m of await this.groups.manufacturersWithRecipients('overdue'))
      mails += await this.sendOverdueReminder(m.id, now);
    return mails;
  }

  /**
   * One reminder per missed due date: the last upload (or, with none, the registration) plus whole periods
   * of the upload frequency. An upload since moves the due dates on.
   */
  async sendOverdueReminder(manufacturerId: number, now = new Date()): Promise<number> {
    return this.state.transaction(async db => {
      await this.state.lockState(db, manufacturerId);
      const overdue = await this.state.overdue(db, manufacturerId, now);
      if (!overdue?.due) return 0;
      if (overdue.notifiedDue && overdue.notifiedDue >= overdue.due) return 0;
      await this.state.setOverdueDue(db, manufacturerId, overdue.due);
      const [name, recipients] = await this.audience(db, manufacturerId, 'overdue');
      await this.state.recordSent(db, {
        manufacturerId,
        kind: 'overdue',
        eventKey: overdue.due.toISOString(),
        items: 1,
        recipients: recipients.length,
      });
      const due = overdue.due;
      await this.queue(
        db,
        recipients.map(r => overdueMail(r, name, {...overdue, due}, this.ctx)),
      );
      return recipients.length;
    });
  }

  /**
   * What the ledger job calls with the records of one manufacturer that the ledger failed: mails the ones not
   * mailed before to the manufacturer's contacts (one mail each); answers the mails queued. Safe to call
   * again with the same records (a retried job).
   */
  async ledgerFailures(manufacturerId: number, records: readonly LedgerFailure[]): Promise<number> {
    if (!records.length) return 0;
    return this.state.transaction(async db => {
      const fresh = await this.state.claimLedgerFailures(
        db,
        manufacturerId,
        records.map(r => String(r.recordId)),
      );
      const failures = records.filter(r => fresh.delete(String(r.recordId)));
      if (!failures.length) return 0;
      const [name, recipients] = await this.audience(db, manufacturerId, 'ledger');
      await this.state.recordSent(db, {
        manufacturerId,
        kind: 'ledger',
        eventKey: `${String(failures[0].recordId)}+${failures.length}@${Date.now()}`,
        items: failures.length,
        recipients: recipients.length,
      });
      await this.queue(
        db,
        recipients.map(r => ledgerFailureMail(r, name, failures, this.ctx)),
      );
      return recipients.length;
    });
  }

  /**
   * The recall mail, queued in the transaction (`db`) that creates the recall: to the contacts of every enabled
   * group of the manufacturer (a recall is not a routine mail a group opts out of); answers the mails queued.
   */
  async recallCreated(db: Queryable, manufacturerId: number, recall: RecallMailNotice): Promise<number> {
    const [name, recipients] = await this.audience(db, manufacturerId, null);
    await this.state.recordSent(db, {
      manufacturerId,
      kind: 'recall',
      eventKey: String(recall.id),
      items: recall.affected,
      recipients: recipients.length,
    });
    await this.queue(
      db,
      recipients.map(r => recallMail(r, name, recall, this.ctx)),
    );
    return recipients.length;
  }

  /** The manufacturer's name and the contacts of its groups that receive `kind`. */
  private async audience(db: Queryable, manufacturerId: number, kind: MailKind | null): Promise<[string, Recipient[]]> {
    const name = await this.state.manufacturerName(db, manufacturerId);
    return [
      name ?? `manufacturer ${manufacturerId}`,
      name ? await this.groups.recipients(db, manufacturerId, kind) : [],
    ];
  }

  /** Whose link it is (the page shows it before the contact confirms); NOT_FOUND for an unknown link. */
  async unsubscribeLink(token: string): Promise<{email: string; manufacturer: string; unsubscribed: boolean}> {
    const contact = UUID.test(token) ? await this.groups.contactOfToken(token) : null;
    if (!contact) throw new ServiceError(NOTIFY_MESSAGES.unknownLink, 'NOT_FOUND');
    return contact;
  }

  /** Stops every notification mail to the link's contact (again: no change); works without signing in. */
  async unsubscribe(token: string): Promise<{status: true; message: string; email: string; manufacturer: string}> {
    const contact = await this.unsubscribeLink(token);
    await this.groups.unsubscribe(token);
    return {
      status: true,
      message: NOTIFY_MESSAGES.unsubscribed,
      email: contact.email,
      manufacturer: contact.manufacturer,
    };
  }
}
