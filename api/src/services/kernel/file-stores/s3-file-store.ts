import {DeleteObjectCommand, GetObjectCommand, S3Client} from '@aws-sdk/client-s3';
import {Upload} from '@aws-sdk/lib-storage';
import {createReadStream, createWriteStream} from 'node:fs';
import {join} from 'node:path';
import {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import {S3StorageConfig} from '../../../config';
import {FileStore, notStored} from './file-store';

/** Parts of a streamed upload: 8 MB each, at most 2 in flight, so a 100 MB spreadsheet holds 16 MB at most. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function missing(err: unknown): boolean {
  const e = err as {name?: string; $metadata?: {httpStatusCode?: number}};
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket under a key prefix, shared by every replica. Uploads stream in
 * parts, downloads stream out; a local copy is made only for readers that need a file (spreadsheets).
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(
    private readonly config: S3StorageConfig,
    /** A fresh temporary folder for local copies, removed after `work`. */
    private readonly withTempDir: <T>(work: (dir: string) => Promise<T>) => Promise<T>,
  ) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      credentials: config.credentials,
      // MinIO, Ceph and test servers answer on one host: bucket in the path, not the host name.
      forcePathStyle: Boolean(config.endpoint),
      // Checksums only where S3 requires them: other S3-compatible stores may not read the newer trailers.
      requestChecksumCalculation: config.endpoint ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED',
      responseChecksumValidation: config.endpoint ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED',
    });
  }

  private objectKey(key: string): string {
    return this.config.prefix + key;
  }

  private async upload(key: string, body: Buffer | Readable): Promise<void> {
    await new Upload({
      client: this.client,
      params: {Bucket: this.config.bucket, Key: this.objectKey(key), Body: body},
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
    }).done();
  }

  put(key: string, data: Buffer): Promise<void> {
    return this.upload(key, data);
  }

  putFile(key: string, sourcePath: string): Promise<void> {
    return this.upload(key, createReadStream(sourcePath));
  }

  async openRead(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({Bucket: this.config.bucket, Key: this.objectKey(key)}),
      );
      return answer.Body as Readable;
    } catch (err) {
      if (missing(err)) throw notStored(key);
      throw err;
    }
  }

  withLocalFile<T>(key: string, work: (path: string) => Promise<T>): Promise<T> {
    return this.withTempDir(async dir => {
      const path = join(dir, key.replace(/[^\w.-]+/g, '_'));
      await pipeline(await this.openRead(key), createWriteStream(path));
      return work(path);
    });
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({Bucket: this.config.bucket, Key: this.objectKey(key)}));
  }

  /** Ends the client's sockets (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}
