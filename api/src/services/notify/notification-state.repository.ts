import {BindingScope, injectable} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';
import {MailKind} from './notification-group.store';

/** One address a manufacturer's mail goes to, with the secret of its unsubscribe link. */
export interface Recipient {
  contactId: number;
  email: string;
  unsubscribeToken: string;
}

export interface FailedSerialLine {
  serial: string;
  model: string | null;
  requesterName: string | null;
  appName: string;
  time: Date;
  reason: string;
}

export interface OverdueCandidate {
  manufacturerId: number;
  name: string;
  uploadFrequency: number;
  lastUpload: Date | null;
  /** The latest due date already passed (last upload, or registration, plus whole periods), null when none. */
  due: Date | null;
  /** The due date a reminder was last sent for. */
  notifiedDue: Date | null;
}

/** Upload frequency codes (document 000) as periods; 7 to 9 have no meaning shown, so they are never overdue. */
const PERIODS = `(VALUES (1, interval '1 day'), (2, interval '7 days'), (3, interval '14 days'), (4, interval '1 month'),
                         (5, interval '3 months'), (6, interval '1 year')) AS f(code, period)`;

/** The SQL of the notification mails: recipients, what is new since the last mail, and what has been told. */
@injectable({scope: BindingScope.SINGLETON})
export class NotifyStore extends SqlRepository {
  /** Enabled, subscribed contacts in at least one enabled group of the manufacturer that receives `kind`. */
  async recipients(db: Queryable, manufacturerId: number, kind: MailKind): Promise<Recipient[]> {
    const {rows} = await db.query(
      `SELECT DISTINCT u.id, u.email::text AS email, u.unsubscribe_token::text AS token
         FROM notification_user u
         JOIN notification_group_user gu ON gu.user_id = u.id
         JOIN notification_group g ON g.id = gu.group_id
        WHERE u.manufacturer_id = $1 AND u.enabled AND NOT u.deleted AND u.unsubscribed_on IS NULL
          AND g.enabled AND NOT g.deleted AND $2 = ANY (g.mail_kinds)
        ORDER BY email`,
      [manufacturerId, kind],
    );
    return rows.map(r => ({contactId: r.id, email: r.email, unsubscribeToken: r.token}));
  }

  /** Active manufacturers that have someone to mail `kind` to. */
  async manufacturersWithRecipients(kind: MailKind): Promise<Array<{id: number; name: string}>> {
    const {rows} = await this.pool.query(
      `SELECT m.id, m.name::text AS name FROM manufacturer m
        WHERE m.is_active AND EXISTS (
          SELECT 1 FROM notification_user u
            JOIN notification_group_user gu ON gu.user_id = u.id
            JOIN notification_group g ON g.id = gu.group_id
           WHERE u.manufacturer_id = m.id AND u.enabled AND NOT u.deleted AND u.unsubscribed_on IS NULL
             AND g.enabled AND NOT g.deleted AND $1 = ANY (g.mail_kinds))
        ORDER BY m.id`,
      [kind],
    );
    return rows as Array<{id: number; name: string}>;
  }

  /** Locks the manufacturer's state row (created when missing) for the rest of the transaction. */
  async lockState(db: Queryable, manufacturerId: number): Promise<{digestUntil: Date | null; overdueDue: Date | null}> {
    await db.query('INSERT INTO notification_state (manufacturer_id) VALUES ($1) ON CONFLICT DO NOTHING', [
      manufacturerId,
    ]);
    const {rows} = await db.query(
      'SELECT digest_until, overdue_due FROM notification_state WHERE manufacturer_id = $1 FOR UPDATE',
      [manufacturerId],
    );
    return {digestUntil: rows[0].digest_until, overdueDue: rows[0].overdue_due};
  }

  async setDigestUntil(db: Queryable, manufacturerId: number, until: Date): Promise<void> {
    await db.query('UPDATE notification_state SET digest_until = $2 WHERE manufacturer_id = $1', [
      manufacturerId,
      until,
    ]);
  }

  async setOverdueDue(db: Queryable, manufacturerId: number, due: Date): Promise<void> {
    await db.query('UPDATE notification_state SET overdue_due = $2 WHERE manufacturer_id = $1', [manufacturerId, due]);
  }

