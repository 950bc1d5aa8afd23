import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {BenchBatch, SerialFeed} from '../../bench/bench-feed';
import {addCounts, closedLoop, mergeSlices, PhaseResult} from '../../bench/bench-http';
import {cpuSummary} from '../../bench/bench-server';
import {serialsNeeded} from '../../bench/bench-setup';
import {Latencies, Tally} from '../../shared/http-load';

/** A feed of `batches` batches (endless when undefined), then exhausted: what closedLoop takes from SerialFeed. */
function feedOf(batches?: number): SerialFeed {
  let left = batches ?? Infinity;
  const batch: BenchBatch = {items: [], date: '2026-01-01'};
  return {
    get exhausted() {
      return left <= 0;
    },
    take: () => (left-- > 0 ? batch : undefined),
  } as unknown as SerialFeed;
}

function latenciesOf(values: number[]): Latencies {
  const latencies = new Latencies();
  values.forEach(v => latencies.add(v));
  return latencies;
}

describe("the benches' arithmetic", () => {
  it('summarises latencies by rank: p50, p90, p99, max and mean; zeros when there are none', () => {
    const shuffled = Array.from({length: 100}, (_, i) => ((i * 37) % 100) + 1);
    expect(latenciesOf(shuffled).summary()).toEqual({p50: 50, p90: 90, p99: 99, max: 100, mean: 50.5});
    expect(new Latencies().summary()).toEqual({p50: 0, p90: 0, p99: 0, max: 0, mean: 0});
  });

  it('merges slices: requests and seconds added, the rate from the sums, latencies over all, exhausted when any slice was', () => {
    const slice = (requests: number, seconds: number, serialsExhausted = false): PhaseResult => ({
      requests,
      seconds,
      requestsPerSecond: Math.round(requests / seconds),
      latencyMs: new Latencies().summary(),
      serialsExhausted,
    });
    const merged = mergeSlices([slice(100, 1), slice(500, 4), slice(0, 0.5, true)], latenciesOf([1, 2, 3, 4]));
    expect(merged).toEqual({
      requests: 600,
      seconds: 5.5,
      requestsPerSecond: 109,
      latencyMs: {p50: 2, p90: 4, p99: 4, max: 4, mean: 2.5},
      serialsExhausted: true,
    });
  });

  it('adds counts key by key, and tallies them', () => {
    expect(addCounts([{200: 3, VERIFIED: 30}, {200: 2, 409: 1}, {}])).toEqual({200: 5, VERIFIED: 30, 409: 1});
    const tally = new Tally();
    tally.add(200);
    tally.add('VERIFIED', 10);
    tally.add(200);
    expect(tally.toJSON()).toEqual({VERIFIED: 10, 200: 2});
  });

  it('adds CPU slices up per process group, as cores over the slices’ whole wall time', () => {
    expect(
      cpuSummary([
        {wallSeconds: 2, cpuSeconds: {server: 1.5, postgres: 3}},
        {wallSeconds: 2, cpuSeconds: {server: 0.5, postgres: 1, client: 0.2}},
      ]),
    ).toEqual({
      server: {cpuSeconds: 2, cores: 0.5},
      postgres: {cpuSeconds: 4, cores: 1},
      client: {cpuSeconds: 0.2, cores: 0.05},
    });
  });

  it('sizes the serials a run needs from the newest readable result, with half again as margin', () => {
    const dir = mkdtempSync(join(tmpdir(), 'voltcheck-bench-'));
    try {
      expect(serialsNeeded(join(dir, 'none'), 10)).toBe(10 * 10 * 3000);
      writeFileSync(
        join(dir, 'verification-2026-11-01T00-00-00-000Z.json'),
        JSON.stringify({http: {requestsPerSecond: 100}, pg: {requestsPerSecond: 300}}),
      );
      writeFileSync(join(dir, 'verification-2026-11-02T00-00-00-000Z.json'), '{"truncated');
      writeFileSync(
        join(dir, 'import-2026-11-03T00-00-00-000Z.json'),
        JSON.stringify({http: {requestsPerSecond: 1e6}, pg: {requestsPerSecond: 1e6}}),
      );
      expect(serialsNeeded(dir, 10)).toBe(10 * 10 * 1.5 * 400);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('runs a closed loop: counts only what ends after the warm-up, stops after the duration', async () => {
    let calls = 0;
    const result = await closedLoop({concurrency: 3, warmup: 0.1, duration: 0.3, feed: feedOf()}, async () => {
      calls++;
      await new Promise(r => setTimeout(r, 5));
    });
    expect(result.requests).toBeGreaterThan(0);
    expect(result.requests).toBeLessThan(calls);
    expect(result.seconds).toBeGreaterThanOrEqual(0.29);
    expect(result.serialsExhausted).toBe(false);
    expect(result.latencyMs.p50).toBeGreaterThanOrEqual(4);
  });

  it('stops a closed loop early when the serials run out, and says so', async () => {
    const result = await closedLoop(
      {concurrency: 2, warmup: 0, duration: 2, feed: feedOf(5)},
      () => new Promise(r => setTimeout(r, 20)),
    );
    expect(result).toMatchObject({requests: 5, serialsExhausted: true});
    expect(result.seconds).toBeLessThan(2);
  });
});
