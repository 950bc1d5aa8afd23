import {useEffect, useState} from 'react';
import {liveSocket} from '@voltcheck/ui-shared';

/** A file on its way: how much of it is sent, then how many rows the server has read of it. */
export interface FileReading {
  fileName: string;
  /** 0 to 1 */
  sent: number;
  rows: number;
}

/**
 * Follows one uploadFile call: `start(name)` before sending, `sent(fraction)` as the browser sends
 * it, and the server's FileRead events for that name (its socket connects while a file is on its way).
 */
export function useFileReading() {
  const [reading, setReading] = useState<FileReading | null>(null);
  const active = reading !== null;

  useEffect(() => {
    if (!active) return;
    const socket = liveSocket();
    socket.on('FileRead', (e: {fileName: string; rows: number}) =>
      setReading(r => (r && r.fileName === e.fileName ? {...r, sent: 1, rows: Math.max(r.rows, e.rows)} : r)),
    );
    return () => {
      socket.disconnect();
    };
  }, [active]);

  return {
    reading,
    start: (fileName: string) => setReading({fileName, sent: 0, rows: 0}),
    sent: (fraction: number) => setReading(r => (r ? {...r, sent: Math.max(r.sent, fraction)} : r)),
    done: () => setReading(null),
  };
}
