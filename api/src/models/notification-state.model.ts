import {Entity, model, property} from '@loopback/repository';

/**
 * What a manufacturer's notification mails have covered so far (table notification_state): the digest up to when,
 * the overdue reminder for which due date. Locked while a mail is decided, so a retried or concurrent run mails
 * each event once.
 */
@model({settings: {postgresql: {schema: 'public', table: 'notification_state'}, strict: true, idInjection: false}})
export class NotificationState extends Entity {
  @property({
    type: 'number',
    id: true,
    required: true,
    postgresql: {columnName: 'manufacturer_id', dataType: 'integer'},
  })
  manufacturerId!: number;

  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'digest_until', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  digestUntil?: Date | null;

  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'overdue_due', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  overdueDue?: Date | null;

  constructor(data?: Partial<NotificationState>) {
    super(data);
  }
}
