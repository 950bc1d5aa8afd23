import type {ClientRateLimitInfo, IncrementResponse, Options, Store} from 'express-rate-limit';
import {Pool} from 'pg';

/**
 * An express-rate-limit store on PostgreSQL (UNLOGGED table rate_limit_hit of migration 002),
 * so every replica counts into the same fixed windows. Expired rows are swept now and then.
 */
export class PgRateLimitStore implements Store {
  localKeys = false;
  windowMs = 60_000;
  private calls = 0;

  constructor(
    private readonly pool: Pool,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  /** The row key of `key` in rate_limit_hit. */
  key(key: string): string {
    return `${this.prefix}:${key}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const {rows} = await this.pool.query<{hits: number; reset_at: Date}>(
      'SELECT hits, reset_at FROM rate_limit_hit WHERE key = $1 AND reset_at > now()',
      [this.key(key)],
    );
    return rows[0] ? {totalHits: rows[0].hits, resetTime: rows[0].reset_at} : undefined;
  }

  async increment(key: string): Promise<IncrementResponse> {
    if (++this.calls % 500 === 0) void this.sweep();
    const {rows} = await this.pool.query<{hits: number; reset_at: Date}>(
      'SELECT hits, reset_at FROM rate_limit_increment($1, $2)',
      [this.key(key), this.windowMs],
    );
    return {totalHits: rows[0].hits, resetTime: rows[0].reset_at};
  }

  /** Adds `amount` (negative: gives it back) to `key`'s count in the current window; the new count. */
  async add(key: string, amount: number): Promise<IncrementResponse> {
    const {rows} = await this.pool.query<{hits: number; reset_at: Date}>(
      'SELECT hits, reset_at FROM rate_limit_add($1, $2, $3)',
      [this.key(key), this.windowMs, amount],
    );
    return {totalHits: rows[0].hits, resetTime: rows[0].reset_at};
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query(
      'UPDATE rate_limit_hit SET hits = greatest(hits - 1, 0) WHERE key = $1 AND reset_at > now()',
      [this.key(key)],
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query('DELETE FROM rate_limit_hit WHERE key = $1', [this.key(key)]);
  }

  private async sweep(): Promise<void> {
    await this.pool.query('DELETE FROM rate_limit_hit WHERE reset_at < now()').catch(() => undefined);
  }
}
