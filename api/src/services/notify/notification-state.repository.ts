import {BindingScope, injectable} from '@loopback/core';
import type {MailKind, NotificationState} from '../../models';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';

/** A failed serial as the digest lists it. */
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

/**
 * What the notification mails have told each manufacturer (notification_state, notification_sent,
 * notification_ledger_failure), and the reads that decide what is new: failed serials since the last digest, the
 * due dates of uploads. Every statement runs in the caller's transaction, which holds the manufacturer's state row.
 */
@injectable({scope: BindingScope.SINGLETON})
export class NotificationStateRepository extends SqlRepository {
  /** Locks the manufacturer's state row (created when missing) for the rest of the transaction. */
  async lockState(
    db: Queryable,
    manufacturerId: number,
  ): Promise<Pick<NotificationState, 'digestUntil' | 'overdueDue'>> {
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

  /** Records one event as mailed; false when it was recorded before (nothing to mail again). */
  async recordSent(
    db: Queryable,
    sent: {manufacturerId: number; kind: MailKind | 'recall'; eventKey: string; items: number; recipients: number},
  ): Promise<boolean> {
    const {rowCount} = await db.query(
      `INSERT INTO notification_sent (manufacturer_id, kind, event_key, items, recipients) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING`,
      [sent.manufacturerId, sent.kind, sent.eventKey, sent.items, sent.recipients],
    );
    return !!rowCount;
  }

  /** The name the mails give the manufacturer; null when it is gone. */
  async manufacturerName(db: Queryable, manufacturerId: number): Promise<string | null> {
    const {rows} = await db.query('SELECT name::text AS name FROM manufacturer WHERE id = $1', [manufacturerId]);
    return rows[0]?.name ?? null;
  }
}
