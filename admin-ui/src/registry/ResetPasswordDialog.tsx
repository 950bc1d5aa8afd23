import {Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField} from '@mui/material';
import {ApiError, rest} from '@voltcheck/api-client';
import {useState} from 'react';

const RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{6,}$/;
const RULE_MESSAGE =
  'Password must be combination of upper case,digit and special characters and should have minimum 6 characters';

/** An administrator sets a manufacturer's, supplier's or staff member's password (document 002, sections 5, 6 and 8). */
export const ResetPasswordDialog = ({
  userId,
  userName,
  onClose,
}: {
  userId: string | number;
  userName: string;
  onClose: () => void;
}) => {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<{ok: boolean; text: string}>();
  const problem = !password
    ? '* Password is required'
    : !RULE.test(password)
      ? RULE_MESSAGE
      : confirm !== password
        ? 'Confirm password did not match'
        : undefined;
  const submit = async () => {
    try {
      await rest.POST('/api/admin/resetpassword', {
        body: {UserId: Number(userId), Password: password, ConfirmPassword: confirm},
      });
      setMessage({ok: true, text: 'Account Reset succesfully'});
      setTimeout(() => setMessage(undefined), 3000);
    } catch (err) {
      setMessage({
        ok: false,
        text: err instanceof ApiError ? 'The Username or Password you entered is incorrect.' : String(err),
      });
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Reset password: {userName}</DialogTitle>
      <DialogContent sx={{display: 'grid', gap: 2, pt: '8px !important'}}>
        <TextField label="Password" type="password" value={password} onChange={e => setPassword(e.target.value)} />
        <TextField
          label="Confirm password"
          type="password"
          value={confirm}
          onChange={e => setConfirm(e.target.value)}
          error={!!password && !!problem}
          helperText={password ? problem : undefined}
        />
        {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!!problem} onClick={submit}>
          Reset
        </Button>
      </DialogActions>
    </Dialog>
  );
};
