import {Entity, model, property} from '@loopback/repository';

/** What kind of product a model is (product.product_type). */
export type ProductType = 'battery' | 'panel' | 'inverter';

/** A model of a brand on the approved list (table product): its serials are product_serial rows. */
@model({settings: {postgresql: {schema: 'public', table: 'product'}, strict: true, idInjection: false}})
export class Product extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  @property({type: 'number', required: true, postgresql: {columnName: 'brand_id', dataType: 'integer'}})
  brandId!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'model', dataType: 'citext'}})
  model!: string;

  @property({
    type: 'string',
    required: true,
    jsonSchema: {enum: ['battery', 'panel', 'inverter']},
    postgresql: {columnName: 'product_type', dataType: 'text'},
  })
  productType!: ProductType;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'wattage', dataType: 'numeric', nullable: 'YES'},
  })
  wattage?: number | null;

  /** 'YYYY-MM-DD' (dates are read as text). */
  @property({
    type: 'string',
    jsonSchema: {nullable: true, format: 'date'},
    postgresql: {columnName: 'approved_date', dataType: 'date', nullable: 'YES'},
  })
  approvedDate?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true, format: 'date'},
    postgresql: {columnName: 'expiry_date', dataType: 'date', nullable: 'YES'},
  })
  expiryDate?: string | null;

  @property({type: 'boolean', postgresql: {columnName: 'fire_tested', dataType: 'boolean'}})
  fireTested!: boolean;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'product_line_id', dataType: 'integer', nullable: 'YES'},
  })
  productLineId?: number | null;

  /** When the model left the approved list (kept: its serials and logs still name it). */
  @property({
    type: 'string',
    jsonSchema: {nullable: true, format: 'date'},
    postgresql: {columnName: 'delisted_on', dataType: 'date', nullable: 'YES'},
  })
  delistedOn?: string | null;

  @property({type: 'date', postgresql: {columnName: 'created_at', dataType: 'timestamp with time zone'}})
  createdAt?: Date;

  constructor(data?: Partial<Product>) {
    super(data);
  }
}
