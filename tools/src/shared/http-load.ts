import {Agent, request} from 'node:http';
import {isIP} from 'node:net';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** True for localhost, 127.0.0.0/8 and ::1: the only targets the load tools accept without --allow-remote. */
export function isLoopback(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1' || host === '::ffff:127.0.0.1';
}

/** Plain node:http with one keep-alive agent: no client library between the load and the server. */
export class HttpTarget {
  readonly agent: Agent;

  constructor(
    readonly base: URL,
    maxSockets: number,
  ) {
    if (base.protocol !== 'http:') throw new Error(`only http:// targets are supported (got ${base.protocol})`);
    this.agent = new Agent({keepAlive: true, maxSockets, maxFreeSockets: maxSockets});
  }

  /**
   * POST once more when a kept-alive socket turns out to be closed by the server meanwhile (its
   * keep-alive timeout): the request never reached it. Verifications are idempotent by requestId anyway.
   */
  async post(path: string, body: Buffer | string, headers: Record<string, string>): Promise<HttpAnswer> {
    const data = typeof body === 'string' ? Buffer.from(body) : body;
    try {
      return await this.postOnce(path, data, headers);
    } catch (err) {
      // on a new connection: the next kept-alive one may be just as stale
      if ((err as {reusedSocket?: boolean}).reusedSocket && (err as NodeJS.ErrnoException).code === 'ECONNRESET')
        return this.postOnce(path, data, headers, false);
      throw err;
    }
  }

  private postOnce(path: string, data: Buffer, headers: Record<string, string>, keepAlive = true): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: this.base.hostname,
          port: this.base.port || 80,
          path,
          method: 'POST',
          agent: keepAlive ? this.agent : false,
          headers: {...headers, 'Content-Length': String(data.length)},
        },
        res => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}),
          );
          res.on('error', reject);
        },
      );
      req.on('error', err => reject(Object.assign(err, {reusedSocket: req.reusedSocket})));
      req.end(data);
    });
  }

  get(path: string): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const req = request({host: this.base.hostname, port: this.base.port || 80, path, agent: this.agent}, res => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** An app provider's bearer token, fetched again before it expires (or at once after a 401). */
export class TokenKeeper {
  private token?: {value: string; renewAt: number};
  private pending?: Promise<string>;
  renewals = 0;

  constructor(
    private readonly target: HttpTarget,
    private readonly clientId: string,
    private readonly clientSecret: string,
  ) {}

  async get(): Promise<string> {
    if (this.token && Date.now() < this.token.renewAt) return this.token.value;
    return (this.pending ??= this.fetch().finally(() => (this.pending = undefined)));
  }

  invalidate(): void {
    this.token = undefined;
  }

  private async fetch(): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: this.clientId,
      client_secret: this.clientSecret,
    }).toString();
    const res = await this.target.post('/api/v1/oauth/token', form, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    if (res.status !== 200)
      throw new Error(`POST /api/v1/oauth/token answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
    const {access_token: value, expires_in: ttl} = JSON.parse(res.body.toString()) as {
      access_token: string;
      expires_in: number;
    };
    this.renewals++;
    this.token = {value, renewAt: Date.now() + Math.max(5, ttl * 0.8) * 1000};
    return value;
  }
}

/** Latencies in milliseconds, summarised once at the end. */
export class Latencies {
  private values: number[] = [];

  add(ms: number): void {
    this.values.push(ms);
  }

  get count(): number {
    return this.values.length;
  }

  summary(): {p50: number; p90: number; p99: number; max: number; mean: number} {
    const v = Float64Array.from(this.values).sort();
    const at = (q: number) => (v.length ? v[Math.min(v.length - 1, Math.ceil(q * v.length) - 1)] : 0);
    const round = (x: number) => Number(x.toFixed(2));
    return {
      p50: round(at(0.5)),
      p90: round(at(0.9)),
      p99: round(at(0.99)),
      max: round(v.length ? v[v.length - 1] : 0),
      mean: round(v.length ? v.reduce((a, b) => a + b, 0) / v.length : 0),
    };
  }
}

export const nowMs = (): number => Number(process.hrtime.bigint()) / 1e6;

/** Counts per key, printed as a plain object. */
export class Tally {
  private readonly counts = new Map<string, number>();

  add(key: string | number, n = 1): void {
    this.counts.set(String(key), (this.counts.get(String(key)) ?? 0) + n);
  }

  toJSON(): Record<string, number> {
    return Object.fromEntries([...this.counts].sort((a, b) => b[1] - a[1]));
  }
}