  /** Failed serials of the manufacturer logged in [from, until) and still unresolved: how many, and the first `limit`. */
  async failedSerials(
    db: Queryable,
    manufacturerId: number,
    from: Date,
    until: Date,
    limit: number,
  ): Promise<{total: number; lines: FailedSerialLine[]}> {
    const where = `manufacturer_id = $1 AND status = 0 AND resolved_on IS NULL AND requested_time >= $2 AND requested_time < $3`;
    const count = await db.query<{n: string}>(`SELECT count(*) AS n FROM product_log WHERE ${where}`, [
      manufacturerId,
      from,
      until,
    ]);
    const lines = await db.query(
      `SELECT failed_serial, requested_model, requester_name, requester_app_name, requested_time, reason
         FROM product_log WHERE ${where} ORDER BY requested_time, id LIMIT $4`,
      [manufacturerId, from, until, limit],
    );
    return {
      total: Number(count.rows[0].n),
      lines: lines.rows.map(r => ({
        serial: r.failed_serial,
        model: r.requested_model,
        requesterName: r.requester_name,
        appName: r.requester_app_name,
        time: r.requested_time,
        reason: r.reason,
      })),
    };
  }

  /** The manufacturer's upload frequency, last upload and the latest due date passed by `now`. */
  async overdue(db: Queryable, manufacturerId: number, now: Date): Promise<OverdueCandidate | null> {
    const {rows} = await db.query(
      `SELECT m.id, m.name::text AS name, m.upload_frequency, last.uploaded_on AS last_upload, s.overdue_due,
              (SELECT max(d) FROM generate_series(COALESCE(last.uploaded_on, m.created_at) + f.period, $2::timestamptz, f.period) d) AS due
         FROM manufacturer m
         JOIN ${PERIODS} ON f.code = m.upload_frequency
         LEFT JOIN notification_state s ON s.manufacturer_id = m.id
         CROSS JOIN LATERAL (SELECT max(u.uploaded_on) AS uploaded_on FROM upload u
                              WHERE u.manufacturer_id = m.id AND u.deleted_on IS NULL) last
        WHERE m.id = $1`,
      [manufacturerId, now],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      manufacturerId: r.id,
      name: r.name,
      uploadFrequency: r.upload_frequency,
      lastUpload: r.last_upload,
      due: r.due,
      notifiedDue: r.overdue_due,
    };
  }

  /** Marks ledger records as told; answers the keys not told before (the only ones to mail). */
  async claimLedgerFailures(db: Queryable, manufacturerId: number, keys: string[]): Promise<Set<string>> {
    const {rows} = await db.query<{record_key: string}>(
      `INSERT INTO notification_ledger_failure (record_key, manufacturer_id) SELECT unnest($2::text[]), $1
       ON CONFLICT DO NOTHING RETURNING record_key`,
      [manufacturerId, keys],
    );
    return new Set(rows.map(r => r.record_key));
  }

  async recordSent(
    db: Queryable,
    sent: {
      manufacturerId: number;
      kind: MailKind;
      eventKey: string;
      items: number;
      recipients: number;
    },
  ): Promise<boolean> {
    const {rowCount} = await db.query(
      `INSERT INTO notification_sent (manufacturer_id, kind, event_key, items, recipients) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING`,
      [sent.manufacturerId, sent.kind, sent.eventKey, sent.items, sent.recipients],
    );
    return !!rowCount;
  }

  async manufacturerName(db: Queryable, manufacturerId: number): Promise<string | null> {
    const {rows} = await db.query('SELECT name::text AS name FROM manufacturer WHERE id = $1', [manufacturerId]);
    return rows[0]?.name ?? null;
  }

  /** The contact of an unsubscribe link, and its manufacturer's name. */
  async contactOfToken(token: string): Promise<{email: string; manufacturer: string; unsubscribed: boolean} | null> {
    const {rows} = await this.pool.query(
      `SELECT u.email::text AS email, m.name::text AS manufacturer, u.unsubscribed_on IS NOT NULL AS unsubscribed
         FROM notification_user u JOIN manufacturer m ON m.id = u.manufacturer_id
        WHERE u.unsubscribe_token = $1 AND NOT u.deleted`,
      [token],
    );
    return rows[0] ?? null;
  }

  async unsubscribe(token: string): Promise<boolean> {
    const {rowCount} = await this.pool.query(
      `UPDATE notification_user SET unsubscribed_on = COALESCE(unsubscribed_on, now()), updated_on = now()
        WHERE unsubscribe_token = $1 AND NOT deleted`,
      [token],
    );
    return !!rowCount;
  }
}
