import {Entity, model, property} from '@loopback/repository';

export type ChangeRequestStatus = 'Open' | 'Closed';

/**
 * A change request (table change_request; "pull request" in document 002, server.md section 7): link a supplier to
 * a manufacturer from a start date, proposed, approved by a reviewer other than its creator, then merged (the link
 * applies) or closed without a change.
 */
@model({settings: {postgresql: {schema: 'public', table: 'change_request'}, strict: true, idInjection: false}})
export class ChangeRequest extends Entity {
  @property({type: 'number', id: true, generated: true, postgresql: {columnName: 'id', dataType: 'integer'}})
  id!: number;

  @property({type: 'string', required: true, postgresql: {columnName: 'title', dataType: 'text'}})
  title!: string;

  @property({
    type: 'string',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'description', dataType: 'text', nullable: 'YES'},
  })
  description?: string | null;

  @property({type: 'number', required: true, postgresql: {columnName: 'manufacturer_id', dataType: 'integer'}})
  manufacturerId!: number;

  @property({type: 'number', required: true, postgresql: {columnName: 'distributor_id', dataType: 'integer'}})
  distributorId!: number;

  /** 'YYYY-MM-DD' (dates are read as text). */
  @property({
    type: 'string',
    required: true,
    jsonSchema: {format: 'date'},
    postgresql: {columnName: 'start_date', dataType: 'date'},
  })
  startDate!: string;

  @property({
    type: 'string',
    jsonSchema: {nullable: true, format: 'date'},
    postgresql: {columnName: 'end_date', dataType: 'date', nullable: 'YES'},
  })
  endDate?: string | null;

  @property({type: 'number', required: true, postgresql: {columnName: 'created_by', dataType: 'integer'}})
  createdBy!: number;

  /** The administrators asked to review. */
  @property.array(Number, {postgresql: {columnName: 'assignee_ids', dataType: 'integer[]'}})
  assigneeIds?: number[];

  @property({
    type: 'string',
    jsonSchema: {enum: ['Open', 'Closed']},
    postgresql: {columnName: 'status', dataType: 'text'},
  })
  status!: ChangeRequestStatus;

  @property({type: 'boolean', postgresql: {columnName: 'review_approved', dataType: 'boolean'}})
  reviewApproved!: boolean;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'approved_by', dataType: 'integer', nullable: 'YES'},
  })
  approvedBy?: number | null;

  @property({type: 'boolean', postgresql: {columnName: 'is_merged', dataType: 'boolean'}})
  isMerged!: boolean;

  @property({
    type: 'number',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'merged_by', dataType: 'integer', nullable: 'YES'},
  })
  mergedBy?: number | null;

  @property({
    type: 'date',
    jsonSchema: {nullable: true},
    postgresql: {columnName: 'closed_at', dataType: 'timestamp with time zone', nullable: 'YES'},
  })
  closedAt?: Date | null;

  @property({type: 'date', postgresql: {columnName: 'created_at', dataType: 'timestamp with time zone'}})
  createdAt?: Date;

  constructor(data?: Partial<ChangeRequest>) {
    super(data);
  }
}
