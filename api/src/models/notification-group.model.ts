import {Entity, model, property} from '@loopback/repository';

/** The kinds of mail a group may receive (server.md section 8), as stored and as notification_sent names them. */
export const MAIL_KINDS = ['digest', 'overdue', 'ledger'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * A notification group of a manufacturer (table notification_group, document 002 section 2.16): the contacts it
 * holds (notification_group_user) receive the kinds of mail it chose. Deleted groups stay, marked.
 */
@model({settings: {postgresql: {schema: 'public', table: 'notification_group'}, strict: true, idInjection: false}})
export class NotificationGroup extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  @property({type: 'number', required: true, postgresql: {columnName: 'manufacturer_id', dataType: 'integer'}})
  manufacturerId!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'group_name', dataType: 'text'}})
  groupName!: string;

  @property({type: 'string', required: true, postgresql: {columnName: 'description', dataType: 'text'}})
  description!: string;

  @property({type: 'boolean', postgresql: {columnName: 'enabled', dataType: 'boolean'}})
  enabled!: boolean;

  @property({type: 'boolean', postgresql: {columnName: 'deleted', dataType: 'boolean'}})
  deleted!: boolean;

  @property({type: 'date', postgresql: {columnName: 'created_on', dataType: 'timestamp with time zone'}})
  createdOn?: Date;

  @property({type: 'date', postgresql: {columnName: 'updated_on', dataType: 'timestamp with time zone'}})
  updatedOn?: Date;

  /** The account that changed it last. */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'updated_by', dataType: 'integer', nullable: 'YES'},
  })
  updatedBy?: number | null;

  /** At least one of MAIL_KINDS. */
  @property.array(String, {postgresql: {columnName: 'mail_kinds', dataType: 'text[]'}})
  mailKinds!: MailKind[];

  constructor(data?: Partial<NotificationGroup>) {
    super(data);
  }
}
