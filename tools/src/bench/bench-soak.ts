import {writeFileSync} from 'node:fs';
import {openDatabaseWithFixtures} from '@voltcheck/api/dist/fixtures';
import {Args, failUnknown} from '../shared/args';
import {HttpTarget, TokenKeeper} from '../shared/http-load';
import {PortalClient, RssWatch} from './bench-import-client';
import {BENCH_PORTS, freePort, startServerChild} from './bench-server';
import {benchPlaces, benchProvider, freshSerials, machineInfo} from './bench-setup';
import {importCall, KindStats, listCall, paced, PORTAL_LISTS, signInCall, verificationCall} from './bench-soak-traffic';

export const SOAK_USAGE = `usage: npm run bench -- soak [--duration 150] [--warmup 10] [--rate 40] [--concurrency 8] [--import-rows 10000]
       [--import-every 10] [--portal-rate 8] [--sign-in-every 3]
  The bench's embedded PostgreSQL (BENCH_DATA_DIR, BENCH_PG_PORT) and the real server as a child, then for --duration
  seconds at once: installations of ten fresh serials at --rate requests/s (on up to --concurrency connections), a
  flash-data CSV import of --import-rows rows every --import-every seconds (upload, import, wait), portal GraphQL lists
  at --portal-rate/s and a sign-in every --sign-in-every seconds. Reports errors, 5xx and p99 per kind and the server's
  RSS after the warm-up and after the load (and its course), to bench/results/soak-*.json.`;

const DEMO_PASSWORD = 'Demo@12345';
const round = (x: number, digits = 2) => Number(x.toFixed(digits));
const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

/** DESIGN.md Budgets: no errors, no 5xx, memory back near its start (here: the end within 1.3× the start). */
const MEMORY_BACK_RATIO = 1.3;

