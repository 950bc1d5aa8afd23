import {useCallback, useEffect, useRef, useState} from 'react';
import {fetchSyncCards, startSync, SYNC_SNACKS, type SyncCardState, type SyncKind} from './syncApi';

/**
 * The cards' state from the server, polled while a run is going; a run started here reports its end
 * through `notify` (its snackbar). Several kinds may run at once, each with its own spinner.
 */
export function useSyncCards(notify: (message: string) => void) {
  const [cards, setCards] = useState<SyncCardState[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  /** Kinds started from this page, by the run they wait for ('any': one was already running). */
  const [waiting, setWaiting] = useState<Partial<Record<SyncKind, string>>>({});
  const notifyRef = useRef(notify);
  notifyRef.current = notify;

  const refresh = useCallback(async () => {
    try {
      const next = await fetchSyncCards();
      setCards(next);
      setLoadFailed(false);
      setWaiting(current => {
        const still = {...current};
        for (const card of next) {
          const runId = still[card.kind];
          if (!runId || card.running || !card.lastRun) continue;
          if (runId !== 'any' && card.lastRun.id !== runId) continue;
          notifyRef.current(card.lastRun.error ? SYNC_SNACKS.failed : SYNC_SNACKS.ok);
          delete still[card.kind];
        }
        return still;
      });
    } catch {
      setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const busy = Object.keys(waiting).length > 0 || cards.some(c => c.running);
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void refresh(), 1000);
    return () => clearInterval(timer);
  }, [busy, refresh]);

  const start = useCallback(
    async (kind: SyncKind) => {
      try {
        const runId = await startSync(kind);
        setWaiting(current => ({...current, [kind]: runId ?? 'any'}));
        await refresh();
      } catch {
        notifyRef.current(SYNC_SNACKS.failed);
      }
    },
    [refresh],
  );

  const running = (kind: SyncKind) => !!waiting[kind] || !!cards.find(c => c.kind === kind)?.running;
  return {cards, loadFailed, start, running, refresh};
}
