import {Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography} from '@mui/material';

/** 'Access account' (document 002, section 2.10): the document makes no call on Yes, and neither does this. */
export const AccessDialog = ({onClose}: {onClose: () => void}) => (
  <Dialog open onClose={onClose}>
    <DialogTitle>Access account</DialogTitle>
    <DialogContent>
      <Typography>Do you want to disable the account ?</Typography>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>Cancel</Button>
      <Button onClick={onClose}>Yes</Button>
    </DialogActions>
  </Dialog>
);
