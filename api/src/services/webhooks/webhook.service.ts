import {BindingScope, inject, injectable, service} from '@loopback/core';
import {randomUUID} from 'node:crypto';
import {Caller, isAdmin} from '../kernel/caller';
import {Queryable} from '../../database/transaction';
import {JobQueue} from '../../jobs';
import {ServiceError} from '../kernel/service-error';
import {resolvesInternally, webhookUrlProblem} from './webhook-address';
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
/** An attempt's job runs at most this long (a 10-second request and its signing); past it, it has expired. */
export const WEBHOOK_JOB_EXPIRY_SECONDS = 60;
/** A queued delivery whose job id was never recorded (its process died in between) is queued again after this. */
export const WEBHOOK_UNRECORDED_JOB_MS = 30 * 60_000;
/** Active subscriptions one app provider or manufacturer may hold (docs/security.md, Webhooks). */
export const WEBHOOK_SUBSCRIPTION_LIMIT = 10;

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
      else if (!this.settings.allowLocal && (await resolvesInternally(url)))
        problems.push('url: must be a public address');
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
    const created = await this.subscriptions.insert(
      owner,
      url,
      [...new Set(events as string[])],
      WEBHOOK_SUBSCRIPTION_LIMIT,
    );
    if (!created)
      throw new ServiceError(
        `At most ${WEBHOOK_SUBSCRIPTION_LIMIT} webhook subscriptions are active at once: end one before adding another.`,
        'CONFLICT',
        {reason: 'WEBHOOK_LIMIT'},
      );
    return created;
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
    await this.send((await this.deliveryLog.claimForQueue(deliveryIds)).map(id => ({id, attempts: 0})));
  }

  /**
   * The sweep (at start and on every replica every 30 seconds); answers how many deliveries it queued. It queues
   * the deliveries whose process died between committing and queueing them (older than WEBHOOK_UNQUEUED_GRACE_MS:
   * younger ones are still their request's to queue), and again, with the attempts they have left, the pending
   * deliveries whose job will never run again (its process died mid-attempt and the job expired, or expiries used
   * up its retries). The event id stays the delivery's own, so a re-sent delivery is the same event.
   */
  async queueStranded(): Promise<number> {
    const never = await this.deliveryLog.claimStranded(WEBHOOK_UNQUEUED_GRACE_MS);
    await this.send(never.map(id => ({id, attempts: 0})));
    const queued = await this.deliveryLog.queuedPending(WEBHOOK_UNQUEUED_GRACE_MS);
    const known = queued.filter(d => d.jobId);
    const settled = new Set(
      await this.jobs.settledJobs(
        WEBHOOK_QUEUE,
        known.map(d => d.jobId!),
      ),
    );
    const unrecordedBefore = Date.now() - WEBHOOK_UNRECORDED_JOB_MS;
    const orphans = queued.filter(d => (d.jobId ? settled.has(d.jobId) : d.queuedOn.getTime() < unrecordedBefore));
    const reclaimed = [];
    for (const d of orphans) if (await this.deliveryLog.reclaim(d.id, d.jobId)) reclaimed.push(d);
    await this.send(reclaimed);
    return never.length + reclaimed.length;
  }

  /** Queues each delivery with the attempts it has left (retries with exponential backoff), recording its job. */
  private async send(deliveries: Array<{id: number; attempts: number}>): Promise<void> {
    for (const {id, attempts} of deliveries) {
      const jobId = await this.jobs.send(
        WEBHOOK_QUEUE,
        {deliveryId: id},
        {
          retryLimit: Math.max(WEBHOOK_ATTEMPTS - attempts - 1, 0),
          retryDelay: this.settings.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: WEBHOOK_JOB_EXPIRY_SECONDS,
        },
      );
      if (jobId) await this.deliveryLog.setJob(id, jobId);
    }
  }

  /** The delivery log for administrators, newest first. */
  deliveries(limit = 100, status?: string): Promise<WebhookDeliveryRow[]> {
    if (status !== undefined && !['pending', 'delivered', 'failed'].includes(status))
      throw new ServiceError('status: one of pending, delivered, failed', 'VALIDATION');
    return this.deliveryLog.newest(Math.min(Math.max(limit, 1), 500), status);
  }
}
