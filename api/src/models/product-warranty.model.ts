import {Entity, model, property} from '@loopback/repository';

/**
 * The warranty of a product line (table product_warranty, one per line): component and performance warranties,
 * each its years and a link (a URL given, or the API's path of a stored document with its file name and type).
 */
@model({settings: {postgresql: {schema: 'public', table: 'product_warranty'}, strict: true, idInjection: false}})
export class ProductWarranty extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  @property({type: 'number', required: true, postgresql: {columnName: 'product_line_id', dataType: 'integer'}})
  productLineId!: number;

  @property({type: 'number', required: true, postgresql: {columnName: 'component_in_years', dataType: 'numeric'}})
  componentInYears!: number;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'component_warranty_link', dataType: 'text', nullable: 'YES'},
  })
  componentWarrantyLink?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'component_warranty_file', dataType: 'text', nullable: 'YES'},
  })
  componentWarrantyFile?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'component_warranty_file_type', dataType: 'text', nullable: 'YES'},
  })
  componentWarrantyFileType?: string | null;

  @property({
    type: 'string',
    description: 'The name the component warranty document was uploaded under (its download keeps it)',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'component_warranty_file_name', dataType: 'text', nullable: 'YES'},
  })
  componentWarrantyFileName?: string | null;

  @property({type: 'number', required: true, postgresql: {columnName: 'performance_in_years', dataType: 'numeric'}})
  performanceInYears!: number;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'performance_warranty_link', dataType: 'text', nullable: 'YES'},
  })
  performanceWarrantyLink?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'performance_warranty_file', dataType: 'text', nullable: 'YES'},
  })
  performanceWarrantyFile?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'performance_warranty_file_type', dataType: 'text', nullable: 'YES'},
  })
  performanceWarrantyFileType?: string | null;

  @property({
    type: 'string',
    description: 'The name the performance warranty document was uploaded under (its download keeps it)',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'performance_warranty_file_name', dataType: 'text', nullable: 'YES'},
  })
  performanceWarrantyFileName?: string | null;

  constructor(data?: Partial<ProductWarranty>) {
    super(data);
  }
}
