import {Entity, model, property} from '@loopback/repository';

/** available: uploaded, not installed; installed: at an installation; withdrawn: its upload was deleted. */
export type SerialState = 'available' | 'installed' | 'withdrawn';

/** The ledger's answer for a serial (pending until it answers). */
export type SerialLedgerStatus = 'pending' | 'pass' | 'fail' | 'deleted';

/** The statuses a manufacturer gives a serial (serial_status): independent of its state. */
export const SERIAL_STATUSES = ['available', 'recalled', 'ineligible'] as const;
export type SerialStatus = (typeof SERIAL_STATUSES)[number];

/** The SQL condition "the serial with this id is available": it has no row in serial_status. */
export const statusIsAvailable = (serialId = 'ps.id') =>
  `NOT EXISTS (SELECT 1 FROM serial_status st WHERE st.product_serial_id = ${serialId})`;

/** One physical unit of a model, as a manufacturer or supplier uploaded it (table product_serial). */
@model({settings: {postgresql: {schema: 'public', table: 'product_serial'}, strict: true, idInjection: false}})
export class ProductSerial extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'bigint'}})
  id!: number;

  @property({type: 'number', required: true, postgresql: {columnName: 'brand_id', dataType: 'integer'}})
  brandId!: number;

  @property({type: 'number', required: true, postgresql: {columnName: 'manufacturer_id', dataType: 'integer'}})
  manufacturerId!: number;

  @property({type: 'number', required: true, postgresql: {columnName: 'product_id', dataType: 'integer'}})
  productId!: number;

  /** As uploaded. */
  @property({type: 'string', required: true, postgresql: {columnName: 'serial', dataType: 'text'}})
  serial!: string;

  /** Upper case, without whitespace: unique per brand, and what lookups and searches use. */
  @property({type: 'string', required: true, postgresql: {columnName: 'serial_norm', dataType: 'text'}})
  serialNorm!: string;

  @property({
    type: 'string',
    required: true,
    jsonSchema: {enum: ['available', 'installed', 'withdrawn']},
    postgresql: {columnName: 'state', dataType: 'text'},
  })
  state!: SerialState;

  /** The upload that brought it (its latest, after a restore or a takeover). */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'upload_id', dataType: 'integer', nullable: 'YES'},
  })
  uploadId?: number | null;

  /** The supplier whose upload it is; null when the manufacturer uploaded it. */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'distributor_id', dataType: 'integer', nullable: 'YES'},
  })
  distributorId?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'installation_id', dataType: 'integer', nullable: 'YES'},
  })
  installationId?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'record_id', dataType: 'integer', nullable: 'YES'},
  })
  recordId?: number | null;

  @property({type: 'date', postgresql: {columnName: 'uploaded_on', dataType: 'timestamp with time zone'}})
  uploadedOn!: Date;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'nominal_capacity', dataType: 'numeric', nullable: 'YES'},
  })
  nominalCapacity?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'usable_capacity', dataType: 'numeric', nullable: 'YES'},
  })
  usableCapacity?: number | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'tempature_range', dataType: 'text', nullable: 'YES'},
  })
  tempatureRange?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'ip_protection', dataType: 'text', nullable: 'YES'},
  })
  ipProtection?: string | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'amp_hours', dataType: 'numeric', nullable: 'YES'},
  })
  ampHours?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'mod_capacity', dataType: 'numeric', nullable: 'YES'},
  })
  modCapacity?: number | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'smart_hybrid', dataType: 'text', nullable: 'YES'},
  })
  smartHybrid?: string | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'pmax', dataType: 'numeric', nullable: 'YES'},
  })
  pmax?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'ff', dataType: 'numeric', nullable: 'YES'},
  })
  ff?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'voc', dataType: 'numeric', nullable: 'YES'},
  })
  voc?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'isc', dataType: 'numeric', nullable: 'YES'},
  })
  isc?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'vpm', dataType: 'numeric', nullable: 'YES'},
  })
  vpm?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'ipm', dataType: 'numeric', nullable: 'YES'},
  })
  ipm?: number | null;

  /** The ledger's last answer for it: pending until answered. */
  @property({
    type: 'string',
    jsonSchema: {enum: ['pending', 'pass', 'fail', 'deleted']},
    postgresql: {columnName: 'ledger_status', dataType: 'text'},
  })
  ledgerStatus!: SerialLedgerStatus;

  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'ledger_date', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  ledgerDate?: Date | null;

  constructor(data?: Partial<ProductSerial>) {
    super(data);
  }
}
