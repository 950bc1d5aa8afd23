import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
// s3rver: an S3-compatible server in Node (a dev dependency), started per test file on a free port.
import S3rver from 's3rver';

export interface TestBucket {
  /** STORAGE_URL and the AWS SDK's variables that point a process at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials; it checks request signatures with them. */
const KEY = 'S3RVER';

/** A real S3-compatible server (s3rver) on 127.0.0.1 with one bucket, its objects in a temporary folder. */
export async function givenTestBucket(bucket = 'voltcheck-test', prefix = 'files'): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'voltcheck-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{name: bucket, configs: []}],
  });
  const {port} = (await server.run()) as {port: number};
  return {
    env: {
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: KEY,
      AWS_SECRET_ACCESS_KEY: KEY,
    },
    close: async () => {
      await server.close();
      rmSync(directory, {recursive: true, force: true});
    },
  };
}
