import {useEffect, useState} from 'react';
import {liveSocket} from './liveSocket';

/** The live state of a background status change (a recall or a status change over many serials). */
export interface JobProgressState {
  done: number;
  total: number;
  finished: boolean;
  error?: string;
}

/** Event names the server publishes for a status-change job, to the user's and the manufacturer's rooms. */
export const JOB_EVENTS = {
  progress: 'SerialStatusProgress',
  complete: 'SerialStatusComplete',
  failed: 'SerialStatusFailed',
} as const;

type JobEvent = {jobId?: string | number; done?: number; total?: number; message?: string};

/** Follows the job `jobId` through the live events, as the flash import follows its batch. */
export function useJobProgress(jobId: string | null): JobProgressState {
  const [state, setState] = useState<JobProgressState>({done: 0, total: 0, finished: false});
  useEffect(() => {
    setState({done: 0, total: 0, finished: false});
    if (!jobId) return;
    const socket = liveSocket();
    const mine = (e: JobEvent) => String(e?.jobId) === jobId;
    socket.on(JOB_EVENTS.progress, (e: JobEvent) => {
      if (mine(e)) setState(s => ({...s, done: Math.max(s.done, e.done ?? 0), total: e.total ?? s.total}));
    });
    socket.on(JOB_EVENTS.complete, (e: JobEvent) => {
      if (mine(e)) setState(s => ({...s, done: e.total ?? s.total, total: e.total ?? s.total, finished: true}));
    });
    socket.on(JOB_EVENTS.failed, (e: JobEvent) => {
      if (mine(e)) setState(s => ({...s, finished: true, error: e.message ?? 'The change failed.'}));
    });
    return () => {
      socket.disconnect();
    };
  }, [jobId]);
  return state;
}
