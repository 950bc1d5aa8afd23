import {AsyncLocalStorage} from 'node:async_hooks';
import type {Pool} from 'pg';

/** Where the reads of the work in progress go: `primary` once it writes or follows its caller's recent write. */
interface ReadRoute {
  primary: boolean;
}

const route = new AsyncLocalStorage<ReadRoute>();

/**
 * Runs `work` (one request) with its own read route: listings, reports and dashboards it reads go to the read
 * replica unless `primary` is set now or later (the request writes: its own reads must see what it wrote).
 */
export function withReadRoute<T>(primary: boolean, work: () => T): T {
  return route.run({primary}, work);
}

/** The work in progress writes (a REST change, a GraphQL mutation): its reads go to the primary from now on. */
export function readFromPrimary(): void {
  const current = route.getStore();
  if (current) current.primary = true;
}

/**
 * The pool a listing, report or dashboard reads from: the read replica (DATABASE_READ_URL) unless the current
 * request reads from the primary; the primary when no replica is configured. Work outside a request (jobs) reads
 * from the replica: what it writes it writes through the primary's pool.
 */
export function readPoolFor(primary: Pool, replica: Pool | undefined): Pool {
  if (!replica || replica === primary || route.getStore()?.primary) return primary;
  return replica;
}
