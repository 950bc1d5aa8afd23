import {Entity, model, property} from '@loopback/repository';

/** The public half of a signing key as the JWKS publishes it (an Ed25519 JSON Web Key). */
export interface PublicJwk {
  kty: string;
  crv: string;
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

/**
 * A key that signs verification answers and webhook deliveries (table signing_key), in the database so that every
 * replica signs with the same key. Published while active and before its retirement; of the published keys whose
 * `signsFrom` has come, the newest signs (a rotated key is published a while before it signs).
 */
@model({settings: {postgresql: {schema: 'public', table: 'signing_key'}, strict: true, idInjection: false}})
export class SigningKey extends Entity {
  @property({type: 'string', id: true, required: true, postgresql: {columnName: 'kid', dataType: 'text'}})
  kid!: string;

  @property({type: 'object', required: true, postgresql: {columnName: 'public_jwk', dataType: 'jsonb'}})
  publicJwk!: PublicJwk;

  /** PKCS#8 PEM; never leaves the server. */
  @property({type: 'string', required: true, hidden: true, postgresql: {columnName: 'private_pem', dataType: 'text'}})
  privatePem!: string;

  @property({type: 'boolean', postgresql: {columnName: 'active', dataType: 'boolean'}})
  active?: boolean;

  @property({
    type: 'date',
    required: true,
    postgresql: {columnName: 'created_at', dataType: 'timestamp with time zone'},
  })
  createdAt!: Date;

  @property({
    type: 'date',
    required: true,
    description: 'When it starts signing (published before, so cached key sets know it)',
    postgresql: {columnName: 'signs_from', dataType: 'timestamp with time zone'},
  })
  signsFrom!: Date;

  @property({
    type: 'date',
    description: 'When it leaves the JWKS',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'retires_at', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  retiresAt?: Date | null;

  constructor(data?: Partial<SigningKey>) {
    super(data);
  }
}

/** A published key as administrators list it (never its private part): its dates, and whether it signs now. */
@model()
export class SigningKeyInfo extends SigningKey {
  @property({type: 'boolean', required: true, description: 'The key that signs now'})
  signing!: boolean;

  constructor(data?: Partial<SigningKeyInfo>) {
    super(data);
  }
}
