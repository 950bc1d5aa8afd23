export * from './webhook-address';
export * from './webhook-delivery.job';
export * from './webhook.service';
export * from './webhook-delivery.repository';
export * from './webhook-subscription.repository';
export * from './webhooks.component';
export * from './webhooks.keys';
