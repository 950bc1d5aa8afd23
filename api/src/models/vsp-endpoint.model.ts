import {Entity, model, property} from '@loopback/repository';

/** A verification service provider's endpoint (table vsp_endpoint, migration 046), as the Reference Data sync brings it. */
@model({settings: {postgresql: {schema: 'public', table: 'vsp_endpoint'}, strict: true, idInjection: false}})
export class VspEndpoint extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'name', dataType: 'text'}})
  name!: string;

  @property({type: 'string', required: true, postgresql: {columnName: 'url', dataType: 'text'}})
  url!: string;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'version', dataType: 'text', nullable: 'YES'},
  })
  version?: string | null;

  @property({type: 'date', postgresql: {columnName: 'updated_on', dataType: 'timestamp with time zone'}})
  updatedOn?: Date;

  constructor(data?: Partial<VspEndpoint>) {
    super(data);
  }
}
