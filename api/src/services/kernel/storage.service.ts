import {BindingScope, injectable, inject, service} from '@loopback/core';
import {join} from 'node:path';
import {Readable} from 'node:stream';
import {buffer} from 'node:stream/consumers';
import {AppConfig} from '../../config';
import {ConfigBindings} from '../../config.keys';
import {FileStore} from './file-stores/file-store';
import {FolderFileStore} from './file-stores/folder-file-store';
import {S3FileStore} from './file-stores/s3-file-store';
import {TempSpace} from './temp-space';

export type StoredType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/** What a file is, judged by its first bytes, never by its name. */
export function sniffType(data: Buffer): StoredType | undefined {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length > 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (data.length > 4 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (
    data.length > 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return undefined;
}

/**
 * Keeps every stored file (logos, profile photos, warranty documents, serial photos, spreadsheets,
 * reports) under one key space: the folder DATA_DIR/files, or an S3-compatible bucket shared by every
 * replica when STORAGE_URL=s3://bucket[/prefix]. Nothing else touches stored files.
 */
@injectable({scope: BindingScope.SINGLETON})
export class StorageService {
  private readonly store: FileStore;

  constructor(
    @inject(ConfigBindings.CONFIG) config: Pick<AppConfig, 'dataDir' | 'storage'>,
    @service(TempSpace) temp: TempSpace,
  ) {
    const storage = config.storage ?? {kind: 'folder'};
    this.store =
      storage.kind === 's3'
        ? new S3FileStore(storage, work => temp.withDir('stored', work))
        : new FolderFileStore(join(config.dataDir, 'files'));
  }

  /** Keys are relative paths of plain segments: never absolute, empty or climbing out with '..'. */
  private checked(key: string): string {
    const segments = key.split('/');
    if (!key || segments.some(s => !s || s === '.' || s === '..') || key.includes('\\'))
      throw new Error(`invalid storage key ${key}`);
    return key;
  }

  async put(key: string, data: Buffer): Promise<string> {
    await this.store.put(this.checked(key), data);
    return key;
  }

  /** A small stored file whole (logos, photos, documents); large ones are read with openRead. */
  async get(key: string): Promise<Buffer> {
    return buffer(await this.openRead(key));
  }

  /** Stores a file from a local path without reading it into memory (large spreadsheets, reports). */
  async putFile(key: string, sourcePath: string): Promise<string> {
    await this.store.putFile(this.checked(key), sourcePath);
    return key;
  }

  /** A stream of a stored file; fails with code ENOENT when there is none. */
  openRead(key: string): Promise<Readable> {
    return this.store.openRead(this.checked(key));
  }

  /** Runs `work` on a local file with the stored file's bytes (a downloaded copy when in a bucket). */
  withLocalFile<T>(key: string, work: (path: string) => Promise<T>): Promise<T> {
    return this.store.withLocalFile(this.checked(key), work);
  }

  remove(key: string): Promise<void> {
    return this.store.remove(this.checked(key));
  }

  /** Ends the bucket client's sockets (tests, shutdown). */
  close(): void {
    this.store.close?.();
  }
}
