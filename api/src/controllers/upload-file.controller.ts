import {authenticate} from '@loopback/authentication';
import {inject} from '@loopback/core';
import {api, get, param, Response, RestBindings} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {pipeline} from 'node:stream/promises';
import {Pool} from 'pg';
import {Caller} from '../auth/caller';
import {ImportBindings, KernelBindings, VoltCheckBindings} from '../keys';
import {LEDGER_REPORT_FILE, renderXlsxReport, UploadHistoryService, writeLedgerReport} from '../services/import';
import {ServiceError} from '../services/kernel/service-error';
import {StorageService} from '../services/kernel/storage.service';
import {PERMISSION} from '../services/kernel/tenancy';
import {UNAUTHORIZED} from './specs';

const TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};
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

function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Downloads of an upload's files by batchId (document 001 section 7): the original spreadsheet,
 * the row report and the ledger report. Tenancy as the upload history; staff need the Download permission.
 */
@api({basePath: '/api'})
@authenticate('jwt')
export class UploadFileController {
  constructor(
    @inject(VoltCheckBindings.PG_POOL) private readonly pool: Pool,
    @inject(ImportBindings.HISTORY_SERVICE) private readonly history: UploadHistoryService,
    @inject(KernelBindings.STORAGE_SERVICE) private readonly storage: StorageService,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
  ) {}

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
    const upload = await this.history.find(this.caller, {batchId}, manufacturerId, PERMISSION.download);
    const sourceBatch = /^uploads\/([0-9a-f-]{36})\//.exec(upload.systemFileName ?? '')?.[1];
    const {rows} = await this.pool.query<{original_name: string; storage_key: string; file_type: string}>(
      'SELECT original_name, storage_key, file_type FROM import_file WHERE batch_id::text = $1 AND file_index = $2',
      [sourceBatch ?? '', index ?? 0],
    );
    if (!rows[0]) throw new ServiceError('This upload has no such file.', 'NOT_FOUND');
    return this.send(response, rows[0].storage_key, rows[0].original_name, TYPES[rows[0].file_type]);
  }

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
    const upload = await this.history.find(this.caller, {batchId}, manufacturerId, PERMISSION.download);
    if (!upload.reportSystemFileName) throw new ServiceError('This upload has no report.', 'NOT_FOUND');
    const ext = fileName === 'excel' || fileName === 'xlsx' ? 'xlsx' : 'csv';
    const name = `${upload.reportFileName ?? 'report'}.${ext}`;
    if (ext === 'csv') return this.send(response, upload.reportSystemFileName, name, TYPES.csv);
    return this.send(response, upload.reportSystemFileName, name, TYPES.xlsx, renderXlsxReport);
  }

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
    const upload = await this.history.find(this.caller, {batchId}, manufacturerId, PERMISSION.download);
    this.startFile(response, LEDGER_REPORT_FILE, TYPES.csv);
    await writeLedgerReport(this.pool, upload.uploadId, response);
    return response;
  }

  /** Streams a stored file, as it is or through `render`. */
  private async send(
    response: Response,
    key: string,
    name: string,
    type: string,
    render?: (stored: NodeJS.ReadableStream, out: NodeJS.WritableStream) => Promise<void>,
  ): Promise<Response> {
    const stream = await this.storage.openRead(key).catch(() => {
      throw new ServiceError('The file is no longer stored.', 'NOT_FOUND');
    });
    this.startFile(response, name, type);
    try {
      if (render) await render(stream, response);
      else await pipeline(stream, response);
    } finally {
      stream.destroy();
    }
    return response;
  }

  private startFile(response: Response, name: string, type: string): void {
    response.status(200);
    response.setHeader('Content-Type', type);
    response.setHeader('Content-Disposition', disposition(name));
    response.setHeader('X-Content-Type-Options', 'nosniff');
  }
}
