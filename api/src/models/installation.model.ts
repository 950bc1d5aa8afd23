import {Entity, model, property} from '@loopback/repository';

/** A site where an installer app verified serials as installed (table installation). */
@model({settings: {postgresql: {schema: 'public', table: 'installation'}, strict: true, idInjection: false}})
export class Installation extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  /** 'YYYY-MM-DD' (dates are read as text). */
  @property({
    type: 'string',
    required: true,
    jsonSchema: {format: 'date'},
    postgresql: {columnName: 'installation_date', dataType: 'date'},
  })
  installationDate!: string;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'owner_first_name', dataType: 'text', nullable: 'YES'},
  })
  ownerFirstName?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'owner_email', dataType: 'text', nullable: 'YES'},
  })
  ownerEmail?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'unit_type', dataType: 'text', nullable: 'YES'},
  })
  unitType?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'unit_number', dataType: 'text', nullable: 'YES'},
  })
  unitNumber?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'street_number', dataType: 'text', nullable: 'YES'},
  })
  streetNumber?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'street_name', dataType: 'text', nullable: 'YES'},
  })
  streetName?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'street_type', dataType: 'text', nullable: 'YES'},
  })
  streetType?: string | null;

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

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'post_code', dataType: 'text', nullable: 'YES'},
  })
  postCode?: string | null;

  @property({type: 'string', postgresql: {columnName: 'country', dataType: 'text'}})
  country!: string;

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

  @property({type: 'boolean', postgresql: {columnName: 'is_manual_location', dataType: 'boolean'}})
  isManualLocation!: boolean;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'installer_acc_code', dataType: 'text', nullable: 'YES'},
  })
  installerAccCode?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'retailer_name', dataType: 'text', nullable: 'YES'},
  })
  retailerName?: string | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'rated_power_w', dataType: 'integer', nullable: 'YES'},
  })
  ratedPowerW?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'app_provider_id', dataType: 'integer', nullable: 'YES'},
  })
  appProviderId?: number | null;

  @property({type: 'date', postgresql: {columnName: 'created_on', dataType: 'timestamp with time zone'}})
  createdOn!: Date;

  /** When its serials were released (an installation made in error). */
  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'released_on', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  releasedOn?: Date | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'released_by', dataType: 'text', nullable: 'YES'},
  })
  releasedBy?: string | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'release_reason', dataType: 'text', nullable: 'YES'},
  })
  releaseReason?: string | null;

  constructor(data?: Partial<Installation>) {
    super(data);
  }
}
