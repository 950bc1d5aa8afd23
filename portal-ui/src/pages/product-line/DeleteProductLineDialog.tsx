import {useState} from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {deleteQuestion, productLineCalls} from './productLine.queries';

/** The delete confirmation; on success the caller refetches (or leaves the assign page). */
export function DeleteProductLineDialog({
  line,
  onClose,
  onDeleted,
}: {
  line: {productLineId: string; lineName: string};
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await productLineCalls.remove(Number(line.productLineId));
      if (!answer.status) throw new Error(answer.message);
      onClose();
      onDeleted();
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>Delete product line</DialogTitle>
      <DialogContent>
        <DialogContentText>{deleteQuestion(line.lineName)}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{mt: 2}}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
