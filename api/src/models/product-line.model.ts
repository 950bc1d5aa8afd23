import {Entity, model, property} from '@loopback/repository';

/**
 * A manufacturer's product line (table product_line, document 000): a name, a logo, one warranty
 * (product_warranty) and the models assigned to it (product.product_line_id).
 */
@model({settings: {postgresql: {schema: 'public', table: 'product_line'}, strict: true, idInjection: false}})
export class ProductLine extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  @property({type: 'number', required: true, postgresql: {columnName: 'manufacturer_id', dataType: 'integer'}})
  manufacturerId!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'line_name', dataType: 'text'}})
  lineName!: string;

  /** The stored logo's file name (served at /api/productline/file/{logo}). */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'logo', dataType: 'text', nullable: 'YES'},
  })
  logo?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'logo_content_type', dataType: 'text', nullable: 'YES'},
  })
  logoContentType?: string | null;

  @property({type: 'date', postgresql: {columnName: 'updated_on', dataType: 'timestamp with time zone'}})
  updatedOn?: Date;

  constructor(data?: Partial<ProductLine>) {
    super(data);
  }
}
