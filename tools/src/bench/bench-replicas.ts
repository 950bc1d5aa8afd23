import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {openDatabaseWithFixtures} from '@voltcheck/api/dist/fixtures';
import {Args, failUnknown} from '../shared/args';
import {HttpTarget, Latencies, nowMs, Tally, TokenKeeper} from '../shared/http-load';
import {SerialFeed} from './bench-feed';
import {PortalClient} from './bench-import-client';
import {installationRequest} from './bench-request';
import {
  BENCH_PORTS,
  cpuPerRequest,
  cpuSlice,
  freePort,
  postgresPids,
  ServerChild,
  startServerChild,
} from './bench-server';
import {benchPlaces, benchProvider, freshSerials, machineInfo} from './bench-setup';
import {PORTAL_LISTS} from './bench-soak-traffic';

export const REPLICAS_USAGE = `usage: npm run bench -- replicas [--serials 200000] [--concurrency 16] [--duration 10] [--warmup 2] [--max 3]
  The bench's own PostgreSQL (.data/bench) with --serials fresh serials (ten a request), then 1, 2 and 3 replicas of the real server (node api/dist/index.js) on it,
  each added to the ones before: per count, (a) installation requests of ten fresh serials and (b) the portal's lists
  (GraphQL, page 1, as their users), spread round-robin over the replicas, --duration s each after --warmup s. Prints
  throughput, p50/p99, errors and CPU per process group side by side. On two cores more replicas cannot add
  throughput: what holds is no loss and no errors.`;

const REFUSED = '200 not verified: ';

interface Phase {
  requests: number;
  requestsPerSecond: number;
  latencyMs: ReturnType<Latencies['summary']>;
  errors: Record<string, number>;
  /** Answered 200 but not every serial verified (the feed's serial of a system that needs its modules, say): no failure of the replicas. */
  refused: Record<string, number>;
}

/** `concurrency` loops calling `one` with the replica index of each call in turn; errors counted by message. */
async function spread(
  opts: {concurrency: number; warmup: number; duration: number; replicas: number},
  one: (replica: number) => Promise<string | undefined>,
): Promise<Phase> {
  const latency = new Latencies();
  const errors = new Tally();
  const refused = new Tally();
  let measuring = false;
  let stop = false;
  let next = 0;
  const loop = async () => {
    while (!stop) {
      const t = nowMs();
      const error = await one(next++ % opts.replicas).catch(err => String((err as Error).message));
      if (!measuring || stop) continue;
      if (error?.startsWith(REFUSED)) refused.add(error.slice(REFUSED.length));
      else if (error) errors.add(error.slice(0, 160));
      else latency.add(nowMs() - t);
    }
  };
  const loops = Array.from({length: opts.concurrency}, loop);
  await new Promise(r => setTimeout(r, opts.warmup * 1000));
  measuring = true;
  const start = nowMs();
  await new Promise(r => setTimeout(r, opts.duration * 1000));
  const seconds = (nowMs() - start) / 1000;
  stop = true;
  await Promise.all(loops);
  return {
    requests: latency.count,
    requestsPerSecond: Math.round(latency.count / seconds),
    latencyMs: latency.summary(),
    errors: errors.toJSON(),
    refused: refused.toJSON(),
  };
}

