import {Entity, model, property} from '@loopback/repository';

/** The events a subscription may ask for (docs/api.md, Webhooks). */
export const WEBHOOK_EVENTS = [
  'installation.released',
  'serial.withdrawn',
  'serial.recalled',
  'serial.status_changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * An HTTPS endpoint registered for signed events (table webhook_subscription), owned by either an app provider
 * or a manufacturer. Ending a subscription deactivates it: its deliveries stay in the log.
 */
@model({settings: {postgresql: {schema: 'public', table: 'webhook_subscription'}, strict: true, idInjection: false}})
export class WebhookSubscription extends Entity {
  @property({
    type: 'number',
    id: true,
    generated: true,
    jsonSchema: {type: 'integer'},
    postgresql: {columnName: 'id', dataType: 'integer'},
  })
  id!: number;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'app_provider_id', dataType: 'integer', nullable: 'YES'},
  })
  appProviderId?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'manufacturer_id', dataType: 'integer', nullable: 'YES'},
  })
  manufacturerId?: number | null;

  @property({
    type: 'string',
    required: true,
    jsonSchema: {format: 'uri'},
    postgresql: {columnName: 'url', dataType: 'text'},
  })
  url!: string;

  @property({
    type: 'array',
    itemType: 'string',
    required: true,
    // For an array, jsonSchema describes its items.
    jsonSchema: {enum: [...WEBHOOK_EVENTS]},
    postgresql: {columnName: 'events', dataType: 'text[]'},
  })
  events!: string[];

  @property({type: 'boolean', required: true, postgresql: {columnName: 'active', dataType: 'boolean'}})
  active!: boolean;

  @property({
    type: 'date',
    required: true,
    postgresql: {columnName: 'created_on', dataType: 'timestamp with time zone'},
  })
  createdOn!: Date;

  constructor(data?: Partial<WebhookSubscription>) {
    super(data);
  }
}
