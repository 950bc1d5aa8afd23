import {BindingScope, injectable} from '@loopback/core';
import type {WebhookDelivery, WebhookDeliveryEntry} from '../../models';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';
import {ownerWhere, WebhookOwner} from './webhook-subscription.repository';

/** A delivery as administrators list it. */
export type WebhookDeliveryRow = Required<
  Pick<
    WebhookDeliveryEntry,
    | 'id'
    | 'subscriptionId'
    | 'owner'
    | 'url'
    | 'eventId'
    | 'eventType'
    | 'status'
    | 'attempts'
    | 'lastStatusCode'
    | 'lastResponse'
    | 'lastError'
    | 'lastAttemptOn'
    | 'deliveredOn'
    | 'createdOn'
  >
>;

/** A delivery to attempt: its subscription's address and what to send. */
export type DeliveryAttempt = Required<
  Pick<WebhookDelivery, 'eventId' | 'eventType' | 'payload' | 'attempts' | 'createdOn'>
> & {url: string};

/** A pending delivery already queued: the job that carries it and the attempts made. */
export interface QueuedDelivery {
  id: number;
  jobId: string | null;
  attempts: number;
  queuedOn: Date;
}

/** An attempt's outcome. */
export interface AttemptOutcome {
  status: WebhookDelivery['status'];
  statusCode: WebhookDelivery['lastStatusCode'];
  response: WebhookDelivery['lastResponse'];
  error: WebhookDelivery['lastError'];
}

/**
 * The webhook deliveries: one per event and subscription, each queued exactly once (the request that made it and
 * the sweep of stranded ones race on one UPDATE), and the outcome of its attempts.
 */
@injectable({scope: BindingScope.SINGLETON})
export class WebhookDeliveryRepository extends SqlRepository {
  /**
   * One delivery of the event per active subscription to its type of each target's owner (a provider or a
   * manufacturer), with that target's payload, in the caller's transaction. Answers the delivery ids.
   */
  async enqueue(
    db: Queryable,
    event: {id: string; type: string},
    targets: Array<{owner: WebhookOwner; payload: object}>,
  ): Promise<number[]> {
    const ids: number[] = [];
    for (const {owner, payload} of targets) {
      const w = ownerWhere(owner);
      const {rows} = await db.query<{id: number}>(
        `INSERT INTO webhook_delivery (subscription_id, event_id, event_type, payload)
         SELECT id, $2, $3, $4::jsonb FROM webhook_subscription WHERE ${w.sql} AND active AND $3 = ANY(events)
         RETURNING id`,
        [w.id, event.id, event.type, JSON.stringify(payload)],
      );
      ids.push(...rows.map(r => r.id));
    }
    return ids;
  }

  /**
   * Claims deliveries for the job queue: answers those of `ids` no one queued yet, now marked queued. The one
   * UPDATE decides between the request that made them and the sweep, so a delivery is queued exactly once.
   */
  async claimForQueue(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const {rows} = await this.pool.query<{id: string}>(
      `UPDATE webhook_delivery SET queued_on = now() WHERE id = ANY($1::bigint[]) AND queued_on IS NULL RETURNING id`,
      [ids],
    );
    return rows.map(r => Number(r.id));
  }

  /**
   * Claims (as claimForQueue) the deliveries still pending, never attempted nor queued, older than `graceMs`: their
   * process died between committing them and queueing them. Ended subscriptions' deliveries are left (nothing to send).
   */
  async claimStranded(graceMs: number, limit = 500): Promise<number[]> {
    const {rows} = await this.pool.query<{id: string}>(
      `UPDATE webhook_delivery SET queued_on = now()
        WHERE id IN (SELECT d.id FROM webhook_delivery d JOIN webhook_subscription s ON s.id = d.subscription_id
                      WHERE d.queued_on IS NULL AND d.status = 'pending' AND d.attempts = 0 AND s.active
                        AND d.created_on < now() - make_interval(secs => $1::double precision / 1000)
                      ORDER BY d.created_on LIMIT $2 FOR UPDATE OF d SKIP LOCKED)
          AND queued_on IS NULL
       RETURNING id`,
      [graceMs, limit],
    );
    return rows.map(r => Number(r.id));
  }