export async function soakBench(args: Args): Promise<void> {
  failUnknown(
    args,
    [
      'duration',
      'warmup',
      'rate',
      'concurrency',
      'import-rows',
      'import-every',
      'portal-rate',
      'sign-in-every',
      'help',
    ],
    SOAK_USAGE,
  );
  const duration = args.number('duration', 150, 5, 3600);
  const warmup = args.number('warmup', 10, 0, 600);
  const rate = args.number('rate', 40, 1, 5000);
  const concurrency = args.number('concurrency', 8, 1, 256);
  const importRows = args.number('import-rows', 10_000, 100, 1_000_000);
  const importEvery = args.number('import-every', 10, 1, 3600);
  const portalRate = args.number('portal-rate', 8, 0.1, 1000);
  const signInEvery = args.number('sign-in-every', 3, 0.5, 3600);
  const log = (m: string) => console.error(`[bench] ${m}`);
  const started = Date.now();
  const places = benchPlaces('soak');
  const db = await openDatabaseWithFixtures(places.config, {poolSize: 3, log});
  let server: Awaited<ReturnType<typeof startServerChild>> | undefined;
  try {
    log(`database: ${db.where}`);
    const need = Math.ceil(rate * (duration + warmup) * 10 * 1.2);
    // A long soak outlasts what one priming reads: refill in the background while a minute of batches is left.
    const feed = await freshSerials(db.pool, need, log, rate * 60);
    const provider = await benchProvider(db.pool);
    const port = await freePort(BENCH_PORTS);
    log(`starting the server on 127.0.0.1:${port}`);
    server = await startServerChild({
      databaseUrl: db.url,
      dataDir: places.config.dataDir,
      port,
      nodeArgs: [],
      logFile: places.serverLog,
    });
    const rss = new RssWatch(server.pid);
    rss.start();
    const rssCold = rss.rssMb();
    const run = `${Date.now().toString(36)}`;
    const target = new HttpTarget(new URL(server.url), concurrency);
    const tokens = new TokenKeeper(target, provider.clientId, provider.clientSecret);
    const sessions = {
      madmin: await PortalClient.signIn(server.url, 'madmin', DEMO_PASSWORD),
      admin: await PortalClient.signIn(server.url, 'admin', DEMO_PASSWORD),
    };
    const kinds = {
      verification: new KindStats(),
      import: new KindStats(),
      signIn: new KindStats(),
      graphqlList: new KindStats(),
    };
    const byList = Object.fromEntries(Object.keys(PORTAL_LISTS).map(k => [k, new KindStats()]));
    let running = true;
    const alive = () => running;
    let signIns = 0;
    const verify = verificationCall(target, tokens, feed, run);
    const signIn = (who: 'madmin' | 'admin') =>
      signInCall(server!.url, who, DEMO_PASSWORD, client => (sessions[who] = client));
    const list = listCall(() => sessions, byList);
    const importOne = importCall(() => sessions.madmin, places.filesDir, run, importRows);
    const loops = Promise.all([
      paced(rate, concurrency, alive, () => verify(kinds.verification)),
      paced(1 / importEvery, 1, alive, () => importOne(kinds.import)),
      paced(1 / signInEvery, 1, alive, () => signIn(signIns++ % 2 ? 'admin' : 'madmin')(kinds.signIn)),
      paced(portalRate, 2, alive, () => list(kinds.graphqlList)),
    ]);
    log(`${warmup} s warm-up, then ${duration} s measured`);
    await sleep(warmup * 1000);
    for (const k of [...Object.values(kinds), ...Object.values(byList)]) k.measuring = true;
    rss.mark('soak');
    const rssStart = rss.rssMb();
    const series: Array<{second: number; rssMb: number}> = [];
    const t0 = Date.now();
    while (Date.now() - t0 < duration * 1000) {
      await sleep(Math.min(10_000, duration * 1000 - (Date.now() - t0)));
      series.push({second: Math.round((Date.now() - t0) / 1000), rssMb: rss.rssMb()});
      log(
        `${series.at(-1)!.second} s: RSS ${series.at(-1)!.rssMb} MB, ${kinds.verification.latency.count} verifications`,
      );
    }
    running = false;
    log('load stopped: waiting for the calls in flight, then 5 s idle');
    await loops;
    rss.mark('settle');
    await sleep(5000);
    const rssEnd = rss.rssMb();
    const rssPeak = rss.stop();
    target.close();
    await server.stop();
    server = undefined;

    const summary = Object.fromEntries(Object.entries(kinds).map(([k, s]) => [k, s.summary()]));
    const errors = Object.values(kinds).reduce((a, s) => a + s.failures, 0);
    const serverErrors = Object.values(kinds).reduce((a, s) => a + s.serverErrors, 0);
    const result = {
      benchmark: 'soak',
      timestamp: new Date().toISOString(),
      settings: {duration, warmup, rate, concurrency, importRows, importEvery, portalRate, signInEvery, run},
      kinds: {
        ...summary,
        graphqlList: {
          ...summary.graphqlList,
          byList: Object.fromEntries(Object.entries(byList).map(([k, s]) => [k, s.summary()])),
        },
      },
      server: {
        command: 'node api/dist/index.js',
        rssMb: {cold: rssCold, start: rssStart, end: rssEnd, peak: rssPeak, endToStart: round(rssEnd / rssStart)},
        rssSeries: series,
        note: 'start: after the warm-up; end: 5 s after the load stopped; peak: VmHWM over the whole run',
      },
      budget: {
        errors: {need: 0, got: errors, met: errors === 0},
        serverErrors: {need: 0, got: serverErrors, met: serverErrors === 0},
        memoryBack: {
          need: `end ≤ ${MEMORY_BACK_RATIO} × start`,
          got: round(rssEnd / rssStart),
          met: rssEnd <= MEMORY_BACK_RATIO * rssStart,
        },
      },
      machine: await machineInfo(db.pool),
      totalSeconds: round((Date.now() - started) / 1000, 1),
    };
    writeFileSync(places.resultFile, JSON.stringify(result, null, 2) + '\n');
    console.log(JSON.stringify(result, null, 2));
    const met = Object.values(result.budget).every(b => b.met);
    log(
      `budget ${met ? 'MET' : 'NOT MET'}: ${errors} errors, ${serverErrors} 5xx, RSS ${rssStart} → ${rssEnd} MB; ` +
        Object.entries(summary)
          .map(([k, s]) => `${k} p99 ${s.latencyMs.p99} ms (${s.measured})`)
          .join(', ') +
        `; written to ${places.resultFile}`,
    );
  } finally {
    await server?.stop().catch(() => undefined);
    await db.close();
  }
}
