import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import {useState} from 'react';
import {downloadAnalytics, SYNC_SNACKS} from './syncApi';

const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Download Analytics Report (document 002 section 2.14): two date-times, 'Fetch Data', then analytics.csv. */
export function AnalyticsDialog({
  open,
  onClose,
  notify,
}: {
  open: boolean;
  onClose: () => void;
  notify: (m: string) => void;
}) {
  const now = new Date();
  const [from, setFrom] = useState(local(new Date(now.getTime() - 30 * 86_400_000)));
  const [to, setTo] = useState(local(now));
  const [loading, setLoading] = useState(false);
  const valid = !!from && !!to && new Date(from) <= new Date(to);

  const fetchData = async () => {
    setLoading(true);
    try {
      await downloadAnalytics(new Date(from), new Date(to));
      notify(SYNC_SNACKS.ok);
      onClose();
    } catch {
      notify(SYNC_SNACKS.failed);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Download Analytics Report</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{mt: 1}}>
          <TextField
            label="From"
            type="datetime-local"
            value={from}
            onChange={e => setFrom(e.target.value)}
            slotProps={{inputLabel: {shrink: true}}}
          />
          <TextField
            label="To"
            type="datetime-local"
            value={to}
            onChange={e => setTo(e.target.value)}
            slotProps={{inputLabel: {shrink: true}}}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void fetchData()} disabled={!valid || loading}>
          {loading ? <CircularProgress size={20} /> : 'Fetch Data'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
