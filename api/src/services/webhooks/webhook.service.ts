import {BindingScope, inject, injectable, service} from '@loopback/core';
import {randomUUID} from 'node:crypto';
import {Caller, isAdmin} from '../kernel/caller';
import {Queryable} from '../../database/transaction';
import {JobQueue} from '../../jobs';
import {ServiceError} from '../kernel/service-error';
import {webhookUrlProblem} from './webhook-address';
import {WEBHOOK_EVENTS, WebhookEvent} from '../../models';
import {WebhookDeliveryRepository, WebhookDeliveryRow} from './webhook-delivery.repository';
import {WebhookOwner, WebhookSubscriptionRepository, WebhookSubscriptionRow} from './webhook-subscription.repository';
import {JobBindings} from '../../jobs/jobs.keys';
import {ConfigBindings} from '../../config.keys';

export {WEBHOOK_EVENTS} from '../../models';
export type {WebhookEvent} from '../../models';

export const WEBHOOK_QUEUE = 'webhook.deliver';
/** Attempts per delivery: the first and up to five retries, with exponential backoff (pg-boss). */
export const WEBHOOK_ATTEMPTS = 6;
/** How old a delivery never queued must be before the sweep queues it: its request normally does within a second. */
export const WEBHOOK_UNQUEUED_GRACE_MS = 60_000;

export interface WebhookSettings {
  /** Addresses of this machine and plain http allowed: tests only. */
  allowLocal: boolean;
  /** The first retry's delay; each next one doubles. */
  retryDelaySeconds: number;
}

/** Subscriptions of app providers and manufacturers, the events they receive, and the delivery log. */
@injectable({scope: BindingScope.SINGLETON})
export class WebhookService {
  private readonly settings: WebhookSettings;

  constructor(
    @service(WebhookSubscriptionRepository) private readonly subscriptions: WebhookSubscriptionRepository,
    @service(WebhookDeliveryRepository) private readonly deliveryLog: WebhookDeliveryRepository,
    @inject(JobBindings.QUEUE) private readonly jobs: JobQueue,
    @inject(ConfigBindings.CONFIG) config: {webhooks: WebhookSettings},
  ) {
    this.settings = config.webhooks;
  }

  list(owner: WebhookOwner): Promise<WebhookSubscriptionRow[]> {
    return this.subscriptions.list(owner);
  }

  /** Registers an endpoint; every broken field is named. */
  async subscribe(owner: WebhookOwner, input: {url?: unknown; events?: unknown}): Promise<WebhookSubscriptionRow> {
    const problems: string[] = [];
    const url = typeof input.url === 'string' ? input.url.trim() : '';
    if (!url) problems.push('url: This field is required');
    else {
      const problem = webhookUrlProblem(url, this.settings.allowLocal);
      if (problem) problems.push(problem);
    }
    const events = input.events === undefined ? [...WEBHOOK_EVENTS] : input.events;
    if (
      !Array.isArray(events) ||
      !events.length ||
      events.some(e => !(WEBHOOK_EVENTS as readonly unknown[]).includes(e))
    )
      problems.push(`events: a non-empty list of ${WEBHOOK_EVENTS.join(', ')}`);
    if (problems.length)
      throw new ServiceError(problems.join('; '), 'VALIDATION', {
        reason: 'INVALID_FIELD',
        details: problems.map(p => ({path: p.split(':')[0], message: p.slice(p.indexOf(':') + 2)})),
      });
    return this.subscriptions.insert(owner, url, [...new Set(events as string[])]);
  }

  async unsubscribe(owner: WebhookOwner, id: number): Promise<void> {
    if (!(await this.subscriptions.deactivate(owner, id)))
      throw new ServiceError('No such webhook of yours.', 'NOT_FOUND');
  }

  /** The manufacturer a portal caller registers webhooks for. */
  ownerOf(caller: Caller): WebhookOwner {
    if (isAdmin(caller) || !caller.manufacturerId)
      throw new ServiceError('Only a manufacturer registers webhooks here.', 'FORBIDDEN');
    return {manufacturerId: caller.manufacturerId};
  }

  /**
   * Queues `type` for the subscriptions of each target, in the caller's transaction; call `dispatch` with the
   * answer once it has committed.
   */
  enqueue(db: Queryable, type: WebhookEvent, targets: Array<{owner: WebhookOwner; data: object}>): Promise<number[]> {
    const id = randomUUID();
    const createdAt = new Date().toISOString();
    return this.deliveryLog.enqueue(
      db,
      {id, type},
      targets.map(t => ({owner: t.owner, payload: {id, type, createdAt, data: t.data}})),
    );
  }

  /** serial.withdrawn for an upload just deleted (in its transaction): to its manufacturer and the providers concerned. */
  async serialsWithdrawn(db: Queryable, upload: {uploadId: number; reason: string}): Promise<number[]> {
    const audience = await this.subscriptions.withdrawalAudience(db, upload.uploadId);
    if (!audience.count) return [];
    return this.enqueue(db, 'serial.withdrawn', [
      ...(audience.manufacturerId
        ? [{owner: {manufacturerId: audience.manufacturerId}, data: {...upload, withdrawn: audience.count}}]
        : []),
      ...audience.providers.map(p => ({
        owner: {appProviderId: p.appProviderId},
        data: {...upload, withdrawn: audience.count, serials: p.serials},
      })),
    ]);
  }

  /** Hands committed deliveries to the job queue (retries with backoff, WEBHOOK_ATTEMPTS in all), each once. */
  async dispatch(deliveryIds: number[]): Promise<void> {
    await this.send(await this.deliveryLog.claimForQueue(deliveryIds));
  }

  /**
   * Queues the deliveries whose process died between committing them and dispatching them (at start and on every
   * replica's periodic sweep); answers how many. Those younger than WEBHOOK_UNQUEUED_GRACE_MS are still the normal
   * path's to queue.
   */
  async queueStranded(): Promise<number> {
    const ids = await this.deliveryLog.claimStranded(WEBHOOK_UNQUEUED_GRACE_MS);
    await this.send(ids);
    return ids.length;
  }

  private async send(deliveryIds: number[]): Promise<void> {
    for (const deliveryId of deliveryIds)
      await this.jobs.send(
        WEBHOOK_QUEUE,
        {deliveryId},
        {retryLimit: WEBHOOK_ATTEMPTS - 1, retryDelay: this.settings.retryDelaySeconds, retryBackoff: true},
      );
  }

  /** The delivery log for administrators, newest first. */
  deliveries(limit = 100, status?: string): Promise<WebhookDeliveryRow[]> {
    if (status !== undefined && !['pending', 'delivered', 'failed'].includes(status))
      throw new ServiceError('status: one of pending, delivered, failed', 'VALIDATION');
    return this.deliveryLog.newest(Math.min(Math.max(limit, 1), 500), status);
  }
}
