import {Entity, model, property} from '@loopback/repository';

/** A supplier or distributor company that uploads for manufacturers (table distributor). */
@model({settings: {postgresql: {schema: 'public', table: 'distributor'}, strict: true, idInjection: false}})
export class Distributor extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'name', dataType: 'citext'}})
  name!: string;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'abn', dataType: 'text', nullable: 'YES'},
  })
  abn?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'phone', dataType: 'text', nullable: 'YES'},
  })
  phone?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'email', dataType: 'text', nullable: 'YES'},
  })
  email?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'address', dataType: 'text', nullable: 'YES'},
  })
  address?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'address_line1', dataType: 'text', nullable: 'YES'},
  })
  addressLine1?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'place_id', dataType: 'text', nullable: 'YES'},
  })
  placeId?: string | null;

  @property({type: 'number', postgresql: {columnName: 'upload_frequency', dataType: 'smallint'}})
  uploadFrequency?: number;

  /** The supplier's own code for itself (the console's Suppliers list). */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'internal_code', dataType: 'text', nullable: 'YES'},
  })
  internalCode?: string | null;

  /** The signing key the registry gave the supplier (the console's Suppliers list). */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'signing_key', dataType: 'text', nullable: 'YES'},
  })
  signingKey?: string | null;

  @property({type: 'date', postgresql: {columnName: 'created_at', dataType: 'timestamp with time zone'}})
  createdAt?: Date;

  constructor(data?: Partial<Distributor>) {
    super(data);
  }
}
