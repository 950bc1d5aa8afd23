import {Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle} from '@mui/material';
import {uploadWithGraphql} from '@voltcheck/api-client';
import {useState} from 'react';
import {IMPORT_INSTALLERS} from './queries';

interface Outcome {
  ok: boolean;
  message: string;
  lines: string[];
}

/** 'Import installer data' (document 002, sections 2.10 and 4): choosing a file starts the import. */
export const ImportInstallersDialog = ({onClose}: {onClose: (imported: boolean) => void}) => {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const {migratedInstallerList: r} = await uploadWithGraphql(IMPORT_INSTALLERS, {}, file);
      const entries = JSON.parse(r.data || '[]') as Array<{Action: string; Count: number}>;
      setOutcome(
        r.success
          ? {
              ok: true,
              message: 'Installer data imported successfully',
              lines: entries.map(e => `${e.Action}: ${e.Count}`),
            }
          : {ok: false, message: 'Some error occured while processing the request', lines: entries.map(e => e.Action)},
      );
    } catch {
      setOutcome({ok: false, message: 'some unknown error has occured', lines: []});
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(!!outcome?.ok)} maxWidth="sm" fullWidth>
      <DialogTitle>Import installer data</DialogTitle>
      <DialogContent sx={{display: 'grid', gap: 2}}>
        <Button variant="outlined" component="label" disabled={busy}>
          {busy ? <CircularProgress size={20} /> : 'Choose a CSV or spreadsheet file'}
          <input
            hidden
            type="file"
            accept=".csv,.xls,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={e => choose(e.target.files?.[0])}
          />
        </Button>
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'}>
            <div>{outcome.message}</div>
            {outcome.lines.map(l => (
              <div key={l}>{l}</div>
            ))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(!!outcome?.ok)}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
