import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {loadConfig} from '@voltcheck/api/dist/config';
import {RunningServer, startServer} from '@voltcheck/api/dist/server';

/** Starts the built API on a random port against this run's database (the API's jest set-up), with its own data folder. */
export async function givenRunningApp(): Promise<RunningServer> {
  const databaseUrl = process.env.VOLTCHECK_TEST_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('VOLTCHECK_TEST_DATABASE_URL is not set: run the tests through jest (globalSetup).');
  const config = loadConfig(
    {...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test'},
    {
      dataDir: mkdtempSync(join(tmpdir(), 'voltcheck-tools-test-')),
      jwtSecret: 'test-secret',
      port: 0,
      host: '127.0.0.1',
    },
  );
  return startServer(config);
}
