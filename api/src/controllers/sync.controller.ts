import {inject} from '@loopback/core';
import {api, get, param, post, Response, RestBindings, SchemaObject} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {access, Access} from '../auth/access';
import {Caller} from '../services/kernel/caller';
import {SYNC_KINDS, SYNC_MESSAGES, SyncRunRow, SyncService} from '../services/sync';
import {attachment} from './attachment';
import {ok, refused, UNAUTHORIZED} from './specs';
import {SyncBindings} from '../services/sync/sync.keys';

const STARTED_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'SyncStarted',
  properties: {
    status: {type: 'boolean'},
    running: {type: 'boolean'},
    runId: {type: 'string'},
    message: {type: 'string'},
  },
};
/** A card of the Miscellaneous page: the operation, whether it runs now and its latest run. */
const CARD_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'SyncCard',
  required: ['kind', 'title', 'running', 'lastRun'],
  properties: {
    kind: {type: 'string', enum: [...SYNC_KINDS]},
    title: {type: 'string'},
    running: {type: 'boolean'},
    lastRun: {
      type: 'object',
      nullable: true,
      required: ['id', 'startedAt', 'finishedAt', 'added', 'changed', 'removed', 'error'],
      properties: {
        id: {type: 'string'},
        startedAt: {type: 'string', format: 'date-time'},
        finishedAt: {type: 'string', format: 'date-time', nullable: true},
        added: {type: 'integer'},
        changed: {type: 'integer'},
        removed: {type: 'integer'},
        error: {type: 'string', nullable: true},
      },
    },
  },
};
const REFUSALS = {
  '401': UNAUTHORIZED,
  '403': {description: 'Not an administrator'},
  '409': refused('A run of this operation is already running', {running: [SYNC_MESSAGES.running('cecProducts')]}, 409),
};
const syncSpec = (summary: string) => ({
  tags: ['sync'],
  summary,
  description:
    'Starts the operation as a background job (one run per operation at a time) and answers 202 at once with the run id. ' +
    'GET /api/sync shows the run: while it runs, and when it ended, what it added, changed and removed or its error ' +
    '(a failed run changes nothing).',
  security: [{bearerAuth: []}],
  responses: {
    '202': ok('Started', {status: true, running: true, runId: '12', message: 'started'}, STARTED_SCHEMA),
    ...REFUSALS,
  },
});
const FETCH_FAILED = {
  '404': refused('The source does not know it', {failed: [SYNC_MESSAGES.failed]}, 404),
  '502': refused('The source failed', {failed: [SYNC_MESSAGES.failed]}, 502),
};

/** The Miscellaneous page's operations (document 002 sections 2.14 and 7; the paths are not shown there and are chosen here). */
@api({basePath: '/api/sync'})
export class SyncController {
  constructor(
    @inject(SyncBindings.SERVICE) private readonly sync: SyncService,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
    @inject(RestBindings.Http.RESPONSE) private readonly response: Response,
  ) {}

  @access(Access.admin())
  @get('/', {
    tags: ['sync'],
    summary:
      'The seven operations with their latest run: when, what it added, changed and removed, any error, and whether it runs now',
    security: [{bearerAuth: []}],
    responses: {
      '200': {description: 'Cards', content: {'application/json': {schema: {type: 'array', items: CARD_SCHEMA}}}},
    },
  })
  async cards() {
    return this.sync.cards();
  }

  @access(Access.admin())
  @get('/cec-installers', syncSpec('CEC Installers: the accredited installer list'))
  async cecInstallers() {
    return this.started(await this.sync.start('cecInstallers', this.caller.id));
  }

  @access(Access.admin())
  @get(
    '/cec-products',
    syncSpec('CEC Products: the approved product list (brands and models with approval and expiry dates)'),
  )
  async cecProducts() {
    return this.started(await this.sync.start('cecProducts', this.caller.id));
  }

  @access(Access.admin())
  @get('/manufacturer-products', syncSpec("Manufacturer Products: the manufacturers' own product data"))
  async manufacturerProducts() {
    return this.started(await this.sync.start('manufacturerProducts', this.caller.id));
  }

  @access(Access.admin())
  @post(
    '/reference-data',
    syncSpec('Reference Data: GET {vsp host}/api/endpoint (manufacturers with suppliers and dates, endpoints, apps)'),
  )
  async referenceData() {
    return this.started(await this.sync.start('referenceData', this.caller.id));
  }

  @access(Access.admin())
  @get('/new-apps', syncSpec('Newly Approved Apps'))
  async newApps() {
    return this.started(await this.sync.start('newApps', this.caller.id));
  }

  @access(Access.admin())
  @get('/cert-info/{certName}', {
    tags: ['sync'],
    summary: 'Cert Info: the certificate register entry of a certificate name, as the source answers it (JSON)',
    security: [{bearerAuth: []}],
    responses: {
      '200': {description: 'The JSON of the register', content: {'application/json': {schema: {type: 'object'}}}},
      ...REFUSALS,
      ...FETCH_FAILED,
    },
  })
  async certInfo(@param.path.string('certName') certName: string) {
    const run = await this.sync.fetchNow('certInfo', {certName}, this.caller.id);
    return run.error ? this.failed(run) : run.result;
  }

  @access(Access.admin())
  @get('/analytics', {
    tags: ['sync'],
    summary: 'Download Analytics Report: the analytics source between two date-times, as analytics.csv',
    security: [{bearerAuth: []}],
    responses: {
      '200': {description: 'analytics.csv', content: {'text/csv': {schema: {type: 'string'}}}},
      ...REFUSALS,
      ...FETCH_FAILED,
    },
  })
  async analytics(
    @param.query.string('from', {required: true, description: 'date-time (ISO 8601)'}) from: string,
    @param.query.string('to', {required: true, description: 'date-time (ISO 8601)'}) to: string,
  ) {
    const run = await this.sync.fetchNow('analytics', {from, to}, this.caller.id);
    if (run.error) return this.failed(run);
    this.response.status(200);
    this.response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    this.response.setHeader('Content-Disposition', attachment('analytics.csv'));
    this.response.end((run.result as {csv: string}).csv);
    return this.response;
  }

  private started(run: SyncRunRow) {
    this.response.status(202);
    return {status: true, running: true, runId: run.id, message: 'started'};
  }

  /** A source that failed: 404 when it does not know the name asked for, 502 otherwise. */
  private failed(run: SyncRunRow) {
    this.response.status(/ 404$/.test(run.error ?? '') ? 404 : 502);
    return {status: false, message: SYNC_MESSAGES.failed, error: run.error};
  }
}
