import {Readable} from 'node:stream';

/**
 * Where the storage service keeps bytes: a folder on disk or an S3-compatible bucket. Keys are
 * already checked by the storage service; a missing file fails with code ENOENT on either store.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a local file, streamed (never whole in memory). */
  putFile(key: string, sourcePath: string): Promise<void>;
  openRead(key: string): Promise<Readable>;
  /** Runs `work` on a local copy of the file (the folder store's own file), removed afterwards if it was a copy. */
  withLocalFile<T>(key: string, work: (path: string) => Promise<T>): Promise<T>;
  remove(key: string): Promise<void>;
  /** Ends what the store holds open (a bucket client's sockets), if anything. */
  close?(): void;
}

/** The error every store answers for a key it does not hold. */
export function notStored(key: string): NodeJS.ErrnoException {
  const err: NodeJS.ErrnoException = new Error(`no stored file ${key}`);
  err.code = 'ENOENT';
  return err;
}
