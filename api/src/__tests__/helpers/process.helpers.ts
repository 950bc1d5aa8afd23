import {ChildProcess, spawn} from 'node:child_process';
import {createServer} from 'node:net';
import {join} from 'node:path';

const apiRoot = join(__dirname, '..', '..', '..');

/** The whole API as `npm start` runs it (the built dist), in a child process that a test may kill. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves when the process has exited (its output read). */
  exited: Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as {port: number};
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Starts `node api/dist/index.js` against this run's test database with `dataDir`, and waits until it is healthy.
 * The port is probed free and then bound by the child: an outgoing connection may take it in between (it lies in the
 * ephemeral range), so a start refused with EADDRINUSE is tried again on another port.
 */
export async function givenServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerProcess(dataDir, env);
    } catch (err) {
      if (attempt >= 3 || !String((err as Error).message).includes('EADDRINUSE')) throw err;
    }
  }
}

async function startServerProcess(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const databaseUrl = process.env.VOLTCHECK_TEST_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('VOLTCHECK_TEST_DATABASE_URL is not set: run the tests through jest (globalSetup).');
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [join(apiRoot, 'dist', 'index.js')], {
    cwd: join(apiRoot, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-not-for-production',
      // Per-address limits count in the run's shared database, as for givenRunningApp's servers.
      RATE_LIMIT_TOKEN: '10000',
      RATE_LIMIT_FORGOT: '10000',
      RATE_LIMIT_REGISTER: '10000',
      ...env,
    },
  });
  child.stdout!.on('data', d => (output += d));
  child.stderr!.on('data', d => (output += d));
  const exited = new Promise<void>(resolve => child.once('close', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited before it was healthy:\n${output}`);
    if ((await fetch(`${url}/api/health`).catch(() => undefined))?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not healthy in 90 s:\n${output}`);
    }
    await new Promise(r => setTimeout(r, 200));
  }
  return {url, child, output: () => output, exited};
}
