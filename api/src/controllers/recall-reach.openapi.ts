import {SchemaObject} from '@loopback/rest';
import {ROW_PROBLEM_SCHEMA, SELECTION_PROPERTIES, SERIALS} from './recalls.openapi';

/** The OpenAPI pieces of recalls, their reach and remedies (docs/api.md, Recalls and serial status). */

const text = (description?: string): SchemaObject => ({type: 'string', ...(description ? {description} : {})});

export const RECALL_INPUT_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'RecallInput',
  description: 'The notice and exactly one selection (serials, range or model) of the manufacturer’s serials.',
  properties: {
    title: {type: 'string', maxLength: 200},
    hazard: {type: 'string', maxLength: 2000},
    remedy: {type: 'string', maxLength: 2000},
    noticeUrl: {type: 'string', description: 'The public recall notice: an http or https address.'},
    contact: {type: 'string', maxLength: 500},
    ...SELECTION_PROPERTIES,
  },
  required: ['title', 'hazard', 'remedy', 'noticeUrl', 'contact'],
};

export const RECALL_CREATED_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'RecallCreated',
  properties: {
    id: {type: 'integer'},
    affected: {type: 'integer', description: 'Serials the recall took in.'},
    problems: {type: 'array', items: ROW_PROBLEM_SCHEMA},
  },
  required: ['id', 'affected', 'problems'],
};

const FIGURES: Record<string, SchemaObject> = {
  affected: {type: 'integer', description: 'Every serial the recall took in.'},
  installed: {type: 'integer', description: 'Of those, installed when they were taken in.'},
  located: {type: 'integer', description: 'Whereabouts known: installed at an address, or dealt with by a remedy.'},
  remedied: {type: 'integer', description: 'Replaced, repaired or confirmed not affected.'},
};

export const RECALL_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'Recall',
  properties: {
    id: {type: 'integer'},
    title: text(),
    hazard: text(),
    remedy: text(),
    noticeUrl: text(),
    contact: text(),
    createdAt: {type: 'string', format: 'date-time'},
    manufacturerId: {type: 'integer'},
    manufacturerName: text(),
    ...FIGURES,
  },
  required: [
    'id',
    'title',
    'hazard',
    'remedy',
    'noticeUrl',
    'contact',
    'createdAt',
    'manufacturerId',
    'manufacturerName',
    ...Object.keys(FIGURES),
  ],
};

export const RECALL_PAGE_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'RecallPage',
  properties: {items: {type: 'array', items: RECALL_SCHEMA}, total: {type: 'integer'}},
  required: ['items', 'total'],
};

const nullableText = {type: 'string', nullable: true} as SchemaObject;
const REMEDY: SchemaObject = {type: 'string', nullable: true, enum: ['replaced', 'repaired', 'not_affected', null]};

export const REACH_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'RecallReach',
  description:
    'The figures of the whole recall, and one page of its installed units (kind=installed: serial, model, address, ' +
    'postcode, state, installedAt, installerAccreditation, retailer, appProvider, remedy, remediedAt) or of its units ' +
    'not installed (kind=uninstalled: serial, model, uploadId, uploadedAt, supplier; supplier null: the manufacturer’s own upload).',
  properties: {
    ...FIGURES,
    total: {type: 'integer', description: 'Rows of this kind (and search).'},
    rows: {
      type: 'array',
      items: {
        type: 'object',
        title: 'RecallReachRow',
        properties: {
          serial: text(),
          model: text(),
          address: nullableText,
          postcode: nullableText,
          state: nullableText,
          installedAt: {type: 'string', format: 'date', nullable: true},
          installerAccreditation: nullableText,
          retailer: nullableText,
          appProvider: nullableText,
          remedy: REMEDY,
          remediedAt: {type: 'string', format: 'date-time', nullable: true},
          uploadId: {type: 'integer', nullable: true},
          uploadedAt: {type: 'string', format: 'date-time', nullable: true},
          supplier: nullableText,
        },
        required: ['serial', 'model'],
      },
    },
  },
  required: [...Object.keys(FIGURES), 'total', 'rows'],
};

export const REMEDY_INPUT_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'RecallRemedyInput',
  properties: {serials: SERIALS, remedy: {type: 'string', enum: ['replaced', 'repaired', 'not_affected']}},
  required: ['serials', 'remedy'],
};

export const REMEDY_DONE_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'RecallRemedyDone',
  properties: {updated: {type: 'integer'}, problems: {type: 'array', items: ROW_PROBLEM_SCHEMA}},
  required: ['updated', 'problems'],
};
