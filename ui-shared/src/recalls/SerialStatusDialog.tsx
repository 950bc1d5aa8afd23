import {useState} from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {useRestQuery} from '../rest/useRestQuery';
import {ProblemList} from './ProblemList';
import {QueuedChange} from './QueuedChange';
import {isQueued} from './statusChange.queries';
import type {RowProblem} from './selection';
import {EMPTY_SELECTION, selectionBody, type SelectionErrors} from './selection';
import {SerialSelection} from './SerialSelection';
import {changeStatus, changeStatusFromFile, SERIAL_STATUSES, type SerialStatus} from './serialStatus.queries';

interface Props {
  /** The serials ticked in a listing (or one row's); none: the dialog asks for a list, a range or a model. */
  serials: string[];
  onClose: () => void;
  /** Statuses changed: the listing is to be read again. */
  onDone: () => void;
  /** An administrator acting for one manufacturer (its recalls offered, its serials changed). */
  manufacturerId?: number;
}

type Result = {changed: number; problems: RowProblem[]};

/** Changes serials' status: recalled (under one of the caller's recalls), ineligible, or back to available. */
export function SerialStatusDialog({serials, onClose, onDone, manufacturerId}: Props) {
  const [status, setStatus] = useState<SerialStatus>('recalled');
  const [reason, setReason] = useState('');
  const [recallId, setRecallId] = useState('');
  const [selection, setSelection] = useState(EMPTY_SELECTION);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const [result, setResult] = useState<Result>();
  const [queued, setQueued] = useState<{changeId: number; total: number}>();
  const recalls = useRestQuery(status === 'recalled' ? '/api/recalls' : null, {
    params: {query: {page: 1, perPage: 100}},
  });

  async function save() {
    const chosen = serials.length ? {body: {serials}, errors: {}} : selectionBody(selection);
    const found: Record<string, string | undefined> = {...chosen.errors};
    if (!reason.trim()) found.reason = 'This field is required';
    if (status === 'recalled' && !recallId) found.recallId = 'Choose the recall';
    setErrors(found);
    if (Object.keys(found).length || !(chosen.body || chosen.file)) return;
    setSaving(true);
    setFailure('');
    try {
      const fields = {
        status,
        reason: reason.trim(),
        ...(manufacturerId ? {manufacturerId} : {}),
        ...(status === 'recalled' ? {recallId: Number(recallId)} : {}),
      };
      const answer = chosen.file
        ? await changeStatusFromFile({...fields, file: chosen.file})
        : await changeStatus({...chosen.body!, ...fields});
      if (isQueued(answer)) setQueued({changeId: answer.changeId, total: answer.total});
      else {
        setResult({changed: answer.changed, problems: answer.problems});
        onDone();
      }
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>Change status</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{pt: 1}}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {saving && <LinearProgress aria-label="Changing the serials" />}
          {queued && <QueuedChange changeId={queued.changeId} total={queued.total} onDone={onDone} />}
          {result && (
            <>
              <Alert severity="success">
                {result.changed} serial{result.changed === 1 ? '' : 's'} changed.
              </Alert>
              <ProblemList problems={result.problems} />
            </>
          )}
          {!result && !queued && (
            <>
              {serials.length ? (
                <Typography>
                  {serials.length === 1 ? `Serial ${serials[0]}` : `${serials.length} selected serials`}
                </Typography>
              ) : (
                <SerialSelection value={selection} errors={errors as SelectionErrors} onChange={setSelection} />
              )}
              <TextField
                select
                label="New status"
                value={status}
                onChange={e => setStatus(e.target.value as SerialStatus)}
              >
                {SERIAL_STATUSES.map(s => (
                  <MenuItem key={s.value} value={s.value}>
                    {s.label}
                  </MenuItem>
                ))}
              </TextField>
              {status === 'recalled' && (
                <TextField
                  select
                  label="Recall"
                  value={recallId}
                  onChange={e => setRecallId(e.target.value)}
                  error={!!errors.recallId}
                  helperText={
                    errors.recallId ?? (recalls.data?.items.length ? '' : 'Create the recall first (Recalls)')
                  }
                >
                  {(recalls.data?.items ?? []).map(r => (
                    <MenuItem key={r.id} value={String(r.id)}>
                      {r.title}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <TextField
                label="Reason"
                value={reason}
                onChange={e => setReason(e.target.value)}
                error={!!errors.reason}
                helperText={errors.reason}
                multiline
                minRows={2}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{result || queued ? 'Close' : 'Cancel'}</Button>
        {!result && !queued && (
          <Button variant="contained" onClick={() => void save()} loading={saving}>
            Change status
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
