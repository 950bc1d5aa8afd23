import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import supertest from 'supertest';
import {AppConfig, loadConfig} from '../../config';
import {RunningServer, startServer} from '../../server';

export const DEMO_PASSWORD = 'Demo@12345';

/** Starts the whole API on a random port against this run's database, with its own data folder. */
export async function givenRunningApp(overrides: Partial<AppConfig> = {}): Promise<RunningServer> {
  const databaseUrl = process.env.VOLTCHECK_TEST_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('VOLTCHECK_TEST_DATABASE_URL is not set: run the tests through jest (globalSetup).');
  const config = loadConfig(
    {...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test'},
    {
      dataDir: mkdtempSync(join(tmpdir(), 'voltcheck-test-')),
      jwtSecret: 'test-secret-not-for-production',
      port: 0,
      host: '127.0.0.1',
      rateLimits: {token: 10000, forgot: 10000, register: 10000, recallCheck: 10000},
      ...overrides,
    },
  );
  return startServer(config);
}

/** A server to call: one started in this process, or a child process's address (process.helpers). */
export type Reachable = Pick<RunningServer, 'url'>;

export function client(server: Reachable) {
  return supertest(server.url);
}

/** GET `path` with a bearer token, its body kept as bytes (downloads: CSV, XLSX, XML). */
export function downloadBytes(server: Reachable, path: string, token: string) {
  return client(server)
    .get(path)
    .set('Authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
}

/** Signs in and returns the bearer token. */
export async function givenToken(server: Reachable, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await client(server).post('/api/account/token').send({Username: username, Password: password});
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}
