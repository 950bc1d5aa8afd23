import {Component, createBindingFromClass} from '@loopback/core';
import {JOB_WORKER_TAG} from '../../jobs/job-worker';
import {WebhookDeliveryJob} from './webhook-delivery.job';
import {WebhookService} from './webhook.service';
import {WebhookDeliveryRepository} from './webhook-delivery.repository';
import {WebhookSubscriptionRepository} from './webhook-subscription.repository';
import {WebhookBindings} from './webhooks.keys';

/** Webhook subscriptions and their deliveries (a job worker). */
export class WebhooksComponent implements Component {
  bindings = [
    createBindingFromClass(WebhookService, {key: WebhookBindings.SERVICE}),
    createBindingFromClass(WebhookDeliveryJob, {key: WebhookBindings.DELIVERY_JOB}).tag(JOB_WORKER_TAG),
    createBindingFromClass(WebhookSubscriptionRepository),
    createBindingFromClass(WebhookDeliveryRepository),
  ];
}
