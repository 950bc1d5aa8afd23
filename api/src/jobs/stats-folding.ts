import {Pool} from 'pg';

/**
 * Folds the appended count deltas (migration 005) into the count tables every `intervalMs`.
 * Any number of replicas may run it: each fold moves the rows it deleted, atomically.
 */
export function startStatsFolding(pool: Pool, log: (m: string) => void, intervalMs = 1000): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    running = running
      .then(() => (stopped ? undefined : pool.query('SELECT fold_stats_deltas()')))
      .catch(err => log(`folding counts failed: ${(err as Error).message}`));
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
