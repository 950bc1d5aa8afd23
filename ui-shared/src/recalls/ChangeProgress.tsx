import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type {ChangeProgress as Progress} from './useStatusChange';

const STATE_TEXT: Record<Progress['state'], string> = {
  queued: 'Waiting to start',
  running: 'Changing the serials',
  done: 'Done',
  failed: 'Failed',
};

/**
 * The progress bar of a change queued as a job: serials gone through of the total. Nothing is changed until the end
 * (the change is all or nothing), as the caption says.
 */
export function ChangeProgressBar({progress}: {progress: Progress}) {
  const percent = progress.total ? Math.min(100, Math.round((progress.processed / progress.total) * 100)) : 0;
  if (progress.state === 'failed')
    return <Alert severity="error">{progress.final?.error ?? 'The change failed; no serial was changed.'}</Alert>;
  return (
    <Box>
      <Typography variant="body2" sx={{mb: 0.5}}>
        {STATE_TEXT[progress.state]}: {progress.processed.toLocaleString('en-AU')} of{' '}
        {progress.total.toLocaleString('en-AU')} serials ({percent} %)
      </Typography>
      <LinearProgress
        variant={progress.state === 'queued' ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label="Status change progress"
      />
      <Typography variant="caption" color="text.secondary">
        A large change runs in the background, all at once: no serial changes until every one has been gone through. You
        may close this window; the change goes on.
      </Typography>
    </Box>
  );
}
