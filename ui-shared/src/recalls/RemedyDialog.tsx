import {useState} from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {ProblemList} from './ProblemList';
import {addRemedies, REMEDIES, type Remedy} from './recalls.queries';
import {pastedSerials, type RowProblem} from './selection';

interface Props {
  recallId: number;
  /** The serials chosen on the page (one row, or the ticked ones); none: the dialog asks for a pasted list. */
  serials: string[];
  onClose: () => void;
  /** Something was marked: the reach is to be read again. */
  onDone: () => void;
}

/** Marks installations of the recall as remedied: replaced, repaired or confirmed not affected. */
export function RemedyDialog({recallId, serials, onClose, onDone}: Props) {
  const [remedy, setRemedy] = useState<Remedy>('replaced');
  const [list, setList] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const [result, setResult] = useState<{updated: number; problems: RowProblem[]}>();
  const byList = serials.length === 0;
  const chosen = byList ? pastedSerials(list) : serials;

  async function save() {
    if (!chosen.length) return setFailure('Paste at least one serial');
    setSaving(true);
    setFailure('');
    try {
      const answer = await addRemedies(recallId, chosen, remedy);
      setResult({updated: answer.updated ?? 0, problems: (answer.problems ?? []) as RowProblem[]});
      onDone();
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Mark as remedied</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{pt: 1}}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {result ? (
            <>
              <Alert severity="success">
                {result.updated} installation{result.updated === 1 ? '' : 's'} marked as remedied.
              </Alert>
              <ProblemList problems={result.problems} />
            </>
          ) : (
            <>
              {byList ? (
                <TextField
                  label="Serials"
                  multiline
                  minRows={4}
                  value={list}
                  onChange={e => setList(e.target.value)}
                  helperText={`One serial a line. ${chosen.length ? `${chosen.length} serials.` : ''}`}
                />
              ) : (
                <Typography>
                  {serials.length === 1 ? `Serial ${serials[0]}` : `${serials.length} selected installations`}
                </Typography>
              )}
              <TextField select label="Remedy" value={remedy} onChange={e => setRemedy(e.target.value as Remedy)}>
                {REMEDIES.map(r => (
                  <MenuItem key={r.value} value={r.value}>
                    {r.label}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{result ? 'Close' : 'Cancel'}</Button>
        {!result && (
          <Button variant="contained" onClick={() => void save()} loading={saving}>
            Save
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
