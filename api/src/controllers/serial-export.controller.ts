import {access, Access} from '../auth/access';
import {PERMISSION} from '../services/kernel';
import {inject} from '@loopback/core';
import {api, get, param, Response, RestBindings} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {Caller} from '../services/kernel/caller';
import type {Download} from '../services/export';
import {ExportFormat, PARALLEL_COMMENTS_FILE, SerialExportService, SerialsService} from '../services/serials';
import {attachment} from './attachment';
import {UNAUTHORIZED} from './specs';
import {SerialBindings} from '../services/serials/serials.keys';

const FILE = (description: string) => ({
  description,
  content: {'application/octet-stream': {schema: {type: 'string', format: 'binary'}}},
});
const REFUSED = {
  '401': UNAUTHORIZED,
  '403': {description: 'Staff without the Download permission'},
  '404': {description: 'A manufacturer outside your scope'},
};
const manufacturerIdParam = param.query.integer('manufacturerId', {
  description: 'Administrators (optional: every manufacturer) and distributors: the manufacturer',
});
const formatParam = param.query.string('format', {schema: {type: 'string', enum: ['csv', 'xlsx']}});
const formatOf = (format: string | undefined): ExportFormat =>
  format === 'xlsx' || format === 'excel' ? 'xlsx' : 'csv';

/**
 * The serial downloads of document 001 section 7 (paths not shown there, chosen here): failed serials,
 * parallel-import comments and the historic report, streamed and formula-safe, scoped like the
 * lists; and a serial photo, to those who may see its serial.
 */
@api({basePath: '/api'})
export class SerialExportController {
  constructor(
    @inject(SerialBindings.EXPORT_SERVICE) private readonly exports: SerialExportService,
    @inject(SerialBindings.SERIALS_SERVICE) private readonly serials: SerialsService,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
  ) {}

  @access(Access.tenant(PERMISSION.download))
  @get('/serials/failed/export', {
    tags: ['serials'],
    summary: "Failed serials as CSV or XLSX: '{company}_failed.{ext}', or 'failed.{ext}' for every manufacturer",
    security: [{bearerAuth: []}],
    responses: {'200': FILE('CSV or XLSX'), ...REFUSED},
  })
  async failed(
    @manufacturerIdParam manufacturerId: number | undefined,
    @formatParam format: string | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    return send(response, await this.exports.failed(this.caller, manufacturerId, formatOf(format)));
  }

  @access(Access.tenant(PERMISSION.download))
  @get('/serials/parallel-comments/export', {
    tags: ['serials'],
    summary: `Failed serials reported as parallel imports, with their comments (${PARALLEL_COMMENTS_FILE})`,
    security: [{bearerAuth: []}],
    responses: {'200': FILE('CSV'), ...REFUSED},
  })
  async parallelComments(
    @manufacturerIdParam manufacturerId: number | undefined,
    @param.query.string('filter', {description: 'Serial prefix'}) filter: string | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    return send(response, await this.exports.parallelComments(this.caller, manufacturerId, filter));
  }

  @access(Access.tenant(PERMISSION.download))
  @get('/serials/historic/export', {
    tags: ['serials'],
    summary:
      "Every verification request about the scope's serials (historic report): '{company}_historic.{ext}' or 'historic.{ext}'",
    security: [{bearerAuth: []}],
    responses: {'200': FILE('CSV or XLSX'), ...REFUSED},
  })
  async historic(
    @manufacturerIdParam manufacturerId: number | undefined,
    @formatParam format: string | undefined,
    @param.query.string('query', {description: 'Serial prefix'}) query: string | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    return send(response, await this.exports.historic(this.caller, manufacturerId, formatOf(format), query));
  }

  @access(Access.tenant(PERMISSION.read))
  @get('/serial-image/{imageId}', {
    tags: ['serials'],
    summary: 'A photo an installer app sent with a serial (JPEG or PNG), to those who may see that serial or request',
    security: [{bearerAuth: []}],
    responses: {
      '200': {description: 'The photo', content: {'image/jpeg': {}, 'image/png': {}}},
      '401': UNAUTHORIZED,
      '404': {description: 'No photo with this id in your scope'},
    },
  })
  async image(
    @param.path.string('imageId') imageId: string,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    return send(response, await this.serials.image(this.caller, imageId), 'inline');
  }
}

async function send(response: Response, download: Download, disposition = 'attachment'): Promise<Response> {
  response.status(200);
  response.setHeader('Content-Type', download.type);
  response.setHeader('Content-Disposition', attachment(download.name).replace(/^attachment/, disposition));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  await download.write(response);
  return response;
}
