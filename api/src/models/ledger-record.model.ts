import {Entity, model, property} from '@loopback/repository';
import type {SerialLedgerStatus} from './product-serial.model';

/** The ledger's answer to one change of one serial (table ledger_record). */
@model({settings: {postgresql: {schema: 'public', table: 'ledger_record'}, strict: true, idInjection: false}})
export class LedgerRecord extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'bigint'}})
  id!: number;

  @property({type: 'number', required: true, postgresql: {columnName: 'product_serial_id', dataType: 'bigint'}})
  productSerialId!: number;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'upload_id', dataType: 'integer', nullable: 'YES'},
  })
  uploadId?: number | null;

  /** What was sent: serial, brand, model, supplier. */
  @property({type: 'string', required: true, postgresql: {columnName: 'serial', dataType: 'text'}})
  serial!: string;

  @property({type: 'string', required: true, postgresql: {columnName: 'brand', dataType: 'text'}})
  brand!: string;

  @property({type: 'string', required: true, postgresql: {columnName: 'model', dataType: 'text'}})
  model!: string;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'distributor_name', dataType: 'text', nullable: 'YES'},
  })
  distributorName?: string | null;

  /** The upload batch of the serial when sent. */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'batch_id', dataType: 'uuid', nullable: 'YES'},
  })
  batchId?: string | null;

  @property({
    type: 'string',
    required: true,
    jsonSchema: {enum: ['pending', 'pass', 'fail', 'deleted']},
    postgresql: {columnName: 'status', dataType: 'text'},
  })
  status!: SerialLedgerStatus;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'error', dataType: 'text', nullable: 'YES'},
  })
  error?: string | null;

  /** The serial status a status update carried (recalled, ineligible, available); null for an upload's record. */
  @property({
    type: 'string',
    jsonSchema: {nullable: true, enum: ['available', 'recalled', 'ineligible', null]},
    postgresql: {columnName: 'serial_status', dataType: 'text', nullable: 'YES'},
  })
  serialStatus?: string | null;

  /** What the ledger's own source holds for the serial. */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'source_brand', dataType: 'text', nullable: 'YES'},
  })
  sourceBrand?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'source_model', dataType: 'text', nullable: 'YES'},
  })
  sourceModel?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'source_distributor_name', dataType: 'text', nullable: 'YES'},
  })
  sourceDistributorName?: string | null;

  @property({type: 'date', postgresql: {columnName: 'created_time', dataType: 'timestamp with time zone'}})
  createdTime!: Date;

  /** serial id, upload id and action: each change is stored once. */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'change_key', dataType: 'text', nullable: 'YES'},
  })
  changeKey?: string | null;

  /** The serial's manufacturer (set by a trigger). */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'manufacturer_id', dataType: 'integer', nullable: 'YES'},
  })
  manufacturerId?: number | null;

  constructor(data?: Partial<LedgerRecord>) {
    super(data);
  }
}
