import {Entity, model, property} from '@loopback/repository';

/**
 * One run of a sync operation of the Miscellaneous page (table sync_run): at most one unfinished per kind. A run
 * being worked has runningSince set and its process holds the run's advisory lock.
 */
@model({settings: {postgresql: {schema: 'public', table: 'sync_run'}, strict: true, idInjection: false}})
export class SyncRun extends Entity {
  /** Read as text (id::text): run ids travel as strings. */
  @property({type: 'string', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'bigint'}})
  id!: string;

  /** The operation (SYNC_KINDS of the sync feature). */
  @property({type: 'string', required: true, postgresql: {columnName: 'kind', dataType: 'text'}})
  kind!: string;

  /** What the run was asked with (a certificate name, a date range), else {}. */
  @property({type: 'object', required: true, postgresql: {columnName: 'params', dataType: 'jsonb'}})
  params!: Record<string, unknown>;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'started_by', dataType: 'integer', nullable: 'YES'},
  })
  startedBy?: number | null;

  @property({type: 'date', postgresql: {columnName: 'started_at', dataType: 'timestamp with time zone'}})
  startedAt?: Date;

  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'finished_at', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  finishedAt?: Date | null;

  @property({type: 'number', postgresql: {columnName: 'added', dataType: 'integer'}})
  added?: number;

  @property({type: 'number', postgresql: {columnName: 'changed', dataType: 'integer'}})
  changed?: number;

  @property({type: 'number', postgresql: {columnName: 'removed', dataType: 'integer'}})
  removed?: number;

  /** Why it failed (nothing was changed then). */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'error', dataType: 'text', nullable: 'YES'},
  })
  error?: string | null;

  /** What the page shows of it: the certificate's JSON, the analytics CSV. */
  @property({type: 'any', postgresql: {columnName: 'result', dataType: 'jsonb', nullable: 'YES'}})
  result?: unknown;

  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'running_since', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  runningSince?: Date | null;

  /** Its job in the queue (data syncs). */
  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'job_id', dataType: 'uuid', nullable: 'YES'},
  })
  jobId?: string | null;

  constructor(data?: Partial<SyncRun>) {
    super(data);
  }
}
