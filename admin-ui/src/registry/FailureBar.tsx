import {Box, LinearProgress, Typography} from '@mui/material';
import {failurePercent, failureTone} from './failureBar';

/** The failed / total requests bar of the manufacturers and installers lists. */
export const FailureBar = ({failed, total}: {failed: number; total: number}) => (
  <Box sx={{minWidth: 120}}>
    <Typography variant="caption" color="text.secondary">
      {failed.toLocaleString('en-AU')} / {total.toLocaleString('en-AU')}
    </Typography>
    <LinearProgress
      variant="determinate"
      color={failureTone(failed, total)}
      value={failurePercent(failed, total)}
      aria-label={`${failed} failed of ${total} requests`}
      sx={{height: 8, borderRadius: 4}}
    />
  </Box>
);
