import type {ClientRateLimitInfo, IncrementResponse, Options, Store} from 'express-rate-limit';
import {RateLimitRepository, WindowCount} from './rate-limit.repository';

/** The answer of a call refused for its rate (429), on every door that limits calls. */
export const RATE_LIMIT_MESSAGE = 'Too many requests, please try again later.';

/** A rate window: the key of a call count in rate_limit_hit, and the window's length. */
export interface RateWindow {
  key(id: string): string;
  windowMs: number;
}

/**
 * One kind of counted call (a prefix of rate_limit_hit's keys) and its window, as express-rate-limit's
 * Store: the counts themselves are RateLimitRepository's, shared by every replica.
 */
export class RateLimitWindow implements Store, RateWindow {
  localKeys = false;

  constructor(
    private readonly counts: RateLimitRepository,
    readonly prefix: string,
    public windowMs = 60_000,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  /** The row key of `key` in rate_limit_hit. */
  key(key: string): string {
    return `${this.prefix}:${key}`;
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.counts.get(this.key(key));
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.counts.increment(this.key(key), this.windowMs);
  }

  /** Adds `amount` (negative: gives it back) to `key`'s count in the current window; the new count. */
  add(key: string, amount: number): Promise<WindowCount> {
    return this.counts.add(this.key(key), this.windowMs, amount);
  }

  decrement(key: string): Promise<void> {
    return this.counts.decrement(this.key(key));
  }

  resetKey(key: string): Promise<void> {
    return this.counts.reset(this.key(key));
  }
}
