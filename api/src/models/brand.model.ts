import {Entity, model, property} from '@loopback/repository';

/** A brand of the CEC's list (table brand): approved brands may register as manufacturers; models belong to one. */
@model({settings: {postgresql: {schema: 'public', table: 'brand'}, strict: true, idInjection: false}})
export class Brand extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'name', dataType: 'citext'}})
  name!: string;

  @property({type: 'boolean', postgresql: {columnName: 'approved', dataType: 'boolean'}})
  approved!: boolean;

  @property({type: 'date', postgresql: {columnName: 'created_at', dataType: 'timestamp with time zone'}})
  createdAt?: Date;

  constructor(data?: Partial<Brand>) {
    super(data);
  }
}
