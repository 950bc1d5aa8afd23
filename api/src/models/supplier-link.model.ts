import {Entity, model, property} from '@loopback/repository';

/**
 * A supplier's link to a manufacturer (table distributor_manufacturer): from its start date, until its end date
 * if it has one, the supplier uploads for the manufacturer. Merged change requests and the registry sync write it.
 */
@model({
  settings: {postgresql: {schema: 'public', table: 'distributor_manufacturer'}, strict: true, idInjection: false},
})
export class SupplierLink extends Entity {
  @property({type: 'number', id: 1, required: true, postgresql: {columnName: 'distributor_id', dataType: 'integer'}})
  distributorId!: number;

  @property({type: 'number', id: 2, required: true, postgresql: {columnName: 'manufacturer_id', dataType: 'integer'}})
  manufacturerId!: number;

  /** 'YYYY-MM-DD' (dates are read as text). */
  @property({
    type: 'string',
    required: true,
    jsonSchema: {format: 'date'},
    postgresql: {columnName: 'start_date', dataType: 'date'},
  })
  startDate!: string;

  @property({
    type: 'string',
    jsonSchema: {nullable: true, format: 'date'},
    postgresql: {columnName: 'end_date', dataType: 'date', nullable: 'YES'},
  })
  endDate?: string | null;

  /** Where the link came from (a sync), when not a change request. */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'source', dataType: 'text', nullable: 'YES'},
  })
  source?: string | null;

  constructor(data?: Partial<SupplierLink>) {
    super(data);
  }
}
