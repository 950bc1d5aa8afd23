import {Entity, model, property} from '@loopback/repository';

/**
 * One change an administrator or an account made (table audit_log, server.md section 10): who, what, to which
 * record, when, and the record before and after. Written in the transaction of the change it describes.
 */
@model({settings: {postgresql: {schema: 'public', table: 'audit_log'}, strict: true, idInjection: false}})
export class AuditLog extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'bigint'}})
  id!: number;

  /** The acting account; null for the system itself. */
  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'user_id', dataType: 'integer', nullable: 'YES'},
  })
  userId?: number | null;

  /** What was done, e.g. 'user.deactivate', 'manufacturer.update'. */
  @property({type: 'string', required: true, postgresql: {columnName: 'action', dataType: 'text'}})
  action!: string;

  /** The kind of record changed, e.g. 'User', 'Manufacturer'. */
  @property({type: 'string', required: true, postgresql: {columnName: 'entity', dataType: 'text'}})
  entity!: string;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'entity_id', dataType: 'text', nullable: 'YES'},
  })
  entityId?: string | null;

  @property({type: 'any', postgresql: {columnName: 'before', dataType: 'jsonb', nullable: 'YES'}})
  before?: unknown;

  @property({type: 'any', postgresql: {columnName: 'after', dataType: 'jsonb', nullable: 'YES'}})
  after?: unknown;

  @property({type: 'date', postgresql: {columnName: 'created_at', dataType: 'timestamp with time zone'}})
  createdAt?: Date;

  constructor(data?: Partial<AuditLog>) {
    super(data);
  }
}
