import {Entity, model, property} from '@loopback/repository';

/**
 * An accredited installer (table installer, document 002 sections 2.10 and 3), by its CEC accreditation code; the
 * installer sync and the migrated-installer import keep the list, the verification counts requests and data packs.
 */
@model({settings: {postgresql: {schema: 'public', table: 'installer'}, strict: true, idInjection: false}})
export class Installer extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'acc_code', dataType: 'text'}})
  accCode!: string;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'first_name', dataType: 'text', nullable: 'YES'},
  })
  firstName?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'last_name', dataType: 'text', nullable: 'YES'},
  })
  lastName?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'account_name', dataType: 'text', nullable: 'YES'},
  })
  accountName?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'email', dataType: 'text', nullable: 'YES'},
  })
  email?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'mobile', dataType: 'text', nullable: 'YES'},
  })
  mobile?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'phone', dataType: 'text', nullable: 'YES'},
  })
  phone?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'postal_code', dataType: 'text', nullable: 'YES'},
  })
  postalCode?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'city', dataType: 'text', nullable: 'YES'},
  })
  city?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'state', dataType: 'text', nullable: 'YES'},
  })
  state?: string | null;

  /** 'YYYY-MM-DD' (dates are read as text). */
  @property({
    type: 'string',
    jsonSchema: {nullable: true, format: 'date'},
    postgresql: {columnName: 'full_award_date', dataType: 'date', nullable: 'YES'},
  })
  fullAwardDate?: string | null;

  /** 'YYYY-MM-DD' (dates are read as text). */
  @property({
    type: 'string',
    jsonSchema: {nullable: true, format: 'date'},
    postgresql: {columnName: 'expiry_date', dataType: 'date', nullable: 'YES'},
  })
  expiryDate?: string | null;

  /** 'Current' while the CEC accreditation holds. */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'status', dataType: 'text', nullable: 'YES'},
  })
  status?: string | null;

  /** The SAA accreditation, when the installer holds one. */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'saa_code', dataType: 'text', nullable: 'YES'},
  })
  saaCode?: string | null;

  /** 'YYYY-MM-DD' (dates are read as text). */
  @property({
    type: 'string',
    jsonSchema: {nullable: true, format: 'date'},
    postgresql: {columnName: 'saa_award_date', dataType: 'date', nullable: 'YES'},
  })
  saaAwardDate?: string | null;

  /** 'YYYY-MM-DD' (dates are read as text). */
  @property({
    type: 'string',
    jsonSchema: {nullable: true, format: 'date'},
    postgresql: {columnName: 'saa_expiry_date', dataType: 'date', nullable: 'YES'},
  })
  saaExpiryDate?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'saa_status', dataType: 'text', nullable: 'YES'},
  })
  saaStatus?: string | null;

  @property({type: 'number', postgresql: {columnName: 'total_request', dataType: 'integer'}})
  totalRequest!: number;

  @property({type: 'number', postgresql: {columnName: 'total_failed', dataType: 'integer'}})
  totalFailed!: number;

  /** Installations the accreditation code is recorded on (kept by migration 090's triggers). */
  @property({type: 'number', postgresql: {columnName: 'data_packs', dataType: 'bigint'}})
  dataPacks!: number;

  @property({type: 'date', postgresql: {columnName: 'updated_on', dataType: 'timestamp with time zone'}})
  updatedOn!: Date;

  /** Where the row came from (a sync, an import). */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'source', dataType: 'text', nullable: 'YES'},
  })
  source?: string | null;

  constructor(data?: Partial<Installer>) {
    super(data);
  }
}
