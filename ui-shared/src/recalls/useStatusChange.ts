import {useEffect, useState} from 'react';
import {liveSocket} from '../live/liveSocket';
import {fetchChange, type ChangeState} from './statusChange.queries';

const POLL_MS = 1500;

/** A queued change as a screen follows it: how far the job is, and its outcome once done or failed. */
export interface ChangeProgress {
  state: ChangeState['state'];
  total: number;
  processed: number;
  /** Done or failed: the change as the server keeps it. */
  final?: ChangeState;
}

/**
 * Follows a change queued as a job: the live events (StatusChangeProgress, StatusChangeDone, StatusChangeFailed) for
 * `changeId`, with the change polled meanwhile, so a missed event or a socket that cannot connect changes nothing.
 */
export function useStatusChange(changeId: number | undefined, total: number): ChangeProgress {
  const [progress, setProgress] = useState<ChangeProgress>({state: 'queued', total, processed: 0});

  useEffect(() => {
    if (changeId === undefined) return;
    let stopped = false;
    setProgress({state: 'queued', total, processed: 0});
    const settle = (s: ChangeState) => {
      if (stopped) return;
      setProgress(p =>
        p.final
          ? p
          : {
              state: s.state,
              total: s.total,
              processed: s.state === 'done' ? s.total : Math.max(p.processed, s.processed),
              final: s.state === 'done' || s.state === 'failed' ? s : undefined,
            },
      );
    };
    const poll = () =>
      fetchChange(changeId).then(settle, () => undefined /* the next poll or the live events will tell */);
    const socket = liveSocket();
    socket.on('StatusChangeProgress', (e: {changeId: number; processed: number; total: number}) => {
      if (e.changeId === changeId)
        setProgress(p =>
          p.final ? p : {...p, state: 'running', total: e.total, processed: Math.max(p.processed, e.processed)},
        );
    });
    for (const event of ['StatusChangeDone', 'StatusChangeFailed'])
      socket.on(event, (e: {changeId: number}) => {
        if (e.changeId === changeId) void poll();
      });
    void poll();
    const timer = window.setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      socket.disconnect();
    };
  }, [changeId, total]);

  return progress;
}
