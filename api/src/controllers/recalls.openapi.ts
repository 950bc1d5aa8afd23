import {SchemaObject} from '@loopback/rest';
import {refused, UNAUTHORIZED} from './specs';

/** The OpenAPI pieces of serial statuses and recalls (docs/api.md, Recalls and serial status). */

export const SERIALS: SchemaObject = {
  type: 'array',
  items: {type: 'string'},
  description: 'Serials, as uploaded (compared trimmed, upper case, without spaces); at most 1,000,000.',
};
const RANGE: SchemaObject = {
  type: 'object',
  title: 'SerialRange',
  description: 'Numbered serials: `prefix` then each number from `from` to `to`, zero-padded to `digits`.',
  properties: {
    prefix: {type: 'string'},
    from: {type: 'integer', minimum: 0},
    to: {type: 'integer', minimum: 0},
    digits: {type: 'integer', minimum: 0, maximum: 30},
  },
  required: ['prefix', 'from', 'to', 'digits'],
};
const MODEL: SchemaObject = {
  type: 'object',
  title: 'ModelWindow',
  description: 'Every serial of the model uploaded between the two dates (both included).',
  properties: {
    name: {type: 'string'},
    uploadedFrom: {type: 'string', format: 'date'},
    uploadedTo: {type: 'string', format: 'date'},
  },
  required: ['name', 'uploadedFrom', 'uploadedTo'],
};
const MANUFACTURER_ID: SchemaObject = {
  type: 'integer',
  description: 'Administrators: the manufacturer acted for (required to create a recall). Others: one of theirs.',
};

/** The selection fields shared by a status change and a recall: exactly one of serials, range or model. */
export const SELECTION_PROPERTIES: Record<string, SchemaObject> = {
  serials: SERIALS,
  range: RANGE,
  model: MODEL,
  manufacturerId: MANUFACTURER_ID,
};

export const ROW_PROBLEM_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'RowProblem',
  description: 'A row that changed nothing: its 1-based position in `serials` (or number in the range), and why.',
  properties: {row: {type: 'integer'}, serial: {type: 'string'}, problem: {type: 'string'}},
  required: ['row', 'serial', 'problem'],
};

export const STATUS_CHANGE_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'SerialStatusChange',
  properties: {
    ...SELECTION_PROPERTIES,
    status: {type: 'string', enum: ['recalled', 'ineligible', 'available']},
    reason: {type: 'string', maxLength: 500},
    recallId: {type: 'integer', description: 'Required with status recalled: the recall the serials join.'},
  },
  required: ['status', 'reason'],
};

export const STATUS_CHANGED_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'SerialStatusChanged',
  properties: {
    changed: {type: 'integer', description: 'Serials whose status (or recall) changed.'},
    problems: {type: 'array', items: ROW_PROBLEM_SCHEMA, description: 'At most 1,000 unknown rows are named.'},
  },
  required: ['changed', 'problems'],
};

export const STATUS_CHANGE_QUEUED_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'StatusChangeQueued',
  description:
    'A change selecting more serials than the threshold (STATUS_JOB_THRESHOLD, 10,000 by default) runs as a job: ' +
    'poll GET /api/serials/status-changes/{changeId}; live events `StatusChangeProgress`, `StatusChangeDone` and ' +
    '`StatusChangeFailed` follow it. It is all or nothing: done with every serial changed, or failed with none.',
  properties: {
    changeId: {type: 'integer'},
    state: {type: 'string', enum: ['queued']},
    total: {type: 'integer', description: 'Serials selected (rows of the list or range, or the model’s serials).'},
  },
  required: ['changeId', 'state', 'total'],
};

export const STATUS_CHANGE_STATE_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'StatusChangeState',
  properties: {
    changeId: {type: 'integer'},
    kind: {type: 'string', enum: ['status', 'recall']},
    state: {type: 'string', enum: ['queued', 'running', 'done', 'failed']},
    total: {type: 'integer'},
    processed: {
      type: 'integer',
      description: 'Serials gone through so far by the running job (none stored before done).',
    },
    changed: {type: 'integer', nullable: true, description: 'Done: serials whose status (or recall) changed.'},
    matched: {type: 'integer', nullable: true, description: 'Done: serials of yours the selection took in.'},
    recallId: {type: 'integer', nullable: true, description: 'Done, for a recall: its id.'},
    problems: {type: 'array', nullable: true, items: ROW_PROBLEM_SCHEMA},
    error: {type: 'string', nullable: true},
    createdAt: {type: 'string', format: 'date-time'},
    finishedAt: {type: 'string', format: 'date-time', nullable: true},
  },
  required: ['changeId', 'kind', 'state', 'total', 'processed'],
};

export const STATUS_HISTORY_SCHEMA: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    title: 'SerialStatusHistoryEntry',
    properties: {
      serial: {type: 'string'},
      at: {type: 'string', format: 'date-time'},
      from: {type: 'string', enum: ['available', 'recalled', 'ineligible']},
      to: {type: 'string', enum: ['available', 'recalled', 'ineligible']},
      reason: {type: 'string'},
      recallId: {type: 'integer', nullable: true},
      recallTitle: {type: 'string', nullable: true},
      by: {type: 'string', nullable: true, description: 'The user name of who changed it.'},
    },
    required: ['serial', 'at', 'from', 'to', 'reason', 'recallId', 'recallTitle', 'by'],
  },
};

/** The refusals every status and recall call shares. */
export const STATUS_REFUSALS = {
  '401': UNAUTHORIZED,
  '403': refused(
    'Suppliers and distributors, and staff without the Upload permission',
    {forbidden: ['You do not have permission to do this.']},
    403,
  ),
  '422': refused(
    'A broken field, named',
    {reason: ['reason: This field is required (at most 500 characters)', 'reason']},
    422,
  ),
};

export const notFound = (what: string, message: string) => ({'404': refused(what, {notFound: [message]}, 404)});
