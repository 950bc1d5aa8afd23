import {useEffect, useRef, useState} from 'react';
import {useApolloClient} from '@apollo/client';
import {liveSocket} from '@voltcheck/ui-shared';
import {fetchUploadState} from './flash.queries';

/** The stepper of document 001 section 2. */
export const IMPORT_STEPS = ['Preparing', 'Processing', 'Persisting', 'Done'] as const;
export const DONE_STEP = IMPORT_STEPS.length;
const POLL_MS = 2000;

export interface ImportProgress {
  /** 0 Preparing, 1 Processing, 2 Persisting, 3 Done (running), 4 everything completed. */
  step: number;
  rowsRead: number;
  rowsCopied: number;
  result?: {
    uploadId: string | null;
    success: number;
    failed: number;
    total: number;
    unitCount: number;
    moduleCount: number;
  };
  error?: string;
  /** The error of a failed run while the import waits to run again. */
  retrying?: string;
}

const INITIAL: ImportProgress = {step: 0, rowsRead: 0, rowsCopied: 0};

/**
 * Follows an import: the live events of the socket (RowRead, RowsCopied, UploadComplete,
 * UploadFailed) for `batchId`, with upload(batchId) polled every 2 s as a fallback once `started`.
 * The socket connects as soon as the batch is known, so no early event is missed.
 */
export function useImportProgress(batchId: string | null, started: boolean, manufacturerId?: number): ImportProgress {
  const client = useApolloClient();
  const [progress, setProgress] = useState<ImportProgress>(INITIAL);
  const finished = useRef(false);
  const update = (next: (p: ImportProgress) => ImportProgress) => setProgress(p => (p.result || p.error ? p : next(p)));

  useEffect(() => {
    finished.current = false;
    setProgress(INITIAL);
    if (!batchId) return;
    const socket = liveSocket();
    const mine = (payload: {batchId?: string}) => payload?.batchId === batchId;
    socket.on('RowRead', (e: {batchId: string; rows: number}) => {
      if (mine(e))
        update(p => ({...p, step: Math.max(p.step, 1), rowsRead: Math.max(p.rowsRead, e.rows), retrying: undefined}));
    });
    socket.on('RowsCopied', (e: {batchId: string; rows: number}) => {
      if (mine(e)) update(p => ({...p, step: Math.max(p.step, 2), rowsCopied: Math.max(p.rowsCopied, e.rows)}));
    });
    socket.on(
      'UploadComplete',
      (e: {
        batchId: string;
        uploadId: string | null;
        success: number;
        failed: number;
        total: number;
        units?: number;
        modules?: number;
      }) => {
        if (!mine(e)) return;
        finished.current = true;
        update(p => ({
          ...p,
          step: DONE_STEP,
          result: {
            uploadId: e.uploadId,
            success: e.success,
            failed: e.failed,
            total: e.total,
            unitCount: e.units ?? 0,
            moduleCount: e.modules ?? 0,
          },
        }));
      },
    );
    socket.on('UploadFailed', (e: {batchId: string; message: string}) => {
      if (!mine(e)) return;
      finished.current = true;
      update(p => ({...p, error: e.message}));
    });
    return () => {
      socket.disconnect();
    };
  }, [batchId]);

  useEffect(() => {
    if (!batchId || !started) return;
    let stopped = false;
    const poll = async () => {
      if (stopped || finished.current) return;
      try {
        const s = await fetchUploadState(client, batchId, manufacturerId);
        if (stopped) return;
        if (s.status === 'processing')
          update(p => ({
            ...p,
            step: Math.max(p.step, 1),
            rowsRead: Math.max(p.rowsRead, s.rowsRead),
            retrying: undefined,
          }));
        if (s.status === 'queued' && s.error) update(p => ({...p, retrying: s.error ?? undefined}));
        if (s.status === 'done') {
          finished.current = true;
          const total = s.totalRecords ?? (s.success ?? 0) + (s.failed ?? 0);
          update(p => ({
            ...p,
            step: DONE_STEP,
            result: {
              uploadId: s.uploadId,
              success: s.success ?? 0,
              failed: s.failed ?? 0,
              total,
              unitCount: s.unitCount ?? 0,
              moduleCount: s.moduleCount ?? 0,
            },
          }));
        }
        if (s.status === 'failed') {
          finished.current = true;
          update(p => ({...p, error: s.error ?? 'The import failed.'}));
        }
      } catch {
        /* the live events may still arrive; try again */
      }
    };
    const timer = window.setInterval(poll, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [batchId, started, manufacturerId, client]);

  return progress;
}
