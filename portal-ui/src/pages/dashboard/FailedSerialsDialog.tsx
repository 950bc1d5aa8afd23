import {useState} from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {DOWNLOAD_ERROR} from '../../components/download';
import {downloadFailedSerials} from '../serials';

/** The dashboard's 'Failed Serials' dialog: the failed serials as CSV or XLSX. */
export function FailedSerialsDialog({
  manufacturerId,
  onClose,
}: {
  manufacturerId: number | undefined;
  onClose: () => void;
}) {
  const [format, setFormat] = useState<'csv' | 'xlsx'>('csv');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadFailedSerials(format, manufacturerId);
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>Failed Serials</DialogTitle>
      <DialogContent>
        <RadioGroup value={format} onChange={e => setFormat(e.target.value as 'csv' | 'xlsx')}>
          <FormControlLabel value="csv" control={<Radio />} label="CSV" />
          <FormControlLabel value="xlsx" control={<Radio />} label="XLSX" />
        </RadioGroup>
        {failed && <Alert severity="error">{DOWNLOAD_ERROR}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void download()} disabled={busy}>
          Download
        </Button>
      </DialogActions>
    </Dialog>
  );
}
