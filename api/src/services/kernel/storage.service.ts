import {BindingScope, injectable, inject} from '@loopback/core';
import {createReadStream, ReadStream} from 'node:fs';
import {copyFile, mkdir, readFile, stat, writeFile} from 'node:fs/promises';
import {dirname, join, normalize, sep} from 'node:path';
import {AppConfig} from '../../config';
import {ConfigBindings} from '../../config.keys';

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
 * Keeps every stored file (logos, warranty documents, serial photos, spreadsheets, reports) under
 * one key space: a folder on disk (DATA_DIR/files) here; an S3-compatible bucket is the same API.
 */
@injectable({scope: BindingScope.SINGLETON})
export class StorageService {
  private readonly root: string;

  constructor(@inject(ConfigBindings.CONFIG) config: Pick<AppConfig, 'dataDir'>) {
    this.root = join(config.dataDir, 'files');
  }

  private pathOf(key: string): string {
    const path = normalize(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`invalid storage key ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<string> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), {recursive: true});
    await writeFile(path, data);
    return key;
  }

  get(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  /** Stores a file from a local path without reading it into memory (large spreadsheets, reports). */
  async putFile(key: string, sourcePath: string): Promise<string> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), {recursive: true});
    await copyFile(sourcePath, path);
    return key;
  }

  /** A stream of a stored file; fails with ENOENT when there is none. */
  async openRead(key: string): Promise<ReadStream> {
    const path = this.pathOf(key);
    await stat(path);
    return createReadStream(path);
  }

  /**
   * A local path to read the stored file from (the folder store's own file; an object store would
   * download it to a temporary file first).
   */
  async localPath(key: string): Promise<string> {
    const path = this.pathOf(key);
    await stat(path);
    return path;
  }
}
