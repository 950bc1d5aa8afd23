import {createHash, randomUUID} from 'node:crypto';
import {Pool, PoolClient} from 'pg';
import {APP_CALL_WINDOW} from '@voltcheck/api/dist/auth/app.strategy';
import {AppProviderRepository} from '@voltcheck/api/dist/services/verification/app-provider.repository';
import {parseVerificationRequest} from '@voltcheck/api/dist/services/verification/verification-request';
import {resultFor} from '@voltcheck/api/dist/services/verification/verification-response';
import {decide, normaliseSerial} from '@voltcheck/api/dist/services/verification/verification-rules';
import {VerificationBatchRepository} from '@voltcheck/api/dist/services/verification/verification-batch.repository';
import {BenchBatch, SerialFeed} from './bench-feed';
import {closedLoop, mergeSlices, PhaseResult} from './bench-http';
import {CpuSlice, cpuSlice, cpuPerRequest} from './bench-server';
import {installationRequest} from './bench-request';
import {Latencies, nowMs} from '../shared/http-load';

/**
 * (b) The raw baseline: per batch, the statements the server issues for an installation: the
 * provider with its call counted (AppProviderRepository.countCall, as the app authentication does), then those of
 * VerificationService.verify (the one read: replay lookup, locked serials, brands, same installation;
 * the one write: new installation, serials installed, batch row, logs) through VerificationBatchRepository
 * itself, in one transaction, straight through `pg`: no HTTP, no LoopBack, no token check, no signing.
 */
export async function pgPhase(opts: {
  pool: Pool;
  provider: {id: number; name: string};
  run: string;
  concurrency: number;
  warmup: number;
  duration: number;
  feed: SerialFeed;
  allLatencies?: Latencies;
  steps?: Map<string, {ms: number; n: number}>;
}): Promise<
  PhaseResult & {verified: number; notVerified: number; statementsMs: Record<string, {meanMs: number; share: number}>}
> {
  let verified = 0;
  let notVerified = 0;
  // Mean time of each statement (client-side, including the wait for locks): where a batch's time goes.
  // (Given by the caller when the phase runs in slices: then the means cover every slice.)
  const steps = opts.steps ?? new Map<string, {ms: number; n: number}>();
  const timed = async <T>(step: string, work: Promise<T>): Promise<T> => {
    const t = nowMs();
    const result = await work;
    const s = steps.get(step) ?? {ms: 0, n: 0};
    s.ms += nowMs() - t;
    s.n++;
    steps.set(step, s);
    return result;
  };
  const calls = APP_CALL_WINDOW;
  const providers = new AppProviderRepository(opts.pool);
  const store = new VerificationBatchRepository(opts.pool);
  const result = await closedLoop(opts, async batch => {
    await timed('provider call (provider lookup, call counted)', providers.countCall(opts.provider.id, calls));
    const db = await timed('connect', opts.pool.connect());
    try {
      await timed('BEGIN', store.begin(db));
      const decisions = await decideAndRecord(db, store, opts.provider, `${opts.run}-pg`, batch, timed);
      await timed('COMMIT', db.query('COMMIT'));
      for (const verifiedNow of decisions) {
        if (verifiedNow) verified++;
        else notVerified++;
      }
    } catch (err) {
      await db.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      db.release();
    }
  });
  const total = [...steps.values()].reduce((a, s) => a + s.ms, 0);
  const statementsMs = Object.fromEntries(
    [...steps].map(([k, s]) => [
      k,
      {meanMs: Number((s.ms / s.n).toFixed(3)), share: Number((s.ms / total).toFixed(3))},
    ]),
  );
  return {...result, verified, notVerified, statementsMs};
}

/**
 * A raw phase run in slices between the others ((b) on the real tables, (c) on the floor's copies): its
 * own pool and feed, its latencies, statement times and CPU added up over the slices. The server's
 * process is metered apart (serverIdle): it should do nothing meanwhile.
 */
