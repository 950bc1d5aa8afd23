import {Entity, model, property} from '@loopback/repository';

/**
 * The release of a wrongly claimed installation (table installation_release): who released it, why, and the
 * serials it made available again. Either an app provider (its own installation) or an administrator.
 */
@model({settings: {postgresql: {schema: 'public', table: 'installation_release'}, strict: true, idInjection: false}})
export class InstallationRelease extends Entity {
  @property({
    type: 'number',
    id: true,
    generated: true,
    jsonSchema: {type: 'integer'},
    postgresql: {columnName: 'id', dataType: 'integer'},
  })
  id!: number;

  @property({
    type: 'number',
    required: true,
    jsonSchema: {type: 'integer'},
    postgresql: {columnName: 'installation_id', dataType: 'integer'},
  })
  installationId!: number;

  /** The provider that released its own installation. */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'app_provider_id', dataType: 'integer', nullable: 'YES'},
  })
  appProviderId?: number | null;

  /** The administrator who released it. */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'user_id', dataType: 'integer', nullable: 'YES'},
  })
  userId?: number | null;

  @property({type: 'string', required: true, postgresql: {columnName: 'reason', dataType: 'text'}})
  reason!: string;

  /** The serials made available again. */
  @property({
    type: 'array',
    itemType: 'number',
    required: true,
    postgresql: {columnName: 'serial_ids', dataType: 'bigint[]'},
  })
  serialIds!: number[];

  @property({
    type: 'date',
    required: true,
    postgresql: {columnName: 'released_on', dataType: 'timestamp with time zone'},
  })
  releasedOn!: Date;

  constructor(data?: Partial<InstallationRelease>) {
    super(data);
  }
}

/** A release as the release log lists it: who released it by name, and the serials it freed. */
@model()
export class InstallationReleaseEntry extends InstallationRelease {
  @property({type: 'string', required: true, description: 'The app provider or the administrator'})
  releasedBy!: string;

  @property({type: 'array', itemType: 'string', required: true})
  serials!: string[];

  constructor(data?: Partial<InstallationReleaseEntry>) {
    super(data);
  }
}
