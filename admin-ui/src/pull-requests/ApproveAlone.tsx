import {useState} from 'react';
import {Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography} from '@mui/material';

/**
 * The way out for an administrator left without a second reviewer (the server checks it is the creator, that no
 * other administrator is active and that it is on the manufacturers allow-list): approve alone, saying why. The
 * reason is kept as the request's comment and in the audit log.
 */
export function ApproveAlone({onApprove}: {onApprove: (reason: string) => Promise<void>}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      <Button variant="outlined" color="warning" onClick={() => setOpen(true)}>
        Approve alone
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="approve-alone-title">
        <DialogTitle id="approve-alone-title">Approve without a second administrator</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{mb: 2}}>
            The reason is kept with the request and in the audit log.
          </Typography>
          <TextField
            fullWidth
            multiline
            minRows={2}
            label="Reason"
            value={reason}
            onChange={e => setReason(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!reason.trim()}
            onClick={async () => {
              await onApprove(reason.trim());
              setOpen(false);
            }}
          >
            Approve
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
