import {MailMessage} from '../kernel/mail.service';
import {Recipient} from './notification-group.sql';
import {FailedSerialLine} from './notification-state.repository';

/** A ledger record that failed, as the ledger job reports it (document 002's ledger record fields). */
export interface LedgerFailure {
  /** The ledger record's id: a record reported again is not mailed again. */
  recordId: string | number;
  serial: string;
  brand?: string | null;
  model?: string | null;
  distributorName?: string | null;
  /** Brand Mismatch; Brand & Model Mismatch; Brand, Model & Supplier Mismatch. */
  error: string | null;
  time?: Date | string | null;
}

/** At most this many lines are listed in one mail; the rest are counted. */
export const MAIL_LINE_LIMIT = 50;

const FREQUENCY_NAMES: Record<number, string> = {
  1: 'Daily',
  2: 'Weekly',
  3: 'Fortnightly',
  4: 'Monthly',
  5: 'Quarterly',
  6: 'Annually',
};

export interface MailContext {
  publicUrl: string;
  timeZone: string;
}

function when(time: Date | string | null | undefined, ctx: MailContext): string {
  if (!time) return '';
  return new Date(time).toLocaleString('en-AU', {timeZone: ctx.timeZone, dateStyle: 'medium', timeStyle: 'short'});
}

export const unsubscribeUrl = (ctx: MailContext, r: Recipient) => `${ctx.publicUrl}/unsubscribe/${r.unsubscribeToken}`;
export const oneClickUrl = (ctx: MailContext, r: Recipient) =>
  `${ctx.publicUrl}/api/notifications/unsubscribe/${r.unsubscribeToken}`;

/** The mail to one recipient: its own unsubscribe link in the text and as RFC 8058 one-click headers. */
function toRecipient(
  r: Recipient,
  manufacturer: string,
  subject: string,
  body: string[],
  ctx: MailContext,
): MailMessage {
  const footer = [
    '',
    '--',
    `You receive this because ${r.email} is a notification contact of ${manufacturer} on VoltCheck.`,
    `Unsubscribe: ${unsubscribeUrl(ctx, r)}`,
  ];
  return {
    to: r.email,
    subject,
    text: [...body, ...footer].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(ctx, r)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const more = (total: number, shown: number) => (total > shown ? [`... and ${total - shown} more.`] : []);

export function digestMail(
  r: Recipient,
  manufacturer: string,
  failed: {total: number; lines: FailedSerialLine[]},
  ctx: MailContext,
): MailMessage {
  const s = failed.total === 1 ? '' : 's';
  const body = [
    `Hello,`,
    '',
    `${failed.total} serial${s} of ${manufacturer} failed verification since the last digest and ${failed.total === 1 ? 'is' : 'are'} not resolved yet:`,
    '',
    ...failed.lines.map(
      l =>
        `- ${l.serial}${l.model ? ` (model ${l.model})` : ''}: ${l.reason}, ${when(l.time, ctx)}, ` +
        `asked by ${l.requesterName ?? 'unknown requester'} through ${l.appName}`,
    ),
    ...more(failed.total, failed.lines.length),
    '',
    `Upload the missing serials to resolve them: ${ctx.publicUrl}/flash/resolve`,
  ];
  return toRecipient(
    r,
    manufacturer,
    `VoltCheck: ${failed.total} new failed serial${s} for ${manufacturer}`,
    body,
    ctx,
  );
}

export function overdueMail(
  r: Recipient,
  manufacturer: string,
  overdue: {uploadFrequency: number; lastUpload: Date | null; due: Date},
  ctx: MailContext,
): MailMessage {
  const frequency = FREQUENCY_NAMES[overdue.uploadFrequency] ?? `code ${overdue.uploadFrequency}`;
  const body = [
    'Hello,',
    '',
    `${manufacturer} is expected to upload its serials ${frequency.toLowerCase()} (upload frequency: ${frequency}).`,
    overdue.lastUpload
      ? `The last upload was on ${when(overdue.lastUpload, ctx)}; the next was due on ${when(overdue.due, ctx)}.`
      : `No serials have been uploaded yet; the first upload was due on ${when(overdue.due, ctx)}.`,
    '',
    `Upload your serials: ${ctx.publicUrl}/flash`,
  ];
  return toRecipient(r, manufacturer, `VoltCheck: serial upload overdue for ${manufacturer}`, body, ctx);
}

export function ledgerFailureMail(
  r: Recipient,
  manufacturer: string,
  failures: LedgerFailure[],
  ctx: MailContext,
): MailMessage {
  const s = failures.length === 1 ? '' : 's';
  const shown = failures.slice(0, MAIL_LINE_LIMIT);
  const body = [
    'Hello,',
    '',
    `The CER Serial Ledger refused ${failures.length} serial${s} of ${manufacturer}:`,
    '',
    ...shown.map(
      f =>
        `- ${f.serial}${f.model ? ` (model ${f.model})` : ''}: ${f.error ?? 'failed'}` +
        `${f.distributorName ? `, supplier ${f.distributorName}` : ''}${f.time ? `, ${when(f.time, ctx)}` : ''}`,
    ),
    ...more(failures.length, shown.length),
    '',
    `See the upload history for the ledger status of each upload: ${ctx.publicUrl}/history`,
  ];
  return toRecipient(
    r,
    manufacturer,
    `VoltCheck: ${failures.length} serial${s} failed the ledger for ${manufacturer}`,
    body,
    ctx,
  );
}

/** What a recall mail says: the recall's notice and how many serials it took in. */
export interface RecallMailNotice {
  id: number;
  title: string;
  hazard: string;
  remedy: string;
  noticeUrl: string;
  contact: string;
  affected: number;
}

export function recallMail(
  r: Recipient,
  manufacturer: string,
  recall: RecallMailNotice,
  ctx: MailContext,
): MailMessage {
  const s = recall.affected === 1 ? '' : 's';
  const body = [
    'Hello,',
    '',
    `${manufacturer} has recalled ${recall.affected} serial${s} on VoltCheck: ${recall.title}.`,
    '',
    `Hazard: ${recall.hazard}`,
    `Remedy: ${recall.remedy}`,
    `Notice: ${recall.noticeUrl}`,
    `Contact: ${recall.contact}`,
    '',
    `See the recall's reach (the installations that hold its serials): ${ctx.publicUrl}/recalls/${recall.id}`,
  ];
  return toRecipient(r, manufacturer, `VoltCheck: recall for ${manufacturer}: ${recall.title}`, body, ctx);
}