export function rawPhase(
  pool: Pool,
  feed: SerialFeed,
  provider: {id: number; name: string},
  pids: {postgres: () => number[]; server: number},
) {
  const latencies = new Latencies();
  const steps = new Map<string, {ms: number; n: number}>();
  const slices: Array<Awaited<ReturnType<typeof pgPhase>>> = [];
  const cpu: CpuSlice[] = [];
  return {
    async slice(opts: {run: string; concurrency: number; warmup: number; duration: number}): Promise<void> {
      const meter = cpuSlice({postgres: pids.postgres, client: () => [], serverIdle: () => [pids.server]});
      slices.push(await pgPhase({...opts, pool, feed, provider, allLatencies: latencies, steps}));
      cpu.push(meter());
    },
    result() {
      const merged = mergeSlices(slices, latencies);
      // The statement times accumulate across slices (one `steps`): the last slice's cover them all.
      return {
        ...merged,
        verified: slices.reduce((a, s) => a + s.verified, 0),
        notVerified: slices.reduce((a, s) => a + s.notVerified, 0),
        statementsMs: slices[slices.length - 1].statementsMs,
        ...cpuPerRequest(cpu, merged.requests),
      };
    },
  };
}

type Timed = <T>(step: string, work: Promise<T>) => Promise<T>;

/**
 * One installation batch's read, decision and write in `db`'s open transaction (what the server does between BEGIN
 * and COMMIT); whether each serial was verified.
 */
export async function decideAndRecord(
  db: PoolClient,
  store: VerificationBatchRepository,
  provider: {id: number; name: string},
  run: string,
  batch: BenchBatch,
  timed: Timed = (_step, work) => work,
): Promise<boolean[]> {
  const raw = installationRequest(run, batch);
  const request = parseVerificationRequest(JSON.parse(raw.toString()));
  const norms = request.items.map(i => normaliseSerial(i.serial));
  const {
    serials,
    brands,
    sameInstallationIds: same,
    installation,
  } = await timed(
    'readForDecision (replay lookup, serials FOR UPDATE, brands, same installation)',
    store.readForDecision(db, {
      appProviderId: provider.id,
      requestId: request.requestId,
      norms: [...new Set(norms)],
      brandNames: [...new Set(request.items.map(i => i.brand.trim().toLowerCase()))],
      installation: request.installation!,
    }),
  );
  const decisions = request.items.map((item, n) => {
    const brand = brands.get(item.brand.trim().toLowerCase());
    const {reason, serial} = decide(serials.get(norms[n]) ?? [], {
      requestedBrandId: brand?.id ?? null,
      requestedModel: item.model,
      onDate: request.installation!.date,
      sameInstallationIds: same,
      photoMissing: false,
    });
    return {
      item,
      norm: norms[n],
      reason,
      serial: serials.get(norms[n])?.find(s => s.id === serial?.id),
      manufacturerId: brand?.manufacturerId ?? null,
      verified: reason === 'VERIFIED',
    };
  });
  const batchId = randomUUID();
  const response = Buffer.from(
    JSON.stringify({
      batchId,
      requestId: request.requestId,
      requestType: 1,
      installationId: installation!.id,
      verifiedAt: new Date().toISOString(),
      results: decisions.map(d => resultFor(d.item.serial, d.reason, d.serial)),
    }),
  );
  await timed(
    'recordDecision (installation, serials installed + stats trigger, batch, logs + stats trigger)',
    store.recordDecision(db, {
      batch: {
        id: batchId,
        appProviderId: provider.id,
        requestId: request.requestId,
        requestHash: createHash('sha256').update(raw).digest('hex'),
        requestType: 1,
        requestFormat: 'json',
        requestBody: raw,
        responseFormat: 'json',
        responseBody: response,
        signature: 'bench-baseline',
      },
      installation,
      installationInput: request.installation!,
      installedSerialIds: decisions.filter(d => d.verified).map(d => d.serial!.id),
      logs: decisions,
      common: {
        requesterName: request.requester.name,
        requesterAbn: request.requester.abn ?? null,
        appName: provider.name,
        latitude: request.location?.latitude ?? null,
        longitude: request.location?.longitude ?? null,
      },
    }),
  );
  return decisions.map(d => d.verified);
}
