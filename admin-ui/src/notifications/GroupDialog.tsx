import {useState} from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {groupErrors} from './notificationForms';

export interface GroupForm {
  groupName: string;
  description: string;
  enabled: boolean;
}

/** Add Group and Edit: group name and description required. */
export function GroupDialog(props: {
  initial: GroupForm | null;
  busy: boolean;
  error: string | null;
  onSave: (form: GroupForm) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<GroupForm>(props.initial ?? {groupName: '', description: '', enabled: true});
  const [touched, setTouched] = useState(false);
  const errors = groupErrors(form);
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{props.initial ? 'Edit Group' : 'Add Group'}</DialogTitle>
      <DialogContent sx={{display: 'grid', gap: 2, pt: '8px !important'}}>
        {props.error && <Alert severity="error">{props.error}</Alert>}
        <TextField
          label="Group Name"
          value={form.groupName}
          onChange={e => setForm(f => ({...f, groupName: e.target.value}))}
          error={touched && !!errors.groupName}
          helperText={touched ? errors.groupName : undefined}
          autoFocus
        />
        <TextField
          label="Description"
          value={form.description}
          multiline
          minRows={2}
          onChange={e => setForm(f => ({...f, description: e.target.value}))}
          error={touched && !!errors.description}
          helperText={touched ? errors.description : undefined}
        />
        <FormControlLabel
          control={<Switch checked={form.enabled} onChange={e => setForm(f => ({...f, enabled: e.target.checked}))} />}
          label="Enabled (receives the mails)"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={props.busy}
          onClick={() => {
            setTouched(true);
            if (!Object.keys(errors).length) props.onSave(form);
          }}
        >
          {props.busy ? 'Loading...' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
