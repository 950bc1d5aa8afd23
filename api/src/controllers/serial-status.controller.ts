import {inject} from '@loopback/core';
import {api, get, param, post, requestBody, Response, RestBindings} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {access, Access} from '../auth/access';
import {Caller} from '../services/kernel/caller';
import {PERMISSION} from '../services/kernel/tenancy';
import {RecallBindings} from '../services/recalls/recalls.keys';
import {STATUS_PERMISSION, STATUS_ROLES} from '../services/recalls/recall-access';
import type {SerialStatusService, StatusChangeInput} from '../services/recalls/serial-status.service';
import {STATUS_JOB_MESSAGES, type StatusJobService} from '../services/recalls/status-job.service';
import {
  notFound,
  STATUS_CHANGE_QUEUED_SCHEMA,
  STATUS_CHANGE_SCHEMA,
  STATUS_CHANGE_STATE_SCHEMA,
  STATUS_CHANGED_SCHEMA,
  STATUS_HISTORY_SCHEMA,
  STATUS_REFUSALS,
} from './recalls.openapi';

/** A serial's status (available, recalled, ineligible) and its history (docs/api.md, Recalls and serial status). */
@api({basePath: '/api/serials'})
export class SerialStatusController {
  constructor(
    @inject(RecallBindings.STATUS_SERVICE) private readonly statuses: SerialStatusService,
    @inject(RecallBindings.JOB_SERVICE) private readonly jobs: StatusJobService,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
  ) {}

  @access(Access.roles(STATUS_ROLES, STATUS_PERMISSION))
  @post('/status', {
    tags: ['recalls'],
    summary: 'Change the status of serials: a list, a range or a model uploaded in a date window',
    description:
      'Sets `status` (recalled, ineligible or available again) with a `reason` on exactly one selection: `serials`, ' +
      '`range` or `model`. Recalled serials join the recall `recallId` (create recalls with POST /api/recalls). One ' +
      'transaction: the status, each serial’s history, the audit entry and the webhooks `serial.status_changed` (and ' +
      '`serial.recalled`) to the manufacturer and the app providers that verified those serials. A row naming no serial ' +
      'of yours (unknown and other manufacturers’ alike), empty or repeated, is reported in `problems` and changes ' +
      'nothing else. Staff need the Upload permission; administrators may name `manufacturerId` (without it, any ' +
      'manufacturer’s serials).',
    security: [{bearerAuth: []}],
    responses: {
      '200': {description: 'What changed', content: {'application/json': {schema: STATUS_CHANGED_SCHEMA}}},
      '202': {
        description: 'Queued as a job (more serials than the threshold)',
        content: {'application/json': {schema: STATUS_CHANGE_QUEUED_SCHEMA}},
      },
      ...STATUS_REFUSALS,
      ...notFound('No recall of yours has this recallId', 'No recall of yours has this id.'),
    },
  })
  async change(
    @requestBody({required: true, content: {'application/json': {schema: STATUS_CHANGE_SCHEMA}}})
    body: StatusChangeInput,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ) {
    const answer = await this.statuses.change(this.caller, body ?? {});
    if ('changeId' in answer) response.status(202);
    return answer;
  }

  @access(Access.roles(STATUS_ROLES, PERMISSION.read))
  @get('/status-changes/{id}', {
    tags: ['recalls'],
    summary: 'A status change or recall queued as a job: its state and, once done, its counts and problems',
    security: [{bearerAuth: []}],
    responses: {
      '200': {description: 'The change', content: {'application/json': {schema: STATUS_CHANGE_STATE_SCHEMA}}},
      ...STATUS_REFUSALS,
      ...notFound('No status change of yours has this id', STATUS_JOB_MESSAGES.notFound),
    },
  })
  state(@param.path.integer('id') id: number) {
    return this.jobs.state(this.caller, id);
  }

  @access(Access.roles(STATUS_ROLES, PERMISSION.read))
  @get('/{serial}/status-history', {
    tags: ['recalls'],
    summary: 'The status history of one serial of yours, newest first',
    security: [{bearerAuth: []}],
    responses: {
      '200': {description: 'Status changes', content: {'application/json': {schema: STATUS_HISTORY_SCHEMA}}},
      ...STATUS_REFUSALS,
      ...notFound('No serial of yours has this number', 'No serial of yours has this number.'),
    },
  })
  history(@param.path.string('serial') serial: string, @param.query.integer('manufacturerId') manufacturerId?: number) {
    return this.statuses.history(this.caller, serial, manufacturerId);
  }
}
