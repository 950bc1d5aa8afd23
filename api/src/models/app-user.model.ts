import {Entity, model, property} from '@loopback/repository';
import {Role} from '../services/kernel/caller';

/** A portal account (table app_user of migration 001). */
@model({
  settings: {
    postgresql: {schema: 'public', table: 'app_user'},
    strict: true,
    idInjection: false,
    hidden: ['passwordHash'],
  },
})
export class AppUser extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'username', dataType: 'citext'}})
  username!: string;

  @property({type: 'string', required: true, postgresql: {columnName: 'email', dataType: 'citext'}})
  email!: string;

  @property({type: 'string', required: true, postgresql: {columnName: 'password_hash', dataType: 'text'}})
  passwordHash!: string;

  @property({type: 'string', postgresql: {columnName: 'first_name', dataType: 'text'}})
  firstName!: string;

  @property({type: 'string', postgresql: {columnName: 'last_name', dataType: 'text'}})
  lastName!: string;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'mobile', dataType: 'text', nullable: 'YES'},
  })
  mobile?: string | null;

  @property({type: 'string', required: true, postgresql: {columnName: 'role', dataType: 'text'}})
  role!: Role;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'manufacturer_id', dataType: 'integer', nullable: 'YES'},
  })
  manufacturerId?: number | null;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'distributor_id', dataType: 'integer', nullable: 'YES'},
  })
  distributorId?: number | null;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'profile_photo', dataType: 'text', nullable: 'YES'},
  })
  profilePhoto?: string | null;

  @property({type: 'boolean', postgresql: {columnName: 'email_confirmed', dataType: 'boolean'}})
  emailConfirmed?: boolean;

  @property({type: 'boolean', postgresql: {columnName: 'is_active', dataType: 'boolean'}})
  isActive?: boolean;

  @property({type: 'number', postgresql: {columnName: 'failed_logins', dataType: 'smallint'}})
  failedLogins?: number;

  @property({type: 'boolean', postgresql: {columnName: 'lockout_enabled', dataType: 'boolean'}})
  lockoutEnabled?: boolean;

  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'lockout_end', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  lockoutEnd?: Date | null;

  @property({type: 'date', postgresql: {columnName: 'created_at', dataType: 'timestamp with time zone'}})
  createdAt?: Date;

  @property({type: 'date', postgresql: {columnName: 'updated_at', dataType: 'timestamp with time zone'}})
  updatedAt?: Date;

  /** A staff member's job title. */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'designation', dataType: 'text', nullable: 'YES'},
  })
  designation?: string | null;

  /** Raised by a password change or reset: tokens carrying an older version are refused. */
  @property({type: 'number', postgresql: {columnName: 'token_version', dataType: 'integer'}})
  tokenVersion?: number;

  /** When a staff member was deleted (kept, unable to sign in). */
  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'deleted_at', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  deletedAt?: Date | null;

  constructor(data?: Partial<AppUser>) {
    super(data);
  }

  /** Locked now: lockout_end lies in the future (as loadCaller reads it). */
  isLockedOut(now = new Date()): boolean {
    return !!this.lockoutEnd && new Date(this.lockoutEnd) > now;
  }
}
