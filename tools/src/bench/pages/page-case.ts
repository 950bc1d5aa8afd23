import {Pool} from 'pg';
import type {Scope} from '@voltcheck/api/dist/services/kernel/tenancy';

/** Where a case is measured: page 1, a deep page, or page 1 of a search. */
export type Variant = 'page1' | 'deep' | 'search';
export const VARIANTS: Variant[] = ['page1', 'deep', 'search'];

/** The rows a case reads, chosen once per run from the database (the largest manufacturer, its largest model...). */
export interface BenchContext {
  pool: Pool;
  manufacturerId: number;
  productId: number;
  productSerialId: number;
  /** One of the manufacturer's installations. */
  installationId: number;
  /** A prefix of one of the manufacturer's serials (a few matches). */
  serialPrefix: string;
  /** A prefix of one of the manufacturer's failed serials. */
  failedPrefix: string;
  /** The skip of the deep page (page 100 of 100: 9,900). */
  deepSkip: number;
  /** Values the console's searches look for: a recent log's batch, requester name prefix and app, an installation's postcode. */
  sample: {batch: string; requester: string; app: string; postcode: string};
}

/**
 * One list, tab, dialog or dashboard query of the portal or the console, measured two ways in the
 * same run: through the API (GraphQL as `role`, or a REST GET) and its statements straight through
 * `pg` (the feature's own store on a plain pool). Budget: 100 ms p95 for lists, 200 ms for stats.
 */
export interface PageCase {
  name: string;
  kind: 'list' | 'stats';
  role: 'admin' | 'manufacturer';
  /** Variants that apply (a dialog has no deep page); all three by default. */
  variants?: Variant[];
  graphql?: {query: string; variables: (ctx: BenchContext, variant: Variant) => Record<string, unknown>};
  /** The same work straight through pg. */
  direct: (ctx: BenchContext, variant: Variant) => Promise<unknown>;
}

/** The largest manufacturer's own scope, as its administrator has it. */
export const manufacturerScope = (ctx: BenchContext): Scope => ({
  kind: 'manufacturer',
  manufacturerId: ctx.manufacturerId,
});

/** A portal list's page of 100: page 1, the deep page, or page 1 of a search for `search`. */
export const portalPage = (ctx: BenchContext, v: Variant, search: string) => ({
  first: 100,
  skip: v === 'deep' ? ctx.deepSkip : 0,
  filter: v === 'search' ? search : null,
});

/** `make(ctx)` built once per bench context: a case file's stores and services on the run's pool. */
export function perContext<T>(make: (ctx: BenchContext) => T): (ctx: BenchContext) => T {
  const made = new WeakMap<BenchContext, T>();
  return ctx => {
    let value = made.get(ctx);
    if (value === undefined) made.set(ctx, (value = make(ctx)));
    return value;
  };
}

/** The value at quantile q of some sorted-once latencies. */
export function quantile(values: number[], q: number): number {
  const v = Float64Array.from(values).sort();
  return v.length ? Number(v[Math.min(v.length - 1, Math.ceil(q * v.length) - 1)].toFixed(2)) : 0;
}
