import {embeddedDatabaseUrl} from '@voltcheck/api/dist/database';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {loadConfig} from '@voltcheck/api/dist/config';
import {Args, failUnknown, runMain} from '../shared/args';
import {prng} from '../generate/generate-plan';
import {HttpTarget, isLoopback, Latencies, nowMs, Tally, TokenKeeper} from '../shared/http-load';
import {SerialSource} from './serial-source';
import {Postcode, TrafficMaker} from './simulate-requests';

const USAGE = `usage: npm run simulate -- --rate N --duration S [--url http://localhost:3000] [--client-id demo-app --client-secret demo-app-secret]
       [--max-in-flight 256] [--database-url postgres://...] [--seed s] [--allow-remote]
  Sends an installer app's mix of verification requests at N requests/s for S seconds (open loop) and
  prints a JSON summary. Good serials come from the server's database when it can be read
  (--database-url, DATABASE_URL, or the embedded PostgreSQL of DATA_DIR), else from the demo range.`;

const KNOWN = [
  'rate',
  'duration',
  'url',
  'client-id',
  'client-secret',
  'max-in-flight',
  'database-url',
  'seed',
  'allow-remote',
  'help',
];

/** The embedded PostgreSQL that `npm start` runs (credentials of api/src/database/embedded-database.ts). */

const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

function postcodes(fixturesDir: string): Postcode[] {
  return readFileSync(join(fixturesDir, 'postcodes.csv'), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map(line => {
      const [postcode, suburb, state, latitude, longitude] = line.split(',');
      return {postcode, suburb, state, latitude: Number(latitude), longitude: Number(longitude)};
    });
}

/** Reason codes of an answer, JSON or XML, without a full parse of the XML. */
function reasonsOf(body: Buffer, xml: boolean): string[] {
  const text = body.toString();
  if (xml) return [...text.matchAll(/<reason>(\w+)<\/reason>/g)].map(m => m[1]);
  return (JSON.parse(text) as {results: Array<{reason: string}>}).results.map(r => r.reason);
}

/** `npm run simulate`: an app provider's realistic traffic against a running server. */
runMain(async () => {
  const args = new Args();
  if (args.has('help')) return void console.log(USAGE);
  failUnknown(args, KNOWN, USAGE);
  const rate = args.number('rate', 20, 0.1, 100_000);
  const duration = args.number('duration', 30, 1, 86_400);
  const base = new URL(args.string('url', 'http://localhost:3000'));
  if (!isLoopback(base) && !args.has('allow-remote')) {
    console.error(`refusing to send load to ${base.host}: only loopback addresses unless --allow-remote`);
    process.exit(2);
  }
  const maxInFlight = args.number('max-in-flight', 256, 1, 10_000);
  const log = (m: string) => console.error(`[simulate] ${m}`);
  const config = loadConfig();
  const rand = prng(args.string('seed', String(Date.now())));
  const urls = [
    args.string('database-url', ''),
    config.databaseUrl ?? '',
    embeddedDatabaseUrl(config.embeddedPort),
  ].filter(Boolean);
  const serials = await SerialSource.open(urls, rand, log);
  log(`serials from the ${serials.origin}`);
  const maker = new TrafficMaker(serials, postcodes(config.fixturesDir), rand);
  const target = new HttpTarget(base, maxInFlight);
  const tokens = new TokenKeeper(
    target,
    args.string('client-id', 'demo-app'),
    args.string('client-secret', 'demo-app-secret'),
  );
  await tokens.get();

  const byStatus = new Tally();
  const byReason = new Tally();
  const byKind = new Tally();
  const latency = new Latencies();
  const errors = new Tally();
  let inFlight = 0;
  let dropped = 0;
  const running = new Set<Promise<void>>();

  const fire = async (scheduled: number): Promise<void> => {
    const out = maker.next();
    byKind.add(`${out.kind}${out.format === 'xml' ? ' (xml)' : ''}`);
    try {
      const token = await tokens.get();
      const contentType = out.format === 'xml' ? 'application/xml' : 'application/json';
      const res = await target.post('/api/v1/verifications', out.body, {
        'Content-Type': contentType,
        Authorization: `Bearer ${token}`,
      });
      latency.add(nowMs() - scheduled); // from the planned send time: a slow server cannot hide the queue it causes
      byStatus.add(res.status + (res.headers['idempotent-replay'] ? ' (replay)' : ''));
      if (res.status === 401) tokens.invalidate();
      if (res.status === 200) for (const reason of reasonsOf(res.body, out.format === 'xml')) byReason.add(reason);
    } catch (err) {
      errors.add((err as NodeJS.ErrnoException).code ?? (err as Error).message);
    }
  };

  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const start = nowMs();
  for (let i = 0; i < total;) {
    const wait = start + i * interval - nowMs();
    if (wait > 1) await sleep(wait);
    for (; i < total && start + i * interval <= nowMs(); i++) {
      if (inFlight >= maxInFlight) {
        dropped++;
        continue;
      }
      inFlight++;
      const p = fire(start + i * interval).finally(() => {
        inFlight--;
        running.delete(p);
      });
      running.add(p);
    }
  }
  await Promise.race([Promise.all(running), sleep(30_000)]);
  const seconds = (nowMs() - start) / 1000;
  target.close();
  await serials.close();
  console.log(
    JSON.stringify(
      {
        target: base.origin,
        serials: serials.origin,
        rate,
        durationSeconds: duration,
        elapsedSeconds: Number(seconds.toFixed(1)),
        sent: total - dropped,
        completed: latency.count,
        dropped,
        unfinished: running.size,
        achievedRate: Number((latency.count / seconds).toFixed(1)),
        tokenRequests: tokens.renewals,
        byKind,
        byStatus,
        byReason,
        errors,
        latencyMs: latency.summary(),
      },
      null,
      2,
    ),
  );
  process.exit(0);
});
