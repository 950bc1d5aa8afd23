import {Entity, model, property} from '@loopback/repository';

/** A comment on a change request (table change_request_comment). */
@model({settings: {postgresql: {schema: 'public', table: 'change_request_comment'}, strict: true, idInjection: false}})
export class ChangeRequestComment extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  @property({type: 'number', required: true, postgresql: {columnName: 'change_request_id', dataType: 'integer'}})
  changeRequestId!: number;

  @property({type: 'number', required: true, postgresql: {columnName: 'user_id', dataType: 'integer'}})
  userId!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'body', dataType: 'text'}})
  body!: string;

  @property({type: 'date', postgresql: {columnName: 'created_at', dataType: 'timestamp with time zone'}})
  createdAt?: Date;

  constructor(data?: Partial<ChangeRequestComment>) {
    super(data);
  }
}
