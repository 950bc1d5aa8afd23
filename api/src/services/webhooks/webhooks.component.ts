import {Component, createBindingFromClass} from '@loopback/core';
import {JOB_WORKER_TAG} from '../../jobs/job-worker';
import {WebhookDeliveryJob} from './webhook-delivery.job';
import {WebhookService} from './webhook.service';
import {WebhookStore} from './webhook.store';
import {WebhookBindings} from './webhooks.keys';

/** Webhook subscriptions and their deliveries (a job worker). */
export class WebhooksComponent implements Component {
  bindings = [
    createBindingFromClass(WebhookService, {key: WebhookBindings.SERVICE}),
    createBindingFromClass(WebhookDeliveryJob, {key: WebhookBindings.DELIVERY_JOB}).tag(JOB_WORKER_TAG),
    createBindingFromClass(WebhookStore),
  ];
}
