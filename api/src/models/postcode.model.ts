import {Entity, model, property} from '@loopback/repository';

/**
 * An Australian suburb and its postcode (table postcode): the cities of Manage Postcodes (document 002 section
 * 2.19) and the address suggestions of the registration form.
 */
@model({settings: {postgresql: {schema: 'public', table: 'postcode'}, strict: true, idInjection: false}})
export class Postcode extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  /** Four digits (NT's 800 is 0800). */
  @property({type: 'string', required: true, postgresql: {columnName: 'postcode', dataType: 'text'}})
  postcode!: string;

  @property({type: 'string', required: true, postgresql: {columnName: 'suburb', dataType: 'text'}})
  suburb!: string;

  /** The state's abbreviation (NSW, VIC...). */
  @property({type: 'string', required: true, postgresql: {columnName: 'state', dataType: 'text'}})
  state!: string;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'latitude', dataType: 'double precision', nullable: 'YES'},
  })
  latitude?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'longitude', dataType: 'double precision', nullable: 'YES'},
  })
  longitude?: number | null;

  @property({type: 'date', postgresql: {columnName: 'created_on', dataType: 'timestamp with time zone'}})
  createdOn?: Date;

  @property({type: 'date', postgresql: {columnName: 'updated_on', dataType: 'timestamp with time zone'}})
  updatedOn?: Date;

  /** The administrator who added the city (null for the reference list). */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'created_by', dataType: 'integer', nullable: 'YES'},
  })
  createdBy?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'updated_by', dataType: 'integer', nullable: 'YES'},
  })
  updatedBy?: number | null;

  constructor(data?: Partial<Postcode>) {
    super(data);
  }
}
