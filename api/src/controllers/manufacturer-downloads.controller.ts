import {inject} from '@loopback/core';
import {api, get, param, Response, RestBindings} from '@loopback/rest';
import {access, Access} from '../auth/access';
import {LogDownload, LogDownloadKind, ManufacturerDownloadsService} from '../services/verification';
import {attachment} from './attachment';
import {UNAUTHORIZED} from './specs';
import {VerificationBindings} from '../services/verification/verification.keys';

const FILE = {description: 'The file', content: {'text/csv': {schema: {type: 'string' as const}}}};
const idParam = param.path.integer('manufacturerId');

/** The manufacturers list's downloads (document 002, section 2.6; paths not shown there). Administrators only. */
@api({basePath: '/api/admin/manufacturers/{manufacturerId}'})
export class ManufacturerDownloadsController {
  constructor(
    @inject(VerificationBindings.DOWNLOADS_SERVICE) private readonly downloads: ManufacturerDownloadsService,
  ) {}

  @access(Access.admin())
  @get('/failed-serials', {
    tags: ['admin'],
    summary: "A manufacturer's failed serials (unresolved not-verified logs) as CSV or XLSX",
    security: [{bearerAuth: []}],
    responses: {'200': FILE, '401': UNAUTHORIZED},
  })
  async failed(
    @idParam manufacturerId: number,
    @param.query.string('format') format: string | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    return this.send(response, manufacturerId, 'failed', format === 'xlsx' ? 'xlsx' : 'csv');
  }

  @access(Access.admin())
  @get('/not-found-serials', {
    tags: ['admin'],
    summary: 'Serials that installers asked about and the brand never uploaded (NOT_FOUND), as {name}_failed.csv',
    security: [{bearerAuth: []}],
    responses: {'200': FILE, '401': UNAUTHORIZED},
  })
  async notFound(
    @idParam manufacturerId: number,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    return this.send(response, manufacturerId, 'notFound', 'csv');
  }

  @access(Access.admin())
  @get('/parallel-import', {
    tags: ['admin'],
    summary: "Verification requests flagged as parallel imports of the manufacturer's brand, with their comments (CSV)",
    security: [{bearerAuth: []}],
    responses: {'200': FILE, '401': UNAUTHORIZED},
  })
  async parallel(
    @idParam manufacturerId: number,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    return this.send(response, manufacturerId, 'parallelImport', 'csv');
  }

  private async send(response: Response, id: number, kind: LogDownloadKind, format: 'csv' | 'xlsx'): Promise<Response> {
    const file: LogDownload = await this.downloads.download(id, kind, format);
    response.status(200);
    response.setHeader('Content-Type', file.type);
    response.setHeader('Content-Disposition', attachment(file.name));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    await file.write(response);
    return response;
  }
}
