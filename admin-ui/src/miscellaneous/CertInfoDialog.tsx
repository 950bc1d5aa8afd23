import {Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField} from '@mui/material';
import {useState} from 'react';
import {fetchCertInfo, SYNC_SNACKS} from './syncApi';

/** Cert Info (document 002 section 2.14): a certificate name, 'Fetch Data', and the JSON the register answers. */
export function CertInfoDialog({
  open,
  onClose,
  notify,
}: {
  open: boolean;
  onClose: () => void;
  notify: (m: string) => void;
}) {
  const [certName, setCertName] = useState('');
  const [result, setResult] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(false);

  const fetchData = async () => {
    setLoading(true);
    setResult(undefined);
    try {
      setResult(await fetchCertInfo(certName));
      notify(SYNC_SNACKS.ok);
    } catch {
      notify(SYNC_SNACKS.failed);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Cert Info</DialogTitle>
      <DialogContent>
        <TextField
          label="Enter Cert Name"
          value={certName}
          onChange={e => setCertName(e.target.value)}
          fullWidth
          margin="dense"
          autoFocus
        />
        {result !== undefined && (
          <pre aria-label="Cert Info result" style={{whiteSpace: 'pre-wrap', fontSize: 13}}>
            {JSON.stringify(result, null, 2)}
          </pre>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void fetchData()} disabled={!certName.trim() || loading}>
          {loading ? <CircularProgress size={20} /> : 'Fetch Data'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
