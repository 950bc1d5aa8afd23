import {Entity, model, property} from '@loopback/repository';

/**
 * One call of the verification API (table verification_batch): the request and the signed answer kept byte for
 * byte, unique per provider and requestId (which makes a call idempotent).
 */
@model({settings: {postgresql: {schema: 'public', table: 'verification_batch'}, strict: true, idInjection: false}})
export class VerificationBatch extends Entity {
  /** The batchId of the answer (a UUID). */
  @property({type: 'string', id: true, postgresql: {columnName: 'id', dataType: 'uuid'}})
  id!: string;

  @property({type: 'number', required: true, postgresql: {columnName: 'app_provider_id', dataType: 'integer'}})
  appProviderId!: number;

  /** The caller's own id of the call. */
  @property({type: 'string', required: true, postgresql: {columnName: 'request_id', dataType: 'text'}})
  requestId!: string;

  /** SHA-256 of the request body (hex): a replay with another body is refused. */
  @property({type: 'string', required: true, postgresql: {columnName: 'request_hash', dataType: 'text'}})
  requestHash!: string;

  /** 1 installation, 2 product, 3 serial. */
  @property({type: 'number', required: true, postgresql: {columnName: 'request_type', dataType: 'smallint'}})
  requestType!: number;

  /** The request's wire format, json or xml. */
  @property({type: 'string', required: true, postgresql: {columnName: 'content_type', dataType: 'text'}})
  requestFormat!: string;

  @property({type: 'buffer', required: true, postgresql: {columnName: 'request_body', dataType: 'bytea'}})
  requestBody!: Buffer;

  /** The answer's wire format, json or xml. */
  @property({type: 'string', required: true, postgresql: {columnName: 'response_type', dataType: 'text'}})
  responseFormat!: string;

  @property({type: 'buffer', required: true, postgresql: {columnName: 'response_body', dataType: 'bytea'}})
  responseBody!: Buffer;

  /** The detached JWS of the answer, as first sent. */
  @property({type: 'string', required: true, postgresql: {columnName: 'signature', dataType: 'text'}})
  signature!: string;

  /** The installation the batch recorded (installation requests). */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'installation_id', dataType: 'integer', nullable: 'YES'},
  })
  installationId?: number | null;

  @property({type: 'date', postgresql: {columnName: 'created_on', dataType: 'timestamp with time zone'}})
  createdOn?: Date;

  /** Sent in test mode: only the batch was kept. */
  @property({type: 'boolean', postgresql: {columnName: 'is_test', dataType: 'boolean'}})
  isTest?: boolean;

  constructor(data?: Partial<VerificationBatch>) {
    super(data);
  }
}