  /** Records the job that carries a delivery (the sweep checks it is still alive). */
  async setJob(id: number, jobId: string): Promise<void> {
    await this.pool.query(`UPDATE webhook_delivery SET job_id = $2 WHERE id = $1`, [id, jobId]);
  }

  /**
   * Pending deliveries of active subscriptions queued more than `graceMs` ago, with their job (null when its id was
   * never recorded: the process died between queueing and recording it) and the attempts made.
   */
  async queuedPending(graceMs: number, limit = 500): Promise<QueuedDelivery[]> {
    const {rows} = await this.pool.query<QueuedDelivery & {id: string}>(
      `SELECT d.id, d.job_id AS "jobId", d.attempts, d.queued_on AS "queuedOn" FROM webhook_delivery d JOIN webhook_subscription s ON s.id = d.subscription_id
        WHERE d.status = 'pending' AND d.queued_on IS NOT NULL AND s.active
          AND d.queued_on < now() - make_interval(secs => $1::double precision / 1000)
        ORDER BY d.queued_on LIMIT $2`,
      [graceMs, limit],
    );
    return rows.map(r => ({...r, id: Number(r.id)}));
  }

  /**
   * Claims a pending delivery whose job is gone for queueing again: only if its job is still `jobId` (two sweeps
   * at once: one wins). Its job is cleared until the new one is recorded.
   */
  async reclaim(id: number, jobId: string | null): Promise<boolean> {
    const {rowCount} = await this.pool.query(
      `UPDATE webhook_delivery SET queued_on = now(), job_id = NULL
        WHERE id = $1 AND status = 'pending' AND job_id IS NOT DISTINCT FROM $2::uuid`,
      [id, jobId],
    );
    return (rowCount ?? 0) > 0;
  }

  /** A delivery to attempt: its address and payload (undefined once delivered, failed or unsubscribed). */
  async forAttempt(id: number): Promise<DeliveryAttempt | undefined> {
    const {rows} = await this.pool.query<DeliveryAttempt>(
      `SELECT s.url, d.event_id AS "eventId", d.event_type AS "eventType", d.payload, d.attempts, d.created_on AS "createdOn"
         FROM webhook_delivery d JOIN webhook_subscription s ON s.id = d.subscription_id
        WHERE d.id = $1 AND d.status = 'pending' AND s.active`,
      [id],
    );
    return rows[0];
  }

  /** Counts an attempt and keeps its outcome (the endpoint's status code, its answer or the error). */
  async recordAttempt(id: number, a: AttemptOutcome): Promise<void> {
    await this.pool.query(
      `UPDATE webhook_delivery SET attempts = attempts + 1, status = $2, last_status_code = $3, last_response = $4, last_error = $5,
              last_attempt_on = now(), delivered_on = CASE WHEN $2 = 'delivered' THEN now() END
        WHERE id = $1`,
      [id, a.status, a.statusCode, a.response, a.error],
    );
  }

  /** The newest deliveries (administrators), optionally of one status. */
  async newest(limit: number, status?: string): Promise<WebhookDeliveryRow[]> {
    const {rows} = await this.pool.query<WebhookDeliveryRow>(
      `SELECT d.id, d.subscription_id AS "subscriptionId", COALESCE(a.name, m.name::text) AS owner, s.url,
              d.event_id AS "eventId", d.event_type AS "eventType", d.status, d.attempts, d.last_status_code AS "lastStatusCode",
              d.last_response AS "lastResponse", d.last_error AS "lastError", d.last_attempt_on AS "lastAttemptOn",
              d.delivered_on AS "deliveredOn", d.created_on AS "createdOn"
         FROM webhook_delivery d JOIN webhook_subscription s ON s.id = d.subscription_id
         LEFT JOIN app_provider a ON a.id = s.app_provider_id
         LEFT JOIN manufacturer m ON m.id = s.manufacturer_id
        WHERE $2::text IS NULL OR d.status = $2
        ORDER BY d.created_on DESC, d.id DESC LIMIT $1`,
      [limit, status ?? null],
    );
    return rows;
  }
}
