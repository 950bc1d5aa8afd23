import {ChildProcess, spawn} from 'node:child_process';
import {createWriteStream, existsSync, readdirSync, readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {join, resolve} from 'node:path';
import {HttpTarget} from '../shared/http-load';

const repoRoot = resolve(__dirname, '..', '..', '..');

/** The ports a bench's server child may listen on (the first free one). */
export const BENCH_PORTS = [3190, 3191, 3192, 3193, 3194, 3195, 3196, 3197, 3198, 3199];

/** The first port of `ports` nothing listens on. */
export async function freePort(ports: number[]): Promise<number> {
  for (const port of ports) {
    const free = await new Promise<boolean>(ok => {
      const s = createServer()
        .once('error', () => ok(false))
        .listen(port, '127.0.0.1', () => s.close(() => ok(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port among ${ports.join(', ')}`);
}

export interface ServerChild {
  url: string;
  pid: number;
  stop(): Promise<void>;
  /** kill -9, as a crash would: no shutdown, open transactions left to PostgreSQL. */
  kill(): Promise<void>;
}

/**
 * Runs the real server as `npm start` does (`node api/dist/index.js`), in its own process so the
 * load client never shares its event loop, on the bench database (DATABASE_URL) and DATA_DIR.
 */
export async function startServerChild(opts: {
  databaseUrl: string;
  dataDir: string;
  port: number;
  logFile: string;
  nodeArgs: string[];
  poolSize?: number;
}): Promise<ServerChild> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: opts.databaseUrl,
    DATA_DIR: opts.dataDir,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
    LOG_REQUESTS: 'false',
    RUN_WORKERS: 'true',
    ...(opts.poolSize ? {DATABASE_POOL_SIZE: String(opts.poolSize)} : {}),
  };
  const log = createWriteStream(opts.logFile);
  // BENCH_SERVER_NODE_ARGS: more V8 or Node flags for the server alone (--trace-gc, say), which NODE_OPTIONS refuses.
  const extraArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...extraArgs, ...opts.nodeArgs, join(repoRoot, 'api', 'dist', 'index.js')],
    {cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe']},
  );
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<number | null>(ok => child.once('exit', code => ok(code)));
  const url = `http://127.0.0.1:${opts.port}`;
  const probe = new HttpTarget(new URL(url), 1);
  const deadline = Date.now() + 90_000;
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`the server exited with ${child.exitCode} while starting (see ${opts.logFile})`);
      const ok = await probe.get('/api/health').then(
        r => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline)
        throw new Error(`the server did not answer /api/health within 90 s (see ${opts.logFile})`);
      await new Promise(r => setTimeout(r, 250));
    }
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  } finally {
    probe.close();
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      log.end();
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      log.end();
    },
  };
}

/** CPU seconds (user + system) of some processes, from /proc (0 where it cannot be read). */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone, or not Linux
    }
  }
  return ticks / 100;
}

/**
 * CPU seconds of one single-threaded process (a PostgreSQL backend), to the nanosecond: its time on a CPU from
 * /proc/<pid>/schedstat. cpuSeconds counts 10 ms ticks, too coarse for a few hundred batches; schedstat is the main
 * thread's alone, so it would undercount a Node process.
 */
export function backendCpuSeconds(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e9;
}

/** The postmaster of a data folder and its children: every PostgreSQL process of that cluster. */
export function postgresPids(pgDir: string): number[] {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile) || !existsSync('/proc')) return [];
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter(d => /^\d+$/.test(d))
    .filter(pid => {
      try {
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    });
  return [postmaster, ...children.map(Number)];
}

/** The bench process's own CPU seconds. */
function clientCpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** The CPU seconds each process group used over some wall time. */
export interface CpuSlice {
  wallSeconds: number;
  cpuSeconds: Record<string, number>;
}

/**
 * CPU seconds per process group between two snapshots, to show where the time went ('client': this
 * process). Counted per process, so processes that started or ended in between count only for
 * their own time.
 */
export function cpuSlice(groups: Record<string, () => number[]>): () => CpuSlice {
  const snap = () =>
    new Map(
      Object.entries(groups).flatMap(([k, pids]) =>
        k === 'client' ? [[k, clientCpu()]] : pids().map(p => [`${k}:${p}`, cpuSeconds([p])]),
      ),
    );
  const start = snap();
  const t = Date.now();
  return () => {
    const end = snap();
    return {
      wallSeconds: (Date.now() - t) / 1000,
      cpuSeconds: Object.fromEntries(
        Object.keys(groups).map(k => [
          k,
          [...end]
            .filter(([key]) => key === k || key.startsWith(`${k}:`))
            .reduce((a, [key, v]) => a + v - (start.get(key) ?? 0), 0),
        ]),
      ),
    };
  };
}

/** Slices added up: each group's CPU seconds and the cores it kept busy on average. */
export function cpuSummary(slices: CpuSlice[]): Record<string, {cpuSeconds: number; cores: number}> {
  const round = (x: number) => Number(x.toFixed(2));
  const wall = slices.reduce((a, s) => a + s.wallSeconds, 0);
  const total: Record<string, number> = {};
  for (const s of slices) for (const [k, cpu] of Object.entries(s.cpuSeconds)) total[k] = (total[k] ?? 0) + cpu;
  return Object.fromEntries(
    Object.entries(total).map(([k, cpu]) => [k, {cpuSeconds: round(cpu), cores: round(cpu / wall)}]),
  );
}

/** cpuSlice summed up at once: the CPU of each group between now and the call. */
export function cpuMeter(
  groups: Record<string, () => number[]>,
): () => Record<string, {cpuSeconds: number; cores: number}> {
  const slice = cpuSlice(groups);
  return () => cpuSummary([slice()]);
}

/** A phase's CPU seconds per process group, and per request in milliseconds. */
export function cpuPerRequest(slices: CpuSlice[], requests: number) {
  const cpu = cpuSummary(slices);
  const perRequest = (seconds: number) => (requests ? Number(((1000 * seconds) / requests).toFixed(3)) : null);
  return {cpu, cpuMsPerRequest: Object.fromEntries(Object.entries(cpu).map(([k, c]) => [k, perRequest(c.cpuSeconds)]))};
}
