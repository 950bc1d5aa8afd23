/**
 * Folds the verification batches' count rows and the appended count deltas (migrations 150, 005) into the count tables
 * every `intervalMs` through `fold` (a store's statement). Any number of replicas may run it: one folds at a time
 * (an advisory lock, the others skip) and each fold moves the rows it deleted, atomically.
 */
export function startStatsFolding(
  fold: () => Promise<unknown>,
  log: (m: string) => void,
  intervalMs = 1000,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    running = running
      .then(() => (stopped ? undefined : fold()))
      .catch(err => log(`folding counts failed: ${describeFailure(err as Error & {detail?: string; where?: string})}`));
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

/** PostgreSQL's message with its detail and context (a deadlock names the processes and locks only there). */
function describeFailure(err: Error & {detail?: string; where?: string}): string {
  return [err.message, err.detail, err.where].filter(Boolean).join(' | ').replace(/\s+/g, ' ');
}
