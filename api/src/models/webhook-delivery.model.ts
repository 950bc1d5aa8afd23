import {Entity, model, property} from '@loopback/repository';

/** pending until delivered, or failed after the last attempt. */
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * One event for one subscription (table webhook_delivery): its payload, and the outcome of its attempts. A
 * delivery is queued once (queuedOn) and retried by the job queue with backoff.
 */
@model({settings: {postgresql: {schema: 'public', table: 'webhook_delivery'}, strict: true, idInjection: false}})
export class WebhookDelivery extends Entity {
  @property({
    type: 'number',
    id: true,
    generated: true,
    jsonSchema: {type: 'integer'},
    postgresql: {columnName: 'id', dataType: 'bigint'},
  })
  id!: number;

  @property({
    type: 'number',
    required: true,
    jsonSchema: {type: 'integer'},
    postgresql: {columnName: 'subscription_id', dataType: 'integer'},
  })
  subscriptionId!: number;

  /** The event's id: the same for every subscription that receives it. */
  @property({
    type: 'string',
    required: true,
    jsonSchema: {format: 'uuid'},
    postgresql: {columnName: 'event_id', dataType: 'uuid'},
  })
  eventId!: string;

  @property({type: 'string', required: true, postgresql: {columnName: 'event_type', dataType: 'text'}})
  eventType!: string;

  /** The JSON POSTed: {id, type, createdAt, data}. */
  @property({type: 'object', required: true, postgresql: {columnName: 'payload', dataType: 'jsonb'}})
  payload!: object;

  @property({
    type: 'string',
    required: true,
    jsonSchema: {enum: ['pending', 'delivered', 'failed']},
    postgresql: {columnName: 'status', dataType: 'text'},
  })
  status!: WebhookDeliveryStatus;

  @property({
    type: 'number',
    required: true,
    jsonSchema: {type: 'integer'},
    postgresql: {columnName: 'attempts', dataType: 'integer'},
  })
  attempts!: number;

  @property({
    type: 'number',
    jsonSchema: {type: 'integer', nullable: true},
    postgresql: {columnName: 'last_status_code', dataType: 'integer', nullable: 'YES'},
  })
  lastStatusCode?: number | null;

  @property({
    type: 'string',
    description: "The endpoint's last answer (its first 2000 characters)",
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'last_response', dataType: 'text', nullable: 'YES'},
  })
  lastResponse?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'last_error', dataType: 'text', nullable: 'YES'},
  })
  lastError?: string | null;

  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'last_attempt_on', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  lastAttemptOn?: Date | null;

  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'delivered_on', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  deliveredOn?: Date | null;

  @property({
    type: 'date',
    required: true,
    postgresql: {columnName: 'created_on', dataType: 'timestamp with time zone'},
  })
  createdOn!: Date;

  /** When it was handed to the job queue; null while it is not (a sweep queues those a dead process left). */
  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'queued_on', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  queuedOn?: Date | null;

  constructor(data?: Partial<WebhookDelivery>) {
    super(data);
  }
}

/** A delivery as administrators list it: with the subscription's address and the name of its owner. */
@model()
export class WebhookDeliveryEntry extends WebhookDelivery {
  @property({type: 'string', required: true, description: 'The app provider or manufacturer that subscribed'})
  owner!: string;

  @property({type: 'string', required: true})
  url!: string;

  constructor(data?: Partial<WebhookDeliveryEntry>) {
    super(data);
  }
}
