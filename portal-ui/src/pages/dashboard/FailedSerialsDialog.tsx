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
import {downloadFailure} from '../../components/download';
import {downloadFailedSerials} from '../serials';
import {Permitted} from '../../components/Permitted';
import {PERMISSION} from '../../session/permissions';

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
  const [failed, setFailed] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await downloadFailedSerials(format, manufacturerId);
      onClose();
    } catch (err) {
      setFailed(downloadFailure(err));
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
        {failed && <Alert severity="error">{failed}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Permitted permission={PERMISSION.download}>
          <Button variant="contained" onClick={() => void download()} disabled={busy}>
            Download
          </Button>
        </Permitted>
      </DialogActions>
    </Dialog>
  );
}
