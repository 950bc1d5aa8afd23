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
import {rest, saveDownload} from '@voltcheck/api-client';
import {downloadFailure} from '../../components/download';
import {Permitted} from '../../components/Permitted';
import {PERMISSION} from '../../session/permissions';

/** The failed-serials download: CSV or XLSX, named by the server ({company}_failed.{ext} or failed.{ext}). */
export function downloadFailedSerials(format: 'csv' | 'xlsx', manufacturerId?: number | null) {
  const params = {query: {format, manufacturerId: manufacturerId ?? undefined}};
  return saveDownload(rest.download('get', '/api/serials/failed/export', {params}), `failed.${format}`);
}

/** The dialog that asks CSV or XLSX before downloading the failed serials. */
export function DownloadFailedDialog({
  open,
  onClose,
  manufacturerId,
}: {
  open: boolean;
  onClose: () => void;
  manufacturerId?: number | null;
}) {
  const [format, setFormat] = useState<'csv' | 'xlsx'>('csv');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await downloadFailedSerials(format, manufacturerId);
      onClose();
    } catch (err) {
      setError(downloadFailure(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="download-failed-title">
      <DialogTitle id="download-failed-title">Download Failed Serials</DialogTitle>
      <DialogContent>
        <RadioGroup row value={format} onChange={e => setFormat(e.target.value as 'csv' | 'xlsx')}>
          <FormControlLabel value="csv" control={<Radio />} label="CSV" />
          <FormControlLabel value="xlsx" control={<Radio />} label="XLSX" />
        </RadioGroup>
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Permitted permission={PERMISSION.download}>
          <Button variant="contained" disabled={busy} onClick={() => void download()}>
            Download
          </Button>
        </Permitted>
      </DialogActions>
    </Dialog>
  );
}
