import {BindingScope, injectable} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';

export type WebhookOwner = {appProviderId: number} | {manufacturerId: number};

export interface WebhookSubscription {
  id: number;
  url: string;
  events: string[];
  active: boolean;
  createdOn: string;
}

export interface WebhookDelivery {
  id: number;
  subscriptionId: number;
  owner: string;
  url: string;
  eventId: string;
  eventType: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastResponse: string | null;
  lastError: string | null;
  lastAttemptOn: string | null;
  deliveredOn: string | null;
  createdOn: string;
}

const SUBSCRIPTION = `id, url, events, active, created_on AS "createdOn"`;
const ownerWhere = (o: WebhookOwner) =>
  'appProviderId' in o
    ? {sql: 'app_provider_id = $1', id: o.appProviderId}
    : {sql: 'manufacturer_id = $1', id: o.manufacturerId};

/** Webhook subscriptions and their deliveries. */
@injectable({scope: BindingScope.SINGLETON})
export class WebhookStore extends SqlRepository {
  async list(owner: WebhookOwner): Promise<WebhookSubscription[]> {
    const w = ownerWhere(owner);
    return (
      await this.pool.query<WebhookSubscription>(
        `SELECT ${SUBSCRIPTION} FROM webhook_subscription WHERE ${w.sql} AND active ORDER BY id`,
        [w.id],
      )
    ).rows;
  }

  async insert(owner: WebhookOwner, url: string, events: string[]): Promise<WebhookSubscription> {
    const {rows} = await this.pool.query<WebhookSubscription>(
      `INSERT INTO webhook_subscription (app_provider_id, manufacturer_id, url, events) VALUES ($1, $2, $3, $4) RETURNING ${SUBSCRIPTION}`,
      [
        'appProviderId' in owner ? owner.appProviderId : null,
        'manufacturerId' in owner ? owner.manufacturerId : null,
        url,
        events,
      ],
    );
    return rows[0];
  }

  /** Ends an owner's subscription; false when it has none by that id. */
  async deactivate(owner: WebhookOwner, id: number): Promise<boolean> {
    const w = ownerWhere(owner);
    const {rowCount} = await this.pool.query(
      `UPDATE webhook_subscription SET active = false WHERE ${w.sql} AND id = $2 AND active`,
      [w.id, id],
    );
    return (rowCount ?? 0) > 0;
  }

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
   * Who hears that an upload's serials were withdrawn: its manufacturer (with the count), and each provider that
   * verified some of them (with those serials, at most 1000 per provider).
   */
  async withdrawalAudience(
    db: Queryable,
    uploadId: number,
  ): Promise<{
    manufacturerId: number | null;
    count: number;
    providers: Array<{appProviderId: number; serials: string[]}>;
  }> {
    const {rows} = await db.query<{
      manufacturerId: number | null;
      count: number;
      providers: Array<{appProviderId: number; serials: string[]}> | null;
    }>(
      `SELECT u.manufacturer_id AS "manufacturerId",
              (SELECT count(*)::int FROM product_serial WHERE upload_id = u.id AND state = 'withdrawn') AS count,
              (SELECT json_agg(json_build_object('appProviderId', x.app_provider_id, 'serials', x.serials))
                 FROM (SELECT b.app_provider_id, (array_agg(DISTINCT p.serial))[1:1000] AS serials
                         FROM product_serial p
                         JOIN product_log l ON l.product_serial_id = p.id AND l.status = 1
                         JOIN verification_batch b ON b.id = l.batch_id AND NOT b.is_test
                        WHERE p.upload_id = u.id AND p.state = 'withdrawn'
                          AND EXISTS (SELECT 1 FROM webhook_subscription s WHERE s.app_provider_id = b.app_provider_id AND s.active)
                        GROUP BY b.app_provider_id) x
                -- no provider subscribed at all (the usual case): the serials' logs are not read
                WHERE EXISTS (SELECT 1 FROM webhook_subscription WHERE app_provider_id IS NOT NULL AND active)) AS providers
         FROM upload u WHERE u.id = $1`,
      [uploadId],
    );
    const row = rows[0];
    return {manufacturerId: row?.manufacturerId ?? null, count: row?.count ?? 0, providers: row?.providers ?? []};
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

  /** A delivery to attempt: its address and payload (undefined once delivered, failed or unsubscribed). */
  async forAttempt(
    id: number,
  ): Promise<
    {url: string; eventId: string; eventType: string; payload: object; attempts: number; createdOn: Date} | undefined
  > {
    const {rows} = await this.pool.query(
      `SELECT s.url, d.event_id AS "eventId", d.event_type AS "eventType", d.payload, d.attempts, d.created_on AS "createdOn"
         FROM webhook_delivery d JOIN webhook_subscription s ON s.id = d.subscription_id
        WHERE d.id = $1 AND d.status = 'pending' AND s.active`,
      [id],
    );
    return rows[0];
  }

  async recordAttempt(
    id: number,
    a: {
      status: 'pending' | 'delivered' | 'failed';
      statusCode: number | null;
      response: string | null;
      error: string | null;
    },
  ): Promise<void> {
    await this.pool.query(
      `UPDATE webhook_delivery SET attempts = attempts + 1, status = $2, last_status_code = $3, last_response = $4, last_error = $5,
              last_attempt_on = now(), delivered_on = CASE WHEN $2 = 'delivered' THEN now() END
        WHERE id = $1`,
      [id, a.status, a.statusCode, a.response, a.error],
    );
  }

  /** The newest deliveries (administrators), optionally of one status. */
  async deliveries(limit: number, status?: string): Promise<WebhookDelivery[]> {
    const {rows} = await this.pool.query<WebhookDelivery>(
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
