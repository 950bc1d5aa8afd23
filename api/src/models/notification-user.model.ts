import {Entity, model, property} from '@loopback/repository';

/**
 * A notification contact of a manufacturer (table notification_user, document 002's "notification user"): an
 * address its groups' mails go to, with the secret of its unsubscribe link. Deleted contacts stay, marked.
 */
@model({settings: {postgresql: {schema: 'public', table: 'notification_user'}, strict: true, idInjection: false}})
export class NotificationUser extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  @property({type: 'number', required: true, postgresql: {columnName: 'manufacturer_id', dataType: 'integer'}})
  manufacturerId!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'email', dataType: 'citext'}})
  email!: string;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'phone', dataType: 'text', nullable: 'YES'},
  })
  phone?: string | null;

  @property({type: 'boolean', postgresql: {columnName: 'enabled', dataType: 'boolean'}})
  enabled!: boolean;

  @property({type: 'boolean', postgresql: {columnName: 'deleted', dataType: 'boolean'}})
  deleted!: boolean;

  @property({type: 'date', postgresql: {columnName: 'created_on', dataType: 'timestamp with time zone'}})
  createdOn?: Date;

  @property({type: 'date', postgresql: {columnName: 'updated_on', dataType: 'timestamp with time zone'}})
  updatedOn?: Date;

  /** The secret of the contact's unsubscribe link (a uuid). */
  @property({type: 'string', hidden: true, postgresql: {columnName: 'unsubscribe_token', dataType: 'uuid'}})
  unsubscribeToken?: string;

  /** When the contact followed its unsubscribe link: it receives nothing since. */
  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'unsubscribed_on', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  unsubscribedOn?: Date | null;

  constructor(data?: Partial<NotificationUser>) {
    super(data);
  }
}
