import {Entity, model, property} from '@loopback/repository';

export type UploadStatus = 'queued' | 'processing' | 'done' | 'failed';

/** What one import stored (table upload): its files, counts, deletion or restoration, and ledger counts. */
@model({settings: {postgresql: {schema: 'public', table: 'upload'}, strict: true, idInjection: false}})
export class Upload extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  /** The import batch that made it (uuid). */
  @property({type: 'string', required: true, postgresql: {columnName: 'batch_id', dataType: 'uuid'}})
  batchId!: string;

  @property({type: 'number', required: true, postgresql: {columnName: 'manufacturer_id', dataType: 'integer'}})
  manufacturerId!: number;

  /** The supplier that uploaded it; null: the manufacturer's own. */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'distributor_id', dataType: 'integer', nullable: 'YES'},
  })
  distributorId?: number | null;

  /** 1 fresh upload, 2 resolve failed serials. */
  @property({type: 'number', postgresql: {columnName: 'type', dataType: 'smallint'}})
  type!: number;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'source_file_name', dataType: 'text', nullable: 'YES'},
  })
  sourceFileName?: string | null;

  /** The storage key of the first file. */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'system_file_name', dataType: 'text', nullable: 'YES'},
  })
  systemFileName?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'report_file_name', dataType: 'text', nullable: 'YES'},
  })
  reportFileName?: string | null;

  /** The row report's storage key. */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'report_system_file_name', dataType: 'text', nullable: 'YES'},
  })
  reportSystemFileName?: string | null;

  @property({type: 'number', postgresql: {columnName: 'total_records', dataType: 'integer'}})
  totalRecords!: number;

  @property({type: 'number', postgresql: {columnName: 'success', dataType: 'integer'}})
  success!: number;

  @property({type: 'number', postgresql: {columnName: 'failed', dataType: 'integer'}})
  failed!: number;

  /** Saved serials of a modular product (a battery system's unit, BMU). */
  @property({type: 'number', postgresql: {columnName: 'unit_count', dataType: 'integer'}})
  unitCount!: number;

  /** Saved modules: rows naming their unit (Parent Serial), or serials of a module model. */
  @property({type: 'number', postgresql: {columnName: 'module_count', dataType: 'integer'}})
  moduleCount!: number;

  @property({type: 'date', postgresql: {columnName: 'uploaded_on', dataType: 'timestamp with time zone'}})
  uploadedOn!: Date;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'uploaded_by', dataType: 'integer', nullable: 'YES'},
  })
  uploadedBy?: number | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'ip_address', dataType: 'text', nullable: 'YES'},
  })
  ipAddress?: string | null;

  @property({
    type: 'string',
    jsonSchema: {enum: ['queued', 'processing', 'done', 'failed']},
    postgresql: {columnName: 'status', dataType: 'text'},
  })
  status!: UploadStatus;

  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'deleted_on', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  deletedOn?: Date | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'deleted_by', dataType: 'integer', nullable: 'YES'},
  })
  deletedBy?: number | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'delete_reason', dataType: 'text', nullable: 'YES'},
  })
  deleteReason?: string | null;

  /** Serials the deletion withdrew. */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'deleted_count', dataType: 'integer', nullable: 'YES'},
  })
  deletedCount?: number | null;

  /** Serials the deletion left (installed). */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'undeleted_count', dataType: 'integer', nullable: 'YES'},
  })
  undeletedCount?: number | null;

  /** The deleted upload this one restores. */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'restored_from', dataType: 'integer', nullable: 'YES'},
  })
  restoredFrom?: number | null;

  @property({type: 'number', postgresql: {columnName: 'ledger_pending_count', dataType: 'integer'}})
  ledgerPendingCount!: number;

  @property({type: 'number', postgresql: {columnName: 'ledger_pass_count', dataType: 'integer'}})
  ledgerPassCount!: number;

  @property({type: 'number', postgresql: {columnName: 'ledger_fail_count', dataType: 'integer'}})
  ledgerFailCount!: number;

  @property({type: 'number', postgresql: {columnName: 'ledger_deleted_count', dataType: 'integer'}})
  ledgerDeletedCount!: number;

  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'ledger_date', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  ledgerDate?: Date | null;

  constructor(data?: Partial<Upload>) {
    super(data);
  }
}
