/**
 * Progress for live events: calls `send` at most every `everyMs` with the latest count (the first
 * at once), one call at a time and never failing the work it reports on; `flush` sends the last count.
 */
export function throttled(send: (count: number) => Promise<unknown>, everyMs = 250) {
  let lastSent = 0;
  let latest = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const report = (count: number) => {
    latest = count;
    const now = Date.now();
    if (now - lastSent < everyMs) return;
    lastSent = now;
    pending = pending.then(() => send(count)).catch(() => undefined);
  };
  report.flush = async () => {
    await pending;
    if (latest) await send(latest).catch(() => undefined);
  };
  return report;
}
