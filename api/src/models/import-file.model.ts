import {Entity, model, property} from '@loopback/repository';

/** A spreadsheet uploaded for an import batch, stored before the import runs (table import_file). */
@model({settings: {postgresql: {schema: 'public', table: 'import_file'}, strict: true, idInjection: false}})
export class ImportFile extends Entity {
  @property({type: 'string', id: true, required: true, postgresql: {columnName: 'batch_id', dataType: 'uuid'}})
  batchId!: string;

  @property({type: 'number', id: true, required: true, postgresql: {columnName: 'file_index', dataType: 'integer'}})
  fileIndex!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'original_name', dataType: 'text'}})
  originalName!: string;

  @property({type: 'string', required: true, postgresql: {columnName: 'system_name', dataType: 'text'}})
  systemName!: string;

  @property({type: 'string', required: true, postgresql: {columnName: 'storage_key', dataType: 'text'}})
  storageKey!: string;

  @property({
    type: 'string',
    required: true,
    jsonSchema: {enum: ['csv', 'xlsx', 'xls']},
    postgresql: {columnName: 'file_type', dataType: 'text'},
  })
  fileType!: 'csv' | 'xlsx' | 'xls';

  @property({type: 'number', required: true, postgresql: {columnName: 'size_bytes', dataType: 'bigint'}})
  sizeBytes!: number;

  @property({type: 'number', required: true, postgresql: {columnName: 'manufacturer_id', dataType: 'integer'}})
  manufacturerId!: number;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'distributor_id', dataType: 'integer', nullable: 'YES'},
  })
  distributorId?: number | null;

  @property({type: 'number', required: true, postgresql: {columnName: 'uploaded_by', dataType: 'integer'}})
  uploadedBy!: number;

  @property({type: 'date', postgresql: {columnName: 'created_on', dataType: 'timestamp with time zone'}})
  createdOn!: Date;

  constructor(data?: Partial<ImportFile>) {
    super(data);
  }
}
