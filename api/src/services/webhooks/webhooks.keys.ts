import {BindingKey} from '@loopback/core';
import type {WebhookDeliveryJob} from './webhook-delivery.job';
import type {WebhookService} from './webhook.service';

export namespace WebhookBindings {
  export const SERVICE = BindingKey.create<WebhookService>('services.WebhookService');
  /** The deliveries (a job worker). */
  export const DELIVERY_JOB = BindingKey.create<WebhookDeliveryJob>('services.WebhookDeliveryJob');
}
