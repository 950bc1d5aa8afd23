import {createHash, randomBytes} from 'node:crypto';
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Readable} from 'node:stream';
import {storageConfig} from '../../config';
import {StorageService} from '../../services/kernel/storage.service';
import {TempSpace} from '../../services/kernel/temp-space';
import {givenTestBucket, TestBucket} from '../helpers/s3-server.helpers';

async function digest(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The same contract, run against the folder on disk and against a real S3-compatible server. */
describe.each(['folder', 's3'] as const)('StorageService on the %s store', kind => {
  let bucket: TestBucket | undefined;
  let dataDir: string;
  const replicas: StorageService[] = [];

  /** A storage service as one replica builds it: its own data dir (temp files), the shared store. */
  function replica(): StorageService {
    const ownDir = kind === 's3' ? mkdtempSync(join(tmpdir(), 'voltcheck-replica-')) : dataDir;
    const config = {dataDir: ownDir, storage: storageConfig(bucket?.env ?? {})};
    const storage = new StorageService(config, new TempSpace(config));
    replicas.push(storage);
    return storage;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'voltcheck-storage-'));
    if (kind === 's3') bucket = await givenTestBucket();
  });

  afterAll(async () => {
    replicas.forEach(r => r.close());
    await bucket?.close();
    rmSync(dataDir, {recursive: true, force: true});
  });

  it('gives back what was put, under the same key, to another replica', async () => {
    const data = randomBytes(1000);
    await replica().put('logos/42.png', data);
    expect(await replica().get('logos/42.png')).toEqual(data);
  });

  it('streams a large file in and out whole (multipart in a bucket)', async () => {
    const source = join(dataDir, 'big.csv');
    const data = randomBytes(19 * 1024 * 1024 + 7);
    writeFileSync(source, data);
    const expected = createHash('sha256').update(data).digest('hex');
    await replica().putFile('uploads/batch-1/original.csv', source);
    expect(await digest(await replica().openRead('uploads/batch-1/original.csv'))).toBe(expected);
  });

  it('lends a local file with the stored bytes, and removes a copy afterwards', async () => {
    const data = Buffer.from('Serial,Model\nS1,M1\n');
    await replica().put('uploads/batch-2/original.csv', data);
    let lent = '';
    const size = await replica().withLocalFile('uploads/batch-2/original.csv', async path => {
      lent = path;
      return (await readFile(path)).length;
    });
    expect(size).toBe(data.length);
    expect(existsSync(lent)).toBe(kind === 'folder');
  });

  it('answers ENOENT for a key it does not hold, and forgets a removed one', async () => {
    const storage = replica();
    await expect(storage.openRead('reports/none.csv')).rejects.toMatchObject({code: 'ENOENT'});
    await expect(storage.get('reports/none.csv')).rejects.toMatchObject({code: 'ENOENT'});
    await storage.put('reports/gone.csv', Buffer.from('x'));
    await storage.remove('reports/gone.csv');
    await expect(storage.openRead('reports/gone.csv')).rejects.toMatchObject({code: 'ENOENT'});
  });

  it.each(['../escape', '/abs/key', 'a//b', 'a/./b', ''])('refuses the key %j', async key => {
    await expect(replica().put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
  });
});

describe('STORAGE_URL', () => {
  it('keeps the folder when unset and reads bucket, prefix and endpoint when set', () => {
    expect(storageConfig({})).toEqual({kind: 'folder'});
    expect(storageConfig({STORAGE_URL: 's3://volt-files/prod/', AWS_ENDPOINT_URL_S3: 'http://minio:9000'})).toEqual({
      kind: 's3',
      bucket: 'volt-files',
      prefix: 'prod/',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: undefined,
    });
    expect(storageConfig({STORAGE_URL: 's3://volt-files', AWS_REGION: 'ap-southeast-2'})).toMatchObject({
      prefix: '',
      region: 'ap-southeast-2',
    });
  });

  it('names the variable when it is not an s3 URL', () => {
    expect(() => storageConfig({STORAGE_URL: '/var/files'})).toThrow('STORAGE_URL');
  });
});
