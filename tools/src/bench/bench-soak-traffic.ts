import {rmSync} from 'node:fs';
import {SerialFeed} from './bench-feed';
import {writeBenchCsv} from './bench-import-files';
import {PortalClient} from './bench-import-client';
import {installationRequest} from './bench-request';
import {HttpTarget, Latencies, nowMs, Tally, TokenKeeper} from '../shared/http-load';

const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

/** One kind of traffic's tally: latencies (measured phase only), statuses, errors and server errors (always). */
export class KindStats {
  readonly latency = new Latencies();
  readonly statuses = new Tally();
  readonly errors = new Tally();
  serverErrors = 0;
  failures = 0;
  measuring = false;

  /** One call: its time, its HTTP status (0: no answer) and, when it failed, why. */
  record(ms: number, status: number, error?: string): void {
    if (this.measuring) this.latency.add(ms);
    this.statuses.add(status);
    if (status >= 500) this.serverErrors++;
    if (error !== undefined) {
      this.failures++;
      this.errors.add(error.slice(0, 160));
    }
  }

  summary() {
    return {
      calls: Object.values(this.statuses.toJSON()).reduce((a, b) => a + b, 0),
      measured: this.latency.count,
      errors: this.failures,
      serverErrors: this.serverErrors,
      statuses: this.statuses.toJSON(),
      errorSamples: this.errors.toJSON(),
      latencyMs: this.latency.summary(),
    };
  }
}

/** Runs `one` about `rate` times a second on up to `concurrency` loops until `running()` turns false. */
export async function paced(rate: number, concurrency: number, running: () => boolean, one: () => Promise<void>) {
  let next = Date.now();
  const loop = async () => {
    while (running()) {
      const at = next;
      next = Math.max(next + 1000 / rate, Date.now() - 1000);
      if (at > Date.now()) await sleep(at - Date.now());
      if (running()) await one();
    }
  };
  await Promise.all(Array.from({length: concurrency}, loop));
}

async function timed(stats: KindStats, call: () => Promise<{status: number; error?: string}>): Promise<void> {
  const t = nowMs();
  try {
    const {status, error} = await call();
    stats.record(nowMs() - t, status, error);
  } catch (err) {
    stats.record(nowMs() - t, 0, (err as NodeJS.ErrnoException).code ?? (err as Error).message);
  }
}

/** An installer app: installations of ten fresh serials (the verification bench's requests). */
export function verificationCall(target: HttpTarget, tokens: TokenKeeper, feed: SerialFeed, run: string) {
  return (stats: KindStats) =>
    timed(stats, async () => {
      const batch = feed.take();
      if (!batch) return {status: 0, error: 'no fresh serials left'};
      const res = await target.post('/api/v1/verifications', installationRequest(run, batch), {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await tokens.get()}`,
      });
      const verified = res.status === 200 && res.body.toString().split('"reason":"VERIFIED"').length - 1 === 10;
      return {
        status: res.status,
        error: verified ? undefined : `${res.status}: ${res.body.toString().slice(0, 120)}`,
      };
    });
}

/** The portal's sign-in (argon2id verification on the server). */
export function signInCall(base: string, username: string, password: string, keep: (c: PortalClient) => void) {
  return (stats: KindStats) =>
    timed(stats, async () => {
      keep(await PortalClient.signIn(base, username, password));
      return {status: 200};
    });
}

/** The lists the portal and the console open most, page 1 with the default sort. */
export const PORTAL_LISTS: Record<string, {as: 'madmin' | 'admin'; query: string}> = {
  uploadHistory: {
    as: 'madmin',
    query: '{ uploadHistory(first: 100) { count list { uploadId sourceFileName success } } }',
  },
  verificationLogs: {as: 'madmin', query: '{ verificationLogs(first: 100) { count list { productLogId reason } } }'},
  failedSerials: {
    as: 'madmin',
    query: '{ FailedProductSerialListing(first: 100) { count list { productLogId failedSerial } } }',
  },
  installations: {
    as: 'madmin',
    query: '{ installations(first: 100) { count list { productInstallationId productSerialCount } } }',
  },
  allUsers: {as: 'admin', query: '{ allUsers(perPage: 25) { id username role } _allUsersMeta { count } }'},
  allManufacturers: {as: 'admin', query: '{ allManufacturers(perPage: 25) { id name userCount supplierCount } }'},
  adminStats: {as: 'admin', query: '{ adminStats { totalUsers activeManufacturers lockedAccounts } }'},
};

/** One GraphQL list, chosen in turn, as its portal user; per-list latencies go to `byList`. */
export function listCall(clients: () => Record<'madmin' | 'admin', PortalClient>, byList: Record<string, KindStats>) {
  const names = Object.keys(PORTAL_LISTS);
  let i = 0;
  return async (stats: KindStats) => {
    const name = names[i++ % names.length];
    const t = nowMs();
    await timed(stats, async () => {
      const res = await clients()[PORTAL_LISTS[name].as].gql(PORTAL_LISTS[name].query, {});
      const body = JSON.parse(res.text) as {errors?: Array<{message: string}>};
      const error = res.status !== 200 || body.errors ? `${name}: ${res.text.slice(0, 120)}` : undefined;
      byList[name].record(nowMs() - t, res.status, error);
      return {status: res.status, error};
    });
  };
}

/** One flash-data import of `rows` fresh rows through the portal's path, timed from upload to done. */
export function importCall(client: () => PortalClient, filesDir: string, run: string, rows: number) {
  let n = 0;
  return (stats: KindStats) =>
    timed(stats, async () => {
      const file = await writeBenchCsv(filesDir, `${run}s${n++}`, rows);
      try {
        const uploaded = await client().uploadFile(file.path, file.name);
        await client().importProduct(uploaded);
        const state = await client().waitFor(uploaded.batchId, 10 * 60_000, 250);
        const ok = state.status === 'done' && state.success === rows;
        return {status: 200, error: ok ? undefined : `import ${state.status}: ${state.success} saved, ${state.error}`};
      } finally {
        rmSync(file.path, {force: true});
      }
    });
}
