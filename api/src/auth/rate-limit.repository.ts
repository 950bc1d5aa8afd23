import {injectable, BindingScope} from '@loopback/core';
import {SqlRepository} from '../services/kernel/sql-repository';

/** A count in its window: the calls so far and when the window ends. */
export interface WindowCount {
  totalHits: number;
  resetTime: Date;
}

/**
 * The call counts of rate-limited calls (UNLOGGED table rate_limit_hit of migration 002), in fixed
 * windows every replica counts into. Keys carry their kind's prefix (RateLimitWindow). Expired rows
 * are swept now and then.
 */
@injectable({scope: BindingScope.SINGLETON})
export class RateLimitRepository extends SqlRepository {
  private calls = 0;

  async get(key: string): Promise<WindowCount | undefined> {
    const {rows} = await this.pool.query<{hits: number; reset_at: Date}>(
      'SELECT hits, reset_at FROM rate_limit_hit WHERE key = $1 AND reset_at > now()',
      [key],
    );
    return rows[0] ? {totalHits: rows[0].hits, resetTime: rows[0].reset_at} : undefined;
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    if (++this.calls % 500 === 0) void this.sweep();
    const {rows} = await this.pool.query<{hits: number; reset_at: Date}>(
      'SELECT hits, reset_at FROM rate_limit_increment($1, $2)',
      [key, windowMs],
    );
    return {totalHits: rows[0].hits, resetTime: rows[0].reset_at};
  }

  /** Adds `amount` (negative: gives it back) to `key`'s count in the current window; the new count. */
  async add(key: string, windowMs: number, amount: number): Promise<WindowCount> {
    const {rows} = await this.pool.query<{hits: number; reset_at: Date}>(
      'SELECT hits, reset_at FROM rate_limit_add($1, $2, $3)',
      [key, windowMs, amount],
    );
    return {totalHits: rows[0].hits, resetTime: rows[0].reset_at};
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query(
      'UPDATE rate_limit_hit SET hits = greatest(hits - 1, 0) WHERE key = $1 AND reset_at > now()',
      [key],
    );
  }

  async reset(key: string): Promise<void> {
    await this.pool.query('DELETE FROM rate_limit_hit WHERE key = $1', [key]);
  }

  private async sweep(): Promise<void> {
    await this.pool.query('DELETE FROM rate_limit_hit WHERE reset_at < now()').catch(() => undefined);
  }
}
