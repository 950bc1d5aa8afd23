import {inject} from '@loopback/core';
import {api, get, param, post, requestBody, Response, RestBindings} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {access, Access} from '../auth/access';
import {Caller} from '../services/kernel/caller';
import {PERMISSION} from '../services/kernel/tenancy';
import {STATUS_PERMISSION, STATUS_ROLES} from '../services/recalls/recall-access';
import type {RecallReachService} from '../services/recalls/recall-reach.service';
import type {RecallInput, RecallService} from '../services/recalls/recall.service';
import {RecallBindings} from '../services/recalls/recalls.keys';
import {attachment} from './attachment';
import {
  REACH_SCHEMA,
  RECALL_CREATED_SCHEMA,
  RECALL_INPUT_SCHEMA,
  RECALL_PAGE_SCHEMA,
  RECALL_SCHEMA,
  REMEDY_DONE_SCHEMA,
  REMEDY_INPUT_SCHEMA,
} from './recall-reach.openapi';
import {notFound, STATUS_CHANGE_QUEUED_SCHEMA, STATUS_REFUSALS} from './recalls.openapi';

const NO_RECALL = notFound('No recall of yours has this id', 'No recall of yours has this id.');
const json = (description: string, schema: object) => ({description, content: {'application/json': {schema}}});
const page = {schema: {type: 'integer' as const, minimum: 1}};

/** Recalls: create, list, one, reach, its export and remedies (docs/api.md, Recalls and serial status). */
@api({basePath: '/api/recalls'})
export class RecallController {
  constructor(
    @inject(RecallBindings.RECALL_SERVICE) private readonly recalls: RecallService,
    @inject(RecallBindings.REACH_SERVICE) private readonly reaches: RecallReachService,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
  ) {}

  @access(Access.roles(STATUS_ROLES, STATUS_PERMISSION))
  @post('', {
    tags: ['recalls'],
    summary: 'Recall serials: a list, a range or a model uploaded in a date window, with the public notice',
    description:
      'One transaction: the recall, its serials marked recalled (verification answers RECALLED with the notice), ' +
      'where each one is at this moment (its reach), the audit entry and the webhooks `serial.recalled` and ' +
      '`serial.status_changed` to the manufacturer and the app providers that verified those serials. Rows naming no ' +
      'serial of yours are reported in `problems`. Administrators name `manufacturerId`; staff need Upload.',
    security: [{bearerAuth: []}],
    responses: {
      '201': json('The recall', RECALL_CREATED_SCHEMA),
      '202': json(
        'Queued as a job (more serials than the threshold): the recall’s id comes with the done change',
        STATUS_CHANGE_QUEUED_SCHEMA,
      ),
      ...STATUS_REFUSALS,
    },
  })
  async create(
    @requestBody({required: true, content: {'application/json': {schema: RECALL_INPUT_SCHEMA}}}) body: RecallInput,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ) {
    const created = await this.recalls.create(this.caller, body ?? {});
    response.status('changeId' in created ? 202 : 201);
    return created;
  }

  @access(Access.roles(STATUS_ROLES, PERMISSION.read))
  @get('', {
    tags: ['recalls'],
    summary: 'Recalls, newest first (administrators: every manufacturer’s, or manufacturerId’s)',
    security: [{bearerAuth: []}],
    responses: {'200': json('A page of recalls', RECALL_PAGE_SCHEMA), ...STATUS_REFUSALS},
  })
  list(
    @param.query.integer('page', page) pageNo?: number,
    @param.query.integer('perPage', {schema: {type: 'integer', minimum: 1, maximum: 500}}) perPage?: number,
    @param.query.string('q', {description: 'Part of the title'}) q?: string,
    @param.query.integer('manufacturerId') manufacturerId?: number,
  ) {
    return this.recalls.list(this.caller, {page: pageNo, perPage, q, manufacturerId});
  }

  @access(Access.roles(STATUS_ROLES, PERMISSION.read))
  @get('/{id}', {
    tags: ['recalls'],
    summary: 'One recall with its reach figures',
    security: [{bearerAuth: []}],
    responses: {'200': json('The recall', RECALL_SCHEMA), ...STATUS_REFUSALS, ...NO_RECALL},
  })
  one(@param.path.integer('id') id: number) {
    return this.recalls.visible(this.caller, id);
  }

  @access(Access.roles(STATUS_ROLES, PERMISSION.read))
  @get('/{id}/reach', {
    tags: ['recalls'],
    summary: 'A recall’s reach: its figures and a page of its installed (or not installed) units',
    security: [{bearerAuth: []}],
    responses: {'200': json('The reach', REACH_SCHEMA), ...STATUS_REFUSALS, ...NO_RECALL},
  })
  reach(
    @param.path.integer('id') id: number,
    @param.query.string('kind', {schema: {type: 'string', enum: ['installed', 'uninstalled']}}) kind?: string,
    @param.query.integer('page', page) pageNo?: number,
    @param.query.integer('perPage', {schema: {type: 'integer', minimum: 1, maximum: 500}}) perPage?: number,
    @param.query.string('q', {description: 'A serial’s start, or (installed) a postcode or state'}) q?: string,
  ) {
    return this.reaches.reach(this.caller, id, {kind, page: pageNo, perPage, q});
  }

  @access(Access.roles(STATUS_ROLES, PERMISSION.download))
  @get('/{id}/reach/export', {
    tags: ['recalls'],
    summary: 'A recall’s whole reach as CSV or XLSX (formula-safe): installed units, then those not installed',
    security: [{bearerAuth: []}],
    responses: {
      '200': {
        description: 'recall-{id}-reach.csv or .xlsx',
        content: {'application/octet-stream': {schema: {type: 'string', format: 'binary'}}},
      },
      ...STATUS_REFUSALS,
      ...NO_RECALL,
    },
  })
  async export(
    @param.path.integer('id') id: number,
    @param.query.string('format', {schema: {type: 'string', enum: ['csv', 'xlsx']}}) format: string | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    const download = await this.reaches.export(this.caller, id, format === 'xlsx' ? 'xlsx' : 'csv');
    response.status(200);
    response.setHeader('Content-Type', download.type);
    response.setHeader('Content-Disposition', attachment(download.name));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    await download.write(response);
    return response;
  }

  @access(Access.roles(STATUS_ROLES, STATUS_PERMISSION))
  @post('/{id}/remedies', {
    tags: ['recalls'],
    summary: 'Mark recalled units remedied: replaced, repaired or confirmed not affected',
    description: 'Rows naming none of the recall’s units are reported in `problems`; the reach figures follow.',
    security: [{bearerAuth: []}],
    responses: {'200': json('What was marked', REMEDY_DONE_SCHEMA), ...STATUS_REFUSALS, ...NO_RECALL},
  })
  remedies(
    @param.path.integer('id') id: number,
    @requestBody({required: true, content: {'application/json': {schema: REMEDY_INPUT_SCHEMA}}})
    body: {serials?: unknown; remedy?: unknown},
  ) {
    return this.reaches.remedies(this.caller, id, body ?? {});
  }
}
