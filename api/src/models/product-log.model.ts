import {Entity, model, property} from '@loopback/repository';

/**
 * One item of a verification batch as it was decided (table product_log): the serial asked about, who asked,
 * and the answer. Logs are never deleted; a failed one is resolved when its serial is uploaded later.
 */
@model({settings: {postgresql: {schema: 'public', table: 'product_log'}, strict: true, idInjection: false}})
export class ProductLog extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'bigint'}})
  id!: number;

  /** The verification batch it is an item of. */
  @property({type: 'string', required: true, postgresql: {columnName: 'batch_id', dataType: 'uuid'}})
  batchId!: string;

  /** The stored serial it matched; null when none did. */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'product_serial_id', dataType: 'bigint', nullable: 'YES'},
  })
  productSerialId?: number | null;

  /** The manufacturer of the brand asked about, when the brand has one: whose failed serials it counts among. */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'manufacturer_id', dataType: 'integer', nullable: 'YES'},
  })
  manufacturerId?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'product_id', dataType: 'integer', nullable: 'YES'},
  })
  productId?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'installation_id', dataType: 'integer', nullable: 'YES'},
  })
  installationId?: number | null;

  /** The serial as sent. */
  @property({type: 'string', required: true, postgresql: {columnName: 'failed_serial', dataType: 'text'}})
  failedSerial!: string;

  /** Upper case, without whitespace: what searches use. */
  @property({type: 'string', required: true, postgresql: {columnName: 'serial_norm', dataType: 'text'}})
  serialNorm!: string;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'requested_brand', dataType: 'text', nullable: 'YES'},
  })
  requestedBrand?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'requested_model', dataType: 'text', nullable: 'YES'},
  })
  requestedModel?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'requester_name', dataType: 'text', nullable: 'YES'},
  })
  requesterName?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'requester_abn', dataType: 'text', nullable: 'YES'},
  })
  requesterAbn?: string | null;

  /** The batch's request type: 1 installation, 2 product, 3 serial. */
  @property({type: 'number', required: true, postgresql: {columnName: 'requester_type', dataType: 'smallint'}})
  requesterType!: number;

  /** The app provider's name when it asked. */
  @property({type: 'string', required: true, postgresql: {columnName: 'requester_app_name', dataType: 'text'}})
  requesterAppName!: string;

  @property({type: 'date', postgresql: {columnName: 'requested_time', dataType: 'timestamp with time zone'}})
  requestedTime?: Date;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'latitude', dataType: 'double precision', nullable: 'YES'},
  })
  latitude?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'longitude', dataType: 'double precision', nullable: 'YES'},
  })
  longitude?: number | null;

  /** Reported as a parallel import (the item carried a comment). The column's spelling is the scheme's. */
  @property({type: 'boolean', postgresql: {columnName: 'is_parralel_import', dataType: 'boolean'}})
  isParralelImport?: boolean;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'parralel_import_comment', dataType: 'text', nullable: 'YES'},
  })
  parralelImportComment?: string | null;

  /** 1 verified, 0 not. */
  @property({
    type: 'number',
    required: true,
    jsonSchema: {enum: [0, 1]},
    postgresql: {columnName: 'status', dataType: 'smallint'},
  })
  status!: number;

  /** The reason code of the answer (VERIFIED, NOT_FOUND, ...). */
  @property({type: 'string', required: true, postgresql: {columnName: 'reason', dataType: 'text'}})
  reason!: string;

  /** When an upload brought the serial a failed log asked about. */
  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'resolved_on', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  resolvedOn?: Date | null;

  /** The batch of the upload that resolved it. */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'upload_batch_id', dataType: 'uuid', nullable: 'YES'},
  })
  uploadBatchId?: string | null;

  constructor(data?: Partial<ProductLog>) {
    super(data);
  }
}
