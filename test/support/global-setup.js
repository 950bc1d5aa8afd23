// Starts the whole VoltCheck process exactly as `npm start` does (built API, built UIs, embedded PostgreSQL in a
// fresh data folder), waits until /api/health answers, and hands its URL to the tests. One such stack per jest
// worker (worker-stack.js picks a worker's own), so that tests in parallel never share a database, a mail folder
// or a ledger that one of them takes down.
const {spawn} = require('node:child_process');
const {mkdtempSync, openSync} = require('node:fs');
const {tmpdir} = require('node:os');
const {join} = require('node:path');
const net = require('node:net');

const root = join(__dirname, '..', '..');

function canListen(port) {
  return new Promise(resolve => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

// Ports below Linux's ephemeral range (32768-60999): the kernel never lends them to outgoing connections, so a port
// found free stays free until the server binds it. A port from listen(0) was once taken in between by a client socket,
// and the embedded PostgreSQL of that stack could not start.
const handedOut = new Set();
async function freePort() {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await canListen(port)) return port;
  }
}

async function startStack() {
  const dataDir = mkdtempSync(join(tmpdir(), 'voltcheck-e2e-'));
  const port = await freePort();
  const pgPort = await freePort();
  const log = openSync(join(dataDir, 'server.log'), 'a');
  // The regulator's ledger, simulated here rather than inside the server, so that tests can take it down
  // (POST {E2E_LEDGER_URL}/control {down}) and bring it back: the server's ledger job runs as in production.
  const {LedgerSimulator, loadLedgerCatalogue} = require(join(root, 'api', 'dist', 'services', 'ledger'));
  const ledger = new LedgerSimulator(loadLedgerCatalogue(join(root, 'fixtures', 'sources')));
  const ledgerUrl = await ledger.start();
  const child = spawn(process.execPath, [join(root, 'api', 'dist', 'index.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_TOKEN: '1000',
      RATE_LIMIT_FORGOT: '1000',
      RATE_LIMIT_REGISTER: '1000',
      // The background work as npm start runs it (NODE_ENV=test turns it off for the API's shared test database).
      LEDGER_URL: ledgerUrl,
      LEDGER_POLL_MS: '500',
      LEDGER_BACKOFF_MAX_MS: '2000',
      SYNC_WORKERS: 'true',
      // A status change over 50 serials runs as a job, 20 serials a batch, so that a browser test sees its progress.
      STATUS_JOB_THRESHOLD: '50',
      STATUS_JOB_BATCH: '20',
    },
    stdio: ['ignore', log, log],
  });
  const stack = {
    child,
    ledger,
    env: {
      E2E_BASE_URL: `http://127.0.0.1:${port}`,
      E2E_DATA_DIR: dataDir,
      E2E_LEDGER_URL: ledgerUrl,
      E2E_DATABASE_URL: `postgres://postgres:voltcheck@127.0.0.1:${pgPort}/voltcheck`,
    },
  };
  const deadline = Date.now() + 90000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early; see ${join(dataDir, 'server.log')}`);
    try {
      const res = await fetch(`${stack.env.E2E_BASE_URL}/api/health`);
      if (res.ok) return stack;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`the server did not become healthy; see ${join(dataDir, 'server.log')}`);
    await new Promise(r => setTimeout(r, 250));
  }
}

module.exports = async function globalSetup(globalConfig) {
  const count = Math.max(1, globalConfig.maxWorkers || 1);
  const stacks = await Promise.all(Array.from({length: count}, startStack));
  globalThis.__voltcheckStacks = stacks;
  stacks.forEach((stack, i) => {
    for (const [name, value] of Object.entries(stack.env)) process.env[`${name}_${i + 1}`] = value;
  });
  // Run in band (one worker, JEST_WORKER_ID 1) the first stack is the tests' own.
  Object.assign(process.env, stacks[0].env);
};
