import {useState} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {contactErrors} from './notificationForms';

/** The add-contact form of a group panel: email required and valid, phone optional (6 to 12 digits). */
export function ContactForm(props: {
  busy: boolean;
  onAdd: (contact: {email: string; phone: string}) => Promise<boolean>;
}) {
  const [form, setForm] = useState({email: '', phone: ''});
  const [touched, setTouched] = useState(false);
  const errors = contactErrors(form);
  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length) return;
    if (await props.onAdd({email: form.email.trim(), phone: form.phone.trim()})) {
      setForm({email: '', phone: ''});
      setTouched(false);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={e => {
        e.preventDefault();
        void submit();
      }}
      sx={{display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap', mt: 2}}
    >
      <TextField
        size="small"
        label="Email"
        value={form.email}
        onChange={e => setForm(f => ({...f, email: e.target.value}))}
        error={touched && !!errors.email}
        helperText={touched ? errors.email : undefined}
        sx={{width: 320}}
      />
      <TextField
        size="small"
        label="Phone"
        value={form.phone}
        onChange={e => setForm(f => ({...f, phone: e.target.value}))}
        error={touched && !!errors.phone}
        helperText={touched ? errors.phone : undefined}
        sx={{width: 200}}
      />
      <Button type="submit" variant="contained" disabled={props.busy}>
        Add Contact
      </Button>
    </Box>
  );
}
