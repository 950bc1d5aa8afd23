import {BindingScope, injectable} from '@loopback/core';
import type {WebhookSubscription} from '../../models';
import {Queryable} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';

/** Whose a subscription is: an app provider's or a manufacturer's. */
export type WebhookOwner = {appProviderId: number} | {manufacturerId: number};

/** A subscription as its owner reads it. */
export type WebhookSubscriptionRow = Required<
  Pick<WebhookSubscription, 'id' | 'url' | 'events' | 'active' | 'createdOn'>
>;

const SUBSCRIPTION = `id, url, events, active, created_on AS "createdOn"`;
/** The owner's column and id, as $1. */
export const ownerWhere = (o: WebhookOwner) =>
  'appProviderId' in o
    ? {sql: 'app_provider_id = $1', id: o.appProviderId}
    : {sql: 'manufacturer_id = $1', id: o.manufacturerId};

/** The webhook subscriptions of app providers and manufacturers, and who hears of an event. */
@injectable({scope: BindingScope.SINGLETON})
export class WebhookSubscriptionRepository extends SqlRepository {
  async list(owner: WebhookOwner): Promise<WebhookSubscriptionRow[]> {
    const w = ownerWhere(owner);
    return (
      await this.pool.query<WebhookSubscriptionRow>(
        `SELECT ${SUBSCRIPTION} FROM webhook_subscription WHERE ${w.sql} AND active ORDER BY id`,
        [w.id],
      )
    ).rows;
  }

  /**
   * Registers a subscription unless the owner already holds `limit` active ones (undefined then). Registrations
   * of one owner take turns (an advisory lock on the owner), so racing requests cannot pass the limit together.
   */
  async insert(
    owner: WebhookOwner,
    url: string,
    events: string[],
    limit: number,
  ): Promise<WebhookSubscriptionRow | undefined> {
    const w = ownerWhere(owner);
    return this.transaction(async db => {
      await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`webhook_subscription:${w.sql}:${w.id}`]);
      const held = await db.query<{n: number}>(
        `SELECT count(*)::int AS n FROM webhook_subscription WHERE ${w.sql} AND active`,
        [w.id],
      );
      if (held.rows[0].n >= limit) return undefined;
      const {rows} = await db.query<WebhookSubscriptionRow>(
        `INSERT INTO webhook_subscription (app_provider_id, manufacturer_id, url, events) VALUES ($1, $2, $3, $4) RETURNING ${SUBSCRIPTION}`,
        [
          'appProviderId' in owner ? owner.appProviderId : null,
          'manufacturerId' in owner ? owner.manufacturerId : null,
          url,
          events,
        ],
      );
      return rows[0];
    });
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
}
