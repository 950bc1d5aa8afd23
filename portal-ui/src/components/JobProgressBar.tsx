import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {useEffect} from 'react';
import {useJobProgress} from './useJobProgress';

/** A progress bar for a status change the server runs in the background; `onFinished` once it has ended. */
export function JobProgressBar({jobId, onFinished}: {jobId: string; onFinished?: () => void}) {
  const {done, total, finished, error} = useJobProgress(jobId);
  useEffect(() => {
    if (finished) onFinished?.();
  }, [finished, onFinished]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (finished) return <Alert severity="success">Every serial has been marked.</Alert>;
  const value = total ? Math.round((done / total) * 100) : undefined;
  return (
    <Box role="status" aria-label="Progress">
      <Typography variant="body2" sx={{mb: 1}}>
        Marking the serials… {total ? `${done.toLocaleString('en-AU')} of ${total.toLocaleString('en-AU')}` : ''}
      </Typography>
      <LinearProgress variant={value === undefined ? 'indeterminate' : 'determinate'} value={value} />
    </Box>
  );
}
