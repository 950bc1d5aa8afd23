import {useState} from 'react';
import type {FormEvent} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {MESSAGES, passwordError, rest} from '@voltcheck/api-client';
import {PasswordField} from './PasswordField';

export const STAFF_RESET_FAILED = 'The Username or Password you entered is incorrect.';

/**
 * The reset-password side drawer of a staff member (POST /api/staff/resetpassword): Password and Confirm Password
 * with the rule of document 002 section 5. The portal's Staff page and the console's staff tab open it.
 */
export function ResetPasswordDrawer({
  member,
  onClose,
  onReset,
}: {
  member: {userId: string; fullName: string; userName?: string | null} | null;
  onClose(): void;
  onReset(message: string): void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{password?: string; confirm?: string}>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!member) return;
    const next = {
      password: passwordError(password),
      confirm: confirm !== password ? MESSAGES.confirmMismatch : undefined,
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    setBusy(true);
    setFailure('');
    try {
      const body = {UserId: Number(member.userId), Password: password, ConfirmPassword: confirm};
      const answer = await rest.POST('/api/staff/resetpassword', {body});
      if (!answer.status) throw new Error(answer.message);
      setPassword('');
      setConfirm('');
      onReset(answer.message);
    } catch {
      setFailure(STAFF_RESET_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Drawer anchor="right" open={!!member} onClose={onClose}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{width: {xs: 300, sm: 380}, p: 3}}
        aria-label="Reset password"
      >
        <Typography variant="h2" sx={{mb: 1}}>
          Reset Password
        </Typography>
        <Typography color="text.secondary" sx={{mb: 3}}>
          {member?.fullName}
          {member?.userName ? ` (${member.userName})` : ''}
        </Typography>
        <Stack spacing={2.5}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <PasswordField
            label="Password"
            value={password}
            onChange={e => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={errors.password}
            autoComplete="new-password"
          />
          <PasswordField
            label="Confirm Password"
            value={confirm}
            onChange={e => setConfirm(e.target.value)}
            error={!!errors.confirm}
            helperText={errors.confirm}
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" disabled={busy}>
            Reset Password
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
