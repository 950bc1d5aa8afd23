import {BindingScope, inject, injectable, service} from '@loopback/core';
import {randomUUID} from 'node:crypto';
import {open} from 'node:fs/promises';
import {basename} from 'node:path';
import {Caller} from '../kernel/caller';
import {LivePublisher} from '../../live/live-events';
import {throttled} from '../../live/throttled';
import {ServiceError} from '../kernel/service-error';
import {detectSpreadsheetType, IMPORT_LIMITS, SpreadsheetError, SpreadsheetType} from '../spreadsheet';
import {StorageService} from '../kernel/storage.service';
import {PERMISSION} from '../kernel/tenancy';
import {TenancyService} from '../kernel/tenancy.service';
import {IMPORT_FIELDS, ImportField} from './import-fields';
import {ImportFileRepository} from './import-file.repository';
import {previewWorkbook, SheetPreview} from './sheet-preview';
import {LiveBindings} from '../../live/live.keys';

/** A file as the GraphQL layer hands it over: already streamed to a temporary file. */
export interface IncomingFile {
  filename: string;
  path: string;
  size: number;
}

/** The Spreadsheet upload result of document 001 section 3. */
export interface UploadedFile {
  originalName: string;
  systemName: string;
  index: number;
  batchId: string;
  type: number;
  fileType: SpreadsheetType;
  manufacturerId: number;
  mappings: ImportField[];
  sheets: SheetPreview[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const bad = (message: string) => new ServiceError(message, 'VALIDATION');

/** The manufacturer an import is for, and the supplier whose serials they become (null: the manufacturer's own). */
export async function importTarget(tenancy: TenancyService, caller: Caller, manufacturerId?: number | null) {
  const scope = await tenancy.scopeOf(caller, manufacturerId, PERMISSION.upload);
  if (scope.manufacturerId === undefined) throw bad('manufacturerId: choose the manufacturer to import for.');
  return {manufacturerId: scope.manufacturerId, distributorId: scope.kind === 'supplier' ? scope.distributorId : null};
}

/**
 * uploadFile: checks and stores one spreadsheet of an import and answers its preview. A big file
 * takes a while to read, so the uploader's sockets hear `FileRead` {fileName, rows} meanwhile.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ImportFileService {
  constructor(
    @service(ImportFileRepository) private readonly files: ImportFileRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
    @service(StorageService) private readonly storage: StorageService,
    @inject(LiveBindings.EVENTS) private readonly live: LivePublisher,
  ) {}

  /** Whether the caller may upload for any manufacturer (asked before an upload's body is read). */
  mayUpload(caller: Caller): Promise<boolean> {
    return this.tenancy.mayEver(caller, PERMISSION.upload);
  }

  async upload(
    caller: Caller,
    file: IncomingFile,
    args: {type: number; manufacturerId?: number | null; batchId?: string | null},
  ): Promise<UploadedFile> {
    const originalName = basename(String(file.filename ?? '').replace(/\\/g, '/')).slice(0, 255) || 'upload';
    if (args.type !== 1 && args.type !== 2) throw bad('type: 1 (fresh upload) or 2 (resolve failed serials).');
    const target = await importTarget(this.tenancy, caller, args.manufacturerId);
    if (file.size > IMPORT_LIMITS.maxBytes) throw bad(`${originalName}: the file is larger than 100 MB.`);
    if (file.size === 0) throw bad(`${originalName}: the file is empty.`);
    const {batchId, index} = await this.slotFor(caller, target.manufacturerId, args.batchId);
    const fileType = await detectSpreadsheetType(file.path);
    if (fileType === 'csv' && !(await looksLikeText(file.path)))
      throw bad(`${originalName}: not a csv, xls or xlsx file.`);
    let sheets: SheetPreview[];
    const progress = throttled(async rows =>
      this.live.publish(
        `user:${caller.id}`,
        'FileRead',
        {fileName: originalName, rows},
        {manufacturerId: target.manufacturerId},
      ),
    );
    try {
      sheets = await previewWorkbook(file.path, fileType, originalName, progress);
    } catch (err) {
      if (err instanceof SpreadsheetError) throw bad(err.message);
      throw err;
    } finally {
      await progress.flush();
    }
    const systemName = index === 0 ? `original.${fileType}` : `original-${index}.${fileType}`;
    const storageKey = await this.storage.putFile(`uploads/${batchId}/${systemName}`, file.path);
    await this.files.insert({
      batchId,
      fileIndex: index,
      originalName,
      systemName,
      storageKey,
      fileType,
      sizeBytes: file.size,
      manufacturerId: target.manufacturerId,
      distributorId: target.distributorId,
      uploadedBy: caller.id,
    });
    return {
      originalName,
      systemName,
      index,
      batchId,
      type: args.type,
      fileType,
      manufacturerId: target.manufacturerId,
      mappings: IMPORT_FIELDS,
      sheets,
    };
  }

  /** A new batch, or the next file of the caller's own batch that has not been imported yet. */
  private async slotFor(
    caller: Caller,
    manufacturerId: number,
    batchId?: string | null,
  ): Promise<{batchId: string; index: number}> {
    if (!batchId) return {batchId: randomUUID(), index: 0};
    if (!UUID.test(batchId)) throw bad('batchId: not an upload batch.');
    const {n, others, started} = await this.files.batchOwnership(batchId, caller.id, manufacturerId);
    if (n === 0 || others > 0)
      throw new ServiceError('batchId: not an upload batch of yours for this manufacturer.', 'NOT_FOUND');
    if (started) throw new ServiceError('batchId: this import has already been started.', 'CONFLICT');
    return {batchId, index: await this.files.nextIndex(batchId)};
  }
}

/** A CSV must be text: no NUL bytes in its first 8 KB. */
export async function looksLikeText(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const buf = Buffer.alloc(8192);
    const {bytesRead} = await handle.read(buf, 0, buf.length, 0);
    return !buf.subarray(0, bytesRead).includes(0);
  } finally {
    await handle.close();
  }
}
