import {inject} from '@loopback/core';
import {api, post, Request, requestBody, Response, RestBindings, SchemaObject} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {access, Access} from '../auth/access';
import {GraphqlBindings} from '../graphql/graphql.keys';
import type {UploadQuota} from '../graphql/upload-quota';
import {Caller} from '../services/kernel/caller';
import {KernelBindings} from '../services/kernel/kernel.keys';
import type {TempSpace} from '../services/kernel/temp-space';
import {STATUS_PERMISSION, STATUS_ROLES} from '../services/recalls/recall-access';
import type {RecallService} from '../services/recalls/recall.service';
import {RecallBindings} from '../services/recalls/recalls.keys';
import type {SerialStatusService} from '../services/recalls/serial-status.service';
import {LIST_FILE_BODY, ListFileForm, withListFile} from './list-file-form';
import {RECALL_CREATED_SCHEMA, RECALL_INPUT_SCHEMA} from './recall-reach.openapi';
import {
  notFound,
  STATUS_CHANGE_QUEUED_SCHEMA,
  STATUS_CHANGE_SCHEMA,
  STATUS_CHANGED_SCHEMA,
  STATUS_REFUSALS,
} from './recalls.openapi';

const json = (description: string, schema: object) => ({description, content: {'application/json': {schema}}});
const QUEUED = json('Queued as a job (more serials than the threshold)', STATUS_CHANGE_QUEUED_SCHEMA);
const TOO_LARGE = {'413': {description: 'The file is larger than 100 MB'}};
const BUSY = {'429': {description: 'The caller’s uploads in progress or this hour’s upload bytes are used up'}};
const fieldsOf = (schema: SchemaObject, names: string[]) =>
  Object.fromEntries(names.map(n => [n, schema.properties![n] as SchemaObject]));

/**
 * A status change or a recall whose serials are an uploaded list file (CSV, XLS or XLSX), read on the server by the
 * flash import's readers; otherwise the same as POST /api/serials/status and POST /api/recalls.
 */
@api({basePath: '/api'})
export class SerialListFileController {
  constructor(
    @inject(RecallBindings.STATUS_SERVICE) private readonly statuses: SerialStatusService,
    @inject(RecallBindings.RECALL_SERVICE) private readonly recalls: RecallService,
    @inject(KernelBindings.TEMP_SPACE) private readonly temp: TempSpace,
    @inject(GraphqlBindings.UPLOAD_QUOTA) private readonly quota: UploadQuota,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
  ) {}

  @access(Access.roles(STATUS_ROLES, STATUS_PERMISSION))
  @post('/serials/status/file', {
    tags: ['recalls'],
    summary: 'Change the status of the serials of an uploaded list file (CSV, XLS or XLSX)',
    description:
      'As POST /api/serials/status with `serials` read from `file`; a row naming no serial of yours, empty or ' +
      'repeated, is reported in `problems` by its row in the sheet.',
    security: [{bearerAuth: []}],
    responses: {
      '200': json('What changed', STATUS_CHANGED_SCHEMA),
      '202': QUEUED,
      ...STATUS_REFUSALS,
      ...notFound('No recall of yours has this recallId', 'No recall of yours has this id.'),
      ...TOO_LARGE,
      ...BUSY,
    },
  })
  async change(
    @requestBody(
      LIST_FILE_BODY(fieldsOf(STATUS_CHANGE_SCHEMA, ['status', 'reason', 'recallId', 'manufacturerId']), [
        'status',
        'reason',
      ]),
    )
    _body: unknown,
    @inject(RestBindings.Http.REQUEST) request: Request,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ) {
    const answer = await this.withFile(request, f => this.statuses.changeFromFile(this.caller, f.fields, f.file));
    if ('changeId' in answer) response.status(202);
    return answer;
  }

  @access(Access.roles(STATUS_ROLES, STATUS_PERMISSION))
  @post('/recalls/file', {
    tags: ['recalls'],
    summary: 'Recall the serials of an uploaded list file (CSV, XLS or XLSX), with the public notice',
    description:
      'As POST /api/recalls with `serials` read from `file`; rows naming no serial of yours are reported in ' +
      '`problems` by their row in the sheet.',
    security: [{bearerAuth: []}],
    responses: {
      '201': json('The recall', RECALL_CREATED_SCHEMA),
      '202': QUEUED,
      ...STATUS_REFUSALS,
      ...TOO_LARGE,
      ...BUSY,
    },
  })
  async recall(
    @requestBody(
      LIST_FILE_BODY(
        fieldsOf(RECALL_INPUT_SCHEMA, ['title', 'hazard', 'remedy', 'noticeUrl', 'contact', 'manufacturerId']),
        ['title', 'hazard', 'remedy', 'noticeUrl', 'contact'],
      ),
    )
    _body: unknown,
    @inject(RestBindings.Http.REQUEST) request: Request,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ) {
    const created = await this.withFile(request, f => this.recalls.createFromFile(this.caller, f.fields, f.file));
    response.status('changeId' in created ? 202 : 201);
    return created;
  }

  private withFile<T>(request: Request, work: (form: ListFileForm) => Promise<T>): Promise<T> {
    return withListFile(request, {temp: this.temp, quota: this.quota, callerId: this.caller.id}, work);
  }
}
