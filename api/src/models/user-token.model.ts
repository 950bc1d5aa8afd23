import {Entity, model, property} from '@loopback/repository';

export type UserTokenPurpose = 'activate' | 'reset';

/** A single-use activation or reset token, kept as its SHA-256 hash only (table user_token). */
@model({settings: {postgresql: {schema: 'public', table: 'user_token'}, strict: true, idInjection: false}})
export class UserToken extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  @property({type: 'number', required: true, postgresql: {columnName: 'user_id', dataType: 'integer'}})
  userId!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'purpose', dataType: 'text'}})
  purpose!: UserTokenPurpose;

  @property({type: 'string', required: true, postgresql: {columnName: 'token_hash', dataType: 'text'}})
  tokenHash!: string;

  @property({
    type: 'date',
    required: true,
    postgresql: {columnName: 'expires_at', dataType: 'timestamp with time zone'},
  })
  expiresAt!: Date;

  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'used_at', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  usedAt?: Date | null;

  @property({type: 'date', postgresql: {columnName: 'created_at', dataType: 'timestamp with time zone'}})
  createdAt?: Date;

  constructor(data?: Partial<UserToken>) {
    super(data);
  }
}
