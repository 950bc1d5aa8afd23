import {Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle} from '@mui/material';
import {getToken, handleUnauthorized, type MigratedInstallerListMutation} from '@voltcheck/api-client';
import {print} from 'graphql';
import {useState} from 'react';
import {IMPORT_INSTALLERS} from './queries';

/** migratedInstallerList as a GraphQL multipart request (operations, map, then the file). */
async function importFile(file: File): Promise<MigratedInstallerListMutation> {
  const form = new FormData();
  form.append('operations', JSON.stringify({query: print(IMPORT_INSTALLERS), variables: {file: null}}));
  form.append('map', JSON.stringify({0: ['variables.file']}));
  form.append('0', file, file.name);
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: {Authorization: `Bearer ${getToken() ?? ''}`},
    body: form,
  });
  if (res.status === 401) handleUnauthorized();
  const body = (await res.json()) as {data?: MigratedInstallerListMutation; errors?: unknown[]};
  if (!body.data || body.errors?.length) throw new Error('import failed');
  return body.data;
}

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
      const {migratedInstallerList: r} = await importFile(file);
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
