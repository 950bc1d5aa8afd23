import {BindingScope, inject, injectable, service} from '@loopback/core';
import {JobWorker} from '../../jobs';
import {SigningService} from '../signing/signing.service';
import {postWebhook} from './webhook-post';
import {WEBHOOK_ATTEMPTS, WEBHOOK_QUEUE, WebhookService, WebhookSettings} from './webhook.service';
import {WebhookDeliveryRepository} from './webhook-delivery.repository';
import {ConfigBindings} from '../../config.keys';

const TIMEOUT_MS = 10_000;
/** What of an endpoint's answer is kept for administrators. */
const KEPT_RESPONSE_CHARS = 2000;

/**
 * Delivers one webhook: POSTs the event's JSON signed like verification answers (X-Signature, a detached JWS
 * checked with /.well-known/jwks.json), records the attempt and its answer, and throws on failure so the queue
 * retries it with backoff; after the last attempt the delivery is marked failed.
 */
@injectable({scope: BindingScope.SINGLETON})
export class WebhookDeliveryJob implements JobWorker<{deliveryId: number}> {
  readonly queue = WEBHOOK_QUEUE;

  private readonly settings: WebhookSettings;

  constructor(
    @service(WebhookDeliveryRepository) private readonly deliveries: WebhookDeliveryRepository,
    @service(SigningService) private readonly signing: SigningService,
    @service(WebhookService) private readonly webhooks: Pick<WebhookService, 'queueStranded'>,
    @inject(ConfigBindings.CONFIG) config: {webhooks: WebhookSettings},
  ) {
    this.settings = config.webhooks;
  }

  /** The queue's sweep (at start and periodically): queues deliveries stranded by a process that died. No job to cancel. */
  async recoverInterrupted(): Promise<string[]> {
    await this.webhooks.queueStranded();
    return [];
  }

  async run({deliveryId}: {deliveryId: number}): Promise<void> {
    const delivery = await this.deliveries.forAttempt(deliveryId);
    if (!delivery) return;
    const last = delivery.attempts + 1 >= WEBHOOK_ATTEMPTS;
    let statusCode: number | null = null;
    let response: string | null = null;
    let error: string | null = null;
    try {
      const body = Buffer.from(JSON.stringify(delivery.payload));
      const res = await postWebhook(
        delivery.url,
        body,
        {
          'Content-Type': 'application/json',
          'User-Agent': 'VoltCheck-Webhooks/1',
          'X-Signature': await this.signing.signDetached(body),
          'X-VoltCheck-Event': delivery.eventType,
          'X-VoltCheck-Event-Id': delivery.eventId,
          'X-VoltCheck-Delivery': String(deliveryId),
        },
        {allowLocal: this.settings.allowLocal, timeoutMs: TIMEOUT_MS, keptChars: KEPT_RESPONSE_CHARS},
      );
      statusCode = res.status;
      response = res.body;
      if (res.status < 200 || res.status > 299) error = `answered ${res.status}`;
    } catch (err) {
      error = (err as Error).message.slice(0, KEPT_RESPONSE_CHARS);
    }
    const status = !error ? 'delivered' : last ? 'failed' : 'pending';
    await this.deliveries.recordAttempt(deliveryId, {status, statusCode, response, error});
    if (status === 'pending') throw new Error(`webhook delivery ${deliveryId}: ${error}`);
  }
}