export async function replicasBench(args: Args): Promise<void> {
  failUnknown(args, ['serials', 'concurrency', 'duration', 'warmup', 'max', 'help'], REPLICAS_USAGE);
  const serials = args.number('serials', 200_000, 1000);
  const concurrency = args.number('concurrency', 16, 1, 512);
  const duration = args.number('duration', 10, 1, 600);
  const warmup = args.number('warmup', 2, 0, 60);
  const max = args.number('max', 3, 1, 6);
  const log = (m: string) => console.error(`[bench] ${m}`);
  const started = Date.now();
  const {config, resultFile, serverLog} = benchPlaces('replicas');
  const db = await openDatabaseWithFixtures(config, {poolSize: 3, log});
  const servers: ServerChild[] = [];
  try {
    // Installations use up ten serials a request: a run that runs out counts 'no fresh serials left' as errors.
    const feed: SerialFeed = await freshSerials(db.pool, serials, log);
    const provider = await benchProvider(db.pool);
    const pgPids = () => postgresPids(join(config.dataDir, 'pg'));
    const run = Date.now().toString(36);
    const counts: Array<Record<string, unknown>> = [];
    for (let n = 1; n <= max; n++) {
      const port = await freePort(BENCH_PORTS);
      log(`starting replica ${n} on 127.0.0.1:${port}`);
      // The same database and data folder (so the same generated JWT secret): what differs is the process.
      servers.push(
        await startServerChild({
          databaseUrl: db.url,
          dataDir: config.dataDir,
          port,
          nodeArgs: [],
          poolSize: concurrency + 4,
          logFile: serverLog.replace('.server.log', `.server-${n}.log`),
        }),
      );
      const targets = servers.map(s => new HttpTarget(new URL(s.url), concurrency));
      const tokens = new TokenKeeper(targets[0], provider.clientId, provider.clientSecret);
      await tokens.get();
      const clients = await Promise.all(
        servers.map(async s => ({
          madmin: await PortalClient.signIn(s.url, 'madmin', 'Demo@12345'),
          admin: await PortalClient.signIn(s.url, 'admin', 'Demo@12345'),
        })),
      );
      const pids = {servers: () => servers.map(s => s.pid), postgres: pgPids, client: () => []};
      const phase = {concurrency, warmup, duration, replicas: n};

      log(`${n} replica(s): (a) verification`);
      let meter = cpuSlice(pids);
      const verification = await spread(phase, async i => {
        const batch = feed.take();
        if (!batch) return 'no fresh serials left';
        const res = await targets[i].post('/api/v1/verifications', installationRequest(run, batch), {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${await tokens.get()}`,
        });
        const text = res.body.toString();
        if (res.status !== 200) return `${res.status}: ${text.slice(0, 120)}`;
        // An answer that refuses a serial (taken meanwhile, say) names its reasons.
        const refused = [...text.matchAll(/"reason":"(\w+)"/g)].map(m => m[1]).filter(r => r !== 'VERIFIED');
        return refused.length ? `${REFUSED}${[...new Set(refused)].join(', ')}` : undefined;
      });
      const verificationCpu = cpuPerRequest([meter()], verification.requests);

      log(`${n} replica(s): (b) portal reads`);
      const lists = Object.entries(PORTAL_LISTS);
      let l = 0;
      meter = cpuSlice(pids);
      const reads = await spread(phase, async i => {
        const [name, list] = lists[l++ % lists.length];
        const res = await clients[i][list.as].gql(list.query, {});
        return res.status !== 200 || res.text.includes('"errors"') ? `${name}: ${res.text.slice(0, 120)}` : undefined;
      });
      const readsCpu = cpuPerRequest([meter()], reads.requests);
      for (const t of targets) t.agent.destroy();
      counts.push({replicas: n, verification: {...verification, ...verificationCpu}, reads: {...reads, ...readsCpu}});
    }
    const side = counts.map(c => {
      const v = c.verification as Phase;
      const r = c.reads as Phase;
      return {
        replicas: c.replicas,
        verificationPerSecond: v.requestsPerSecond,
        verificationP99Ms: v.latencyMs.p99,
        verificationErrors: Object.values(v.errors).reduce((a, b) => a + b, 0),
        verificationRefused: Object.values(v.refused).reduce((a, b) => a + b, 0),
        readsPerSecond: r.requestsPerSecond,
        readsP99Ms: r.latencyMs.p99,
        readsErrors: Object.values(r.errors).reduce((a, b) => a + b, 0),
      };
    });
    console.table(side);
    const result = {
      benchmark: 'replicas',
      timestamp: new Date().toISOString(),
      settings: {serials, concurrency, durationSeconds: duration, warmupSeconds: warmup, max, itemsPerRequest: 10},
      sideBySide: side,
      counts,
      machine: await machineInfo(db.pool),
      totalSeconds: Number(((Date.now() - started) / 1000).toFixed(1)),
    };
    writeFileSync(resultFile, JSON.stringify(result, null, 2) + '\n');
    console.log(JSON.stringify(result, null, 2));
    log(`written to ${resultFile}`);
  } finally {
    for (const s of servers.reverse()) await s.stop().catch(() => undefined);
    await db.close();
  }
}
