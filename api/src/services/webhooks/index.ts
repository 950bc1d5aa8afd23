export * from './webhook-address';
export * from './webhook-delivery.job';
export * from './webhook.service';
export * from './webhook.store';
export * from './webhooks.component';
export * from './webhooks.keys';
