import {Entity, model, property} from '@loopback/repository';

/**
 * An approved importer (table importer): the regulator's weekly supplier list, which an administrator replaces
 * as a whole. Suppliers register for a name on it.
 */
@model({settings: {postgresql: {schema: 'public', table: 'importer'}, strict: true, idInjection: false}})
export class Importer extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'name', dataType: 'citext'}})
  name!: string;

  /** NN NNN NNN NNN. */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'abn', dataType: 'text', nullable: 'YES'},
  })
  abn?: string | null;

  @property({type: 'date', postgresql: {columnName: 'created_at', dataType: 'timestamp with time zone'}})
  createdAt?: Date;

  constructor(data?: Partial<Importer>) {
    super(data);
  }
}
