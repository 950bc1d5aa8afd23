import {createReadStream} from 'node:fs';
import {copyFile, mkdir, rm, stat, writeFile} from 'node:fs/promises';
import {dirname, join, normalize, sep} from 'node:path';
import {Readable} from 'node:stream';
import {FileStore, notStored} from './file-store';

/** Files under one folder on disk (DATA_DIR/files): the single-machine default. */
export class FolderFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const path = normalize(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`invalid storage key ${key}`);
    return path;
  }

  private async existing(key: string): Promise<string> {
    const path = this.pathOf(key);
    await stat(path).catch(() => {
      throw notStored(key);
    });
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), {recursive: true});
    await writeFile(path, data);
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), {recursive: true});
    await copyFile(sourcePath, path);
  }

  async openRead(key: string): Promise<Readable> {
    return createReadStream(await this.existing(key));
  }

  async withLocalFile<T>(key: string, work: (path: string) => Promise<T>): Promise<T> {
    return work(await this.existing(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), {force: true});
  }
}
