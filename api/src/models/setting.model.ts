import {Entity, model, property} from '@loopback/repository';

/**
 * One setting (table setting): a value of a type for a key, e.g. AllowedApps for an app provider's client id.
 * Values are text ('true' or 'false' for the switches).
 */
@model({settings: {postgresql: {schema: 'public', table: 'setting'}, strict: true, idInjection: false}})
export class Setting extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'setting_type', dataType: 'text'}})
  settingType!: string;

  @property({type: 'string', required: true, postgresql: {columnName: 'setting_key', dataType: 'text'}})
  settingKey!: string;

  @property({type: 'string', required: true, postgresql: {columnName: 'setting_value', dataType: 'text'}})
  settingValue!: string;

  @property({type: 'date', postgresql: {columnName: 'created_at', dataType: 'timestamp with time zone'}})
  createdAt?: Date;

  @property({type: 'date', postgresql: {columnName: 'updated_at', dataType: 'timestamp with time zone'}})
  updatedAt?: Date;

  constructor(data?: Partial<Setting>) {
    super(data);
  }
}
