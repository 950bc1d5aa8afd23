import {ChildProcess, spawn} from 'node:child_process';
import {existsSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Client} from 'pg';

const root = join(__dirname, '..', '..');

const started: ChildProcess[] = [];

/** Runs `node api/dist/index.js` (what `npm start` runs) on its own data folder and ports. */
function startProcess(dataDir: string, port: number, pgPort: number): {child: ChildProcess; output: () => string} {
  let output = '';
  const child = spawn(process.execPath, [join(root, 'api', 'dist', 'index.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      // As npm start runs them (jest's NODE_ENV=test turns the sync workers off).
      SYNC_WORKERS: 'true',
    },
  });
  started.push(child);
  child.stdout!.on('data', d => (output += d));
  child.stderr!.on('data', d => (output += d));
  return {child, output: () => output};
}

/** Polls `done` until it is true; fails with `what` and the output after `timeoutMs` or when the child exits. */
async function waitUntil(
  done: () => Promise<boolean> | boolean,
  what: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const since = Date.now();
  while (!(await done())) {
    if (child.exitCode !== null) throw new Error(`exited before ${what}: ${output()}`);
    if (Date.now() - since > timeoutMs) throw new Error(`not ${what}: ${output()}`);
    await new Promise(r => setTimeout(r, 200));
  }
}

const waitHealthy = (port: number, child: ChildProcess, output: () => string) =>
  waitUntil(
    async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.ok === true,
    'healthy',
    child,
    output,
    60000,
  );

/** 'close' (not 'exit'): the child's last output has been read by then. */
const exited = (child: ChildProcess) =>
  new Promise<number | null>(resolve =>
    child.stdout!.closed && child.exitCode !== null ? resolve(child.exitCode) : child.once('close', resolve),
  );

describe('the process started as npm start starts it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'voltcheck-lifecycle-'));
  const port = 3600 + Math.floor(Math.random() * 300);
  const pgPort = 56000 + Math.floor(Math.random() * 900);

  // A failed expectation must not leave a server (and its PostgreSQL) running: jest would never exit.
  afterAll(async () => {
    for (const child of started.filter(c => c.exitCode === null && c.signalCode === null)) {
      child.kill('SIGTERM');
      await Promise.race([exited(child), new Promise(r => setTimeout(r, 10000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await exited(spawn('pkill', ['-9', '-f', join(dataDir, 'pg')]));
  });

  it('serves the portal, prints the demo accounts, keeps data across a clean stop, and recovers after kill -9', async () => {
    const first = startProcess(dataDir, port, pgPort);
    await waitHealthy(port, first.child, first.output);
    // The banner is printed just after the server starts listening: health can answer first.
    await waitUntil(
      () => first.output().includes('Demo accounts (password Demo@12345)'),
      'printing the demo accounts',
      first.child,
      first.output,
      10000,
    );
    const login = await fetch(`http://127.0.0.1:${port}/login`, {headers: {accept: 'text/html'}});
    expect(await login.text()).toContain('<div id="root">');
    const db = new Client({connectionString: `postgres://postgres:voltcheck@127.0.0.1:${pgPort}/voltcheck`});
    await db.connect();
    await db.query(`INSERT INTO importer (name) VALUES ('Kept Across Restarts')`);
    await db.end();

    first.child.kill('SIGTERM');
    expect({code: await exited(first.child), output: first.output()}).toMatchObject({code: 0});
    expect(first.output()).toContain('stopped cleanly');
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = startProcess(dataDir, port, pgPort);
    await waitHealthy(port, second.child, second.output);
    expect(second.output()).not.toContain('loaded the demo fixtures');
    const again = new Client({connectionString: `postgres://postgres:voltcheck@127.0.0.1:${pgPort}/voltcheck`});
    await again.connect();
    expect(
      (await again.query(`SELECT count(*)::int AS n FROM importer WHERE name = 'Kept Across Restarts'`)).rows[0].n,
    ).toBe(1);

    // A sync run taken up by this process, as kill -9 leaves it mid-run: the next start ends it.
    const {rows} = await again.query(
      `INSERT INTO sync_run (kind, running_since) VALUES ('cecInstallers', now()) RETURNING id::text`,
    );
    await again.end();

    // kill -9 the server and its PostgreSQL: the next start clears the stale postmaster.pid and recovers.
    second.child.kill('SIGKILL');
    await exited(second.child);
    await exited(spawn('pkill', ['-9', '-f', join(dataDir, 'pg')]));
    await new Promise(r => setTimeout(r, 500));
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);
    const third = startProcess(dataDir, port, pgPort);
    await waitHealthy(port, third.child, third.output);
    const last = new Client({connectionString: `postgres://postgres:voltcheck@127.0.0.1:${pgPort}/voltcheck`});
    await last.connect();
    const runState = async () =>
      (await last.query('SELECT finished_at IS NOT NULL AS ended, error FROM sync_run WHERE id = $1', [rows[0].id]))
        .rows[0];
    // Within a minute of the restart (the workers' first sweep runs as they start, just after the server listens).
    await waitUntil(
      async () => (await runState()).ended,
      'ending the interrupted sync run',
      third.child,
      third.output,
      60000,
    );
    expect(await runState()).toEqual({ended: true, error: expect.stringMatching(/^Interrupted/)});
    await last.end();
    third.child.kill('SIGINT');
    expect({code: await exited(third.child), output: third.output()}).toMatchObject({code: 0});
  });
});
