import {useEffect, useRef} from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {ChangeProgressBar} from './ChangeProgress';
import {ProblemList} from './ProblemList';
import type {ChangeState} from './statusChange.queries';
import {useStatusChange} from './useStatusChange';

interface Props {
  changeId: number;
  total: number;
  /** The change is done (its counts, problems and, for a recall, the recall's id). */
  onDone?: (state: ChangeState) => void;
  /** What the done change says (default: the serials changed). */
  doneText?: (state: ChangeState) => string;
}

const changedText = (s: ChangeState) =>
  `${(s.changed ?? 0).toLocaleString('en-AU')} serial${s.changed === 1 ? '' : 's'} changed.`;

/** A change queued as a job: its progress bar, then what it changed and the rows it refused. */
export function QueuedChange({changeId, total, onDone, doneText = changedText}: Props) {
  const progress = useStatusChange(changeId, total);
  const done = progress.final?.state === 'done' ? progress.final : undefined;
  const told = useRef(onDone);
  told.current = onDone;
  // once, when it is done
  useEffect(() => {
    if (done) told.current?.(done);
  }, [done]);
  if (!done) return <ChangeProgressBar progress={progress} />;
  return (
    <Stack spacing={2}>
      <Alert severity="success">{doneText(done)}</Alert>
      <ProblemList problems={done.problems ?? []} />
    </Stack>
  );
}
