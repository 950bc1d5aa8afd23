import {access, Access} from '../auth/access';
import {PERMISSION} from '../services/kernel';
import {inject} from '@loopback/core';
import {api, get, param, Response, RestBindings} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {Caller} from '../services/kernel/caller';
import {Download} from '../services/export';
import {LEDGER_REPORT_FILE, UploadDownloadService} from '../services/uploads';
import {attachment} from './attachment';
import {UNAUTHORIZED} from './specs';
import {UploadBindings} from '../services/uploads/uploads.keys';

const FILE = (description: string) => ({
  description,
  content: {'application/octet-stream': {schema: {type: 'string', format: 'binary'}}},
});
const REFUSED = {
  '401': UNAUTHORIZED,
  '403': {description: 'Not your manufacturer, or staff without the Download permission'},
  '404': {description: 'No upload with this batchId in your scope'},
};
const manufacturerIdParam = param.query.integer('manufacturerId', {
  description: 'Administrators and suppliers: the manufacturer (optional)',
});

/**
 * Downloads of an upload's files by batchId (document 001 section 7): the original spreadsheet,
 * the row report and the ledger report. Tenancy as the upload history; staff need the Download permission.
 */
@api({basePath: '/api'})
export class UploadFileController {
  constructor(
    @inject(UploadBindings.DOWNLOAD_SERVICE) private readonly downloads: UploadDownloadService,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
  ) {}

  @access(Access.tenant(PERMISSION.download))
  @get('/upload/original', {
    tags: ['upload'],
    summary: 'The original uploaded spreadsheet, under its original file name',
    security: [{bearerAuth: []}],
    responses: {'200': FILE('The file as uploaded'), ...REFUSED},
  })
  async original(
    @param.query.string('batchId', {required: true}) batchId: string,
    @manufacturerIdParam manufacturerId: number | undefined,
    @param.query.integer('index', {description: 'Which file of a several-file import (0 = the first)'})
    index: number | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    return this.send(response, await this.downloads.original(this.caller, {batchId, manufacturerId}, index ?? 0));
  }

  @access(Access.tenant(PERMISSION.download))
  @get('/upload/report', {
    tags: ['upload'],
    summary: 'The row report of an upload: every row with its outcome (Saved or Failed) and reason, formula-safe',
    description:
      'fileName: csv (default) or excel / xlsx. The file is named {reportFileName}.csv or .xlsx. The report is stored as CSV; ' +
      'the XLSX is rendered from it while it downloads (streamed, no Content-Length): a report of a million rows takes some seconds.',
    security: [{bearerAuth: []}],
    responses: {'200': FILE('CSV or XLSX report'), ...REFUSED},
  })
  async report(
    @param.query.string('batchId', {required: true}) batchId: string,
    @manufacturerIdParam manufacturerId: number | undefined,
    @param.query.string('fileName', {schema: {type: 'string', enum: ['csv', 'excel', 'xlsx']}})
    fileName: string | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    const format = fileName === 'excel' || fileName === 'xlsx' ? 'xlsx' : 'csv';
    return this.send(response, await this.downloads.report(this.caller, {batchId, manufacturerId}, format));
  }

  @access(Access.tenant(PERMISSION.download))
  @get('/upload/ledger-report', {
    tags: ['upload'],
    summary: `The ledger report of an upload (${LEDGER_REPORT_FILE})`,
    description:
      'Every serial the upload holds, in upload order: serial, brand, model, supplier ("Self supplier" when the manufacturer ' +
      "uploaded it), ledger status (Pending, Uploaded, Failed or Deleted) and date, and the ledger's latest answer for it: error and the " +
      'brand, model and supplier the ledger holds. Serials not yet sent to the ledger are Pending with empty answers. Serials that a ' +
      "restore moved to a new upload appear in that upload's report. CSV, formula-safe, streamed.",
    security: [{bearerAuth: []}],
    responses: {'200': FILE(`CSV named ${LEDGER_REPORT_FILE}`), ...REFUSED},
  })
  async ledgerReport(
    @param.query.string('batchId', {required: true}) batchId: string,
    @manufacturerIdParam manufacturerId: number | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    return this.send(response, await this.downloads.ledgerReport(this.caller, {batchId, manufacturerId}));
  }

  /** Sends a download: its head, then its body as it is written. */
  private async send(response: Response, download: Download): Promise<Response> {
    response.status(200);
    response.setHeader('Content-Type', download.type);
    response.setHeader('Content-Disposition', attachment(download.name));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    await download.write(response);
    return response;
  }
}
