import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {DELETE_TEXT, DELETE_TITLE} from '@voltcheck/ui-shared';

/** The delete confirmation of document 001 (Staff). */
export function DeleteStaffDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="delete-staff-title">
      <DialogTitle id="delete-staff-title">{DELETE_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{DELETE_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
