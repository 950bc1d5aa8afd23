import {Entity, model, property} from '@loopback/repository';

export type ImportStatus = 'queued' | 'processing' | 'done' | 'failed';

/** An import of flash data, queued and run as a job (table import_batch). */
@model({settings: {postgresql: {schema: 'public', table: 'import_batch'}, strict: true, idInjection: false}})
export class ImportBatch extends Entity {
  @property({type: 'string', id: true, required: true, postgresql: {columnName: 'batch_id', dataType: 'uuid'}})
  batchId!: string;

  @property({type: 'number', required: true, postgresql: {columnName: 'manufacturer_id', dataType: 'integer'}})
  manufacturerId!: number;

  /** The supplier whose serials the import's become; null: the manufacturer's own. */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'distributor_id', dataType: 'integer', nullable: 'YES'},
  })
  distributorId?: number | null;

  @property({type: 'number', required: true, postgresql: {columnName: 'uploaded_by', dataType: 'integer'}})
  uploadedBy!: number;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'ip_address', dataType: 'text', nullable: 'YES'},
  })
  ipAddress?: string | null;

  /** 1 fresh upload, 2 resolve failed serials. */
  @property({type: 'number', required: true, postgresql: {columnName: 'type', dataType: 'smallint'}})
  type!: number;

  @property({
    type: 'string',
    jsonSchema: {enum: ['queued', 'processing', 'done', 'failed']},
    postgresql: {columnName: 'status', dataType: 'text'},
  })
  status!: ImportStatus;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'error', dataType: 'text', nullable: 'YES'},
  })
  error?: string | null;

  /** The import's plan: files, sheets and column mappings. */
  @property({type: 'object', required: true, postgresql: {columnName: 'request', dataType: 'jsonb'}})
  request!: object;

  @property({type: 'number', postgresql: {columnName: 'rows_read', dataType: 'integer'}})
  rowsRead!: number;

  @property({type: 'number', postgresql: {columnName: 'attempts', dataType: 'integer'}})
  attempts!: number;

  /** The upload it stored, once done. */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'upload_id', dataType: 'integer', nullable: 'YES'},
  })
  uploadId?: number | null;

  @property({type: 'date', postgresql: {columnName: 'created_on', dataType: 'timestamp with time zone'}})
  createdOn!: Date;

  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'started_on', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  startedOn?: Date | null;

  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'finished_on', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  finishedOn?: Date | null;

  /** The queue's job that runs it. */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'job_id', dataType: 'uuid', nullable: 'YES'},
  })
  jobId?: string | null;

  constructor(data?: Partial<ImportBatch>) {
    super(data);
  }
}
