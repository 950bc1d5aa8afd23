import {Entity, model, property} from '@loopback/repository';

/**
 * An installer or retailer app that calls the verification API with its own OAuth client (table app_provider).
 * Being enabled, having to send photos and test mode are its settings (table setting, keyed by the client id).
 */
@model({settings: {postgresql: {schema: 'public', table: 'app_provider'}, strict: true, idInjection: false}})
export class AppProvider extends Entity {
  @property({
    type: 'number',
    id: true,
    generated: true,
    jsonSchema: {type: 'integer'},
    postgresql: {columnName: 'id', dataType: 'integer'},
  })
  id!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'name', dataType: 'text'}})
  name!: string;

  /** The OAuth client id, and the key of its settings. */
  @property({type: 'string', required: true, postgresql: {columnName: 'client_id', dataType: 'text'}})
  clientId!: string;

  /** The client secret's hash (the secret itself is shown once, when the provider is created). */
  @property({type: 'string', required: true, hidden: true, postgresql: {columnName: 'secret_hash', dataType: 'text'}})
  secretHash!: string;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'contact_email', dataType: 'text', nullable: 'YES'},
  })
  contactEmail?: string | null;

  /** Calls allowed per minute (the app rate window). */
  @property({
    type: 'number',
    jsonSchema: {type: 'integer'},
    postgresql: {columnName: 'rate_per_minute', dataType: 'integer'},
  })
  ratePerMinute?: number;

  @property({type: 'date', postgresql: {columnName: 'created_on', dataType: 'timestamp with time zone'}})
  createdOn?: Date;

  constructor(data?: Partial<AppProvider>) {
    super(data);
  }
}

/** An app provider as administrators and the verification read it: its row (without the secret) and its settings. */
@model()
export class AppProviderWithSettings extends AppProvider {
  @property({type: 'boolean', description: 'setting AllowedApps'})
  enabled!: boolean;

  @property({type: 'boolean', description: 'setting MandatorySerialPhoto'})
  mandatorySerialPhoto!: boolean;

  @property({
    type: 'boolean',
    description: 'setting TestMode: answered as in production, leaving only the batch, marked as test',
  })
  testMode!: boolean;

  constructor(data?: Partial<AppProviderWithSettings>) {
    super(data);
  }
}
