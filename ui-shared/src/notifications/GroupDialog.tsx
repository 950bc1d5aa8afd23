import {useState} from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {groupErrors, MAIL_KIND_LABELS, MAIL_KINDS, toggleKind} from './notificationForms';
import type {MailKind} from './notificationForms';

export interface GroupForm {
  groupName: string;
  description: string;
  /** The kinds of mail the group receives (at least one). */
  mailKinds: MailKind[];
  enabled: boolean;
}

const NEW_GROUP: GroupForm = {groupName: '', description: '', mailKinds: [...MAIL_KINDS], enabled: true};

/** Add Group and Edit: group name and description required, and which mails the group receives. */
export function GroupDialog(props: {
  initial: GroupForm | null;
  busy: boolean;
  error: string | null;
  onSave: (form: GroupForm) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<GroupForm>(() => {
    const from = props.initial ?? NEW_GROUP;
    return {groupName: from.groupName, description: from.description, mailKinds: from.mailKinds, enabled: from.enabled};
  });
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
        <FormControl component="fieldset" error={touched && !!errors.mailKinds}>
          <FormLabel component="legend">Mails this group receives</FormLabel>
          <FormGroup>
            {MAIL_KINDS.map(kind => (
              <FormControlLabel
                key={kind}
                control={
                  <Checkbox
                    checked={form.mailKinds.includes(kind)}
                    onChange={e => setForm(f => ({...f, mailKinds: toggleKind(f.mailKinds, kind, e.target.checked)}))}
                  />
                }
                label={MAIL_KIND_LABELS[kind]}
              />
            ))}
          </FormGroup>
          {touched && errors.mailKinds && <FormHelperText>{errors.mailKinds}</FormHelperText>}
        </FormControl>
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
