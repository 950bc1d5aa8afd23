import {BindingScope, injectable, service} from '@loopback/core';
import {pipeline} from 'node:stream/promises';
import {Caller} from '../kernel/caller';
import {Download} from '../export/download';
import {ServiceError} from '../kernel/service-error';
import {StorageService} from '../kernel/storage.service';
import {PERMISSION} from '../kernel/tenancy';
import {ImportFileRepository} from '../import/import-file.repository';
import {renderXlsxReport} from '../import/import-report';
import {LEDGER_REPORT_FILE, writeLedgerReport} from './ledger-report';
import {UploadHistoryService} from './upload-history.service';
import {UploadRepository} from './upload.repository';

const TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** An upload of the history, as its caller may download it (tenancy as the history; staff need Download). */
interface UploadRef {
  batchId: string;
  manufacturerId?: number;
}

/**
 * Downloads of an upload's files by batchId (document 001 section 7): the original spreadsheet, the
 * row report (CSV as stored, or XLSX rendered from it while it downloads) and the ledger report.
 */
@injectable({scope: BindingScope.SINGLETON})
export class UploadDownloadService {
  constructor(
    @service(UploadHistoryService) private readonly history: UploadHistoryService,
    @service(ImportFileRepository) private readonly files: ImportFileRepository,
    @service(UploadRepository) private readonly uploads: UploadRepository,
    @service(StorageService) private readonly storage: StorageService,
  ) {}

  /** The original spreadsheet under its original name; `index` picks a file of a several-file import. */
  async original(caller: Caller, ref: UploadRef, index = 0): Promise<Download> {
    const upload = await this.find(caller, ref);
    const sourceBatch = /^uploads\/([0-9a-f-]{36})\//.exec(upload.systemFileName ?? '')?.[1];
    const file = await this.files.find(sourceBatch ?? '', index);
    if (!file) throw new ServiceError('This upload has no such file.', 'NOT_FOUND');
    return this.stored(file.storageKey, file.originalName, TYPES[file.fileType]);
  }

  /** The row report as `format` csv (the stored file) or xlsx, named {reportFileName}.csv or .xlsx. */
  async report(caller: Caller, ref: UploadRef, format: 'csv' | 'xlsx'): Promise<Download> {
    const upload = await this.find(caller, ref);
    if (!upload.reportSystemFileName) throw new ServiceError('This upload has no report.', 'NOT_FOUND');
    const name = `${upload.reportFileName ?? 'report'}.${format}`;
    if (format === 'csv') return this.stored(upload.reportSystemFileName, name, TYPES.csv);
    return this.stored(upload.reportSystemFileName, name, TYPES.xlsx, renderXlsxReport);
  }

  /** The ledger report, streamed from the database. */
  async ledgerReport(caller: Caller, ref: UploadRef): Promise<Download> {
    const upload = await this.find(caller, ref);
    return {
      name: LEDGER_REPORT_FILE,
      type: TYPES.csv,
      write: async out => writeLedgerReport(await this.uploads.openLedgerReport(upload.uploadId), out),
    };
  }

  private find(caller: Caller, ref: UploadRef) {
    return this.history.find(caller, {batchId: ref.batchId}, ref.manufacturerId, PERMISSION.download);
  }

  /** A stored file, as it is or through `render`; opened now, so a file no longer stored is a 404, not a broken download. */
  private async stored(
    key: string,
    name: string,
    type: string,
    render?: (stored: NodeJS.ReadableStream, out: NodeJS.WritableStream) => Promise<void>,
  ): Promise<Download> {
    const stream = await this.storage.openRead(key).catch(() => {
      throw new ServiceError('The file is no longer stored.', 'NOT_FOUND');
    });
    return {
      name,
      type,
      write: async out => {
        try {
          if (render) await render(stream, out);
          else await pipeline(stream, out);
        } finally {
          stream.destroy();
        }
      },
    };
  }
}
