import {BatchFeed, BenchBatch} from './bench-feed';
import {installationRequest} from './bench-request';
import {HttpTarget, Latencies, nowMs, Tally, TokenKeeper} from '../shared/http-load';

export interface PhaseResult {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: ReturnType<Latencies['summary']>;
  serialsExhausted: boolean;
}

/**
 * Runs `worker` on `concurrency` loops: `warmup` seconds unmeasured, then `duration` measured. Each
 * measured latency also goes to `allLatencies` when given (a phase run in several slices).
 */
export async function closedLoop(
  opts: {concurrency: number; warmup: number; duration: number; feed: BatchFeed; allLatencies?: Latencies},
  one: (batch: BenchBatch) => Promise<void>,
): Promise<PhaseResult> {
  const latency = new Latencies();
  let measuring = false;
  let stop = false;
  let exhausted = false;
  const loop = async () => {
    while (!stop) {
      const batch = opts.feed.take();
      if (!batch) {
        if (opts.feed.exhausted) {
          exhausted = true;
          return;
        }
        await new Promise(r => setTimeout(r, 5));
        continue;
      }
      const t = nowMs();
      await one(batch);
      if (measuring && !stop) {
        latency.add(nowMs() - t);
        opts.allLatencies?.add(nowMs() - t);
      }
    }
  };
  const loops = Array.from({length: opts.concurrency}, loop);
  await new Promise(r => setTimeout(r, opts.warmup * 1000));
  measuring = true;
  const start = nowMs();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([new Promise(r => (timer = setTimeout(r, opts.duration * 1000))), Promise.all(loops)]);
  // A feed that runs out ends the phase early: its timer must not keep the process alive for the rest.
  clearTimeout(timer);
  const seconds = (nowMs() - start) / 1000;
  stop = true;
  await Promise.all(loops);
  return {
    requests: latency.count,
    seconds: Number(seconds.toFixed(2)),
    requestsPerSecond: Math.round(latency.count / seconds),
    latencyMs: latency.summary(),
    serialsExhausted: exhausted,
  };
}

/** (a) HTTP: POST /api/v1/verifications, installation of ten fresh serials (or one system) per request, keep-alive. */
export async function httpPhase(opts: {
  url: string;
  clientId: string;
  clientSecret: string;
  run: string;
  concurrency: number;
  warmup: number;
  duration: number;
  feed: BatchFeed;
  allLatencies?: Latencies;
}): Promise<
  PhaseResult & {statuses: Record<string, number>; reasons: Record<string, number>; errors: Record<string, number>}
> {
  const target = new HttpTarget(new URL(opts.url), opts.concurrency);
  const tokens = new TokenKeeper(target, opts.clientId, opts.clientSecret);
  await tokens.get();
  const statuses = new Tally();
  const reasons = new Tally();
  const errors = new Tally();
  const result = await closedLoop(opts, async batch => {
    try {
      const res = await target.post('/api/v1/verifications', installationRequest(opts.run, batch), {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await tokens.get()}`,
      });
      statuses.add(res.status);
      if (res.status === 200) {
        const text = res.body.toString();
        const verified = text.split('"reason":"VERIFIED"').length - 1;
        reasons.add('VERIFIED', verified);
        // A battery system's modules are answered each with its own reason, beside their unit's.
        const answered = batch.items.reduce((n, item) => n + 1 + (item.modules?.length ?? 0), 0);
        if (verified !== answered)
          for (const m of text.matchAll(/"reason":"(\w+)"/g)) if (m[1] !== 'VERIFIED') reasons.add(m[1]);
      } else if (statuses.toJSON()[String(res.status)] <= 3) {
        errors.add(`${res.status}: ${res.body.toString().slice(0, 200)}`);
      }
    } catch (err) {
      errors.add((err as NodeJS.ErrnoException).code ?? (err as Error).message);
    }
  });
  target.close();
  return {...result, statuses: statuses.toJSON(), reasons: reasons.toJSON(), errors: errors.toJSON()};
}

/**
 * What one phase's slices (run alternately with the other phase's, so that both see the machine in the
 * same moods) measured together: requests per second and latencies over all of them.
 */
export function mergeSlices(slices: PhaseResult[], allLatencies: Latencies): PhaseResult {
  const seconds = slices.reduce((a, s) => a + s.seconds, 0);
  const requests = slices.reduce((a, s) => a + s.requests, 0);
  return {
    requests,
    seconds: Number(seconds.toFixed(2)),
    requestsPerSecond: Math.round(requests / seconds),
    latencyMs: allLatencies.summary(),
    serialsExhausted: slices.some(s => s.serialsExhausted),
  };
}

/** Counts per key (statuses, reasons) of several slices, added up key by key. */
export function addCounts(all: Array<Record<string, number>>): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const counts of all) for (const [k, n] of Object.entries(counts)) sum[k] = (sum[k] ?? 0) + n;
  return sum;
}
