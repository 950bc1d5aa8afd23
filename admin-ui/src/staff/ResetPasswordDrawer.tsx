import {useState} from 'react';
import type {FormEvent} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {MESSAGES, passwordError} from '@voltcheck/api-client';
import {RESET_FAILED, resetStaffPassword} from './staff.queries';
import type {AdminStaffMember} from './staff.queries';

/** The reset-password side drawer: Password and Confirm Password with the rule of document 002 section 5. */
export function ResetPasswordDrawer({
  member,
  onClose,
  onReset,
}: {
  member: AdminStaffMember | null;
  onClose(): void;
  onReset(message: string): void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<{password?: string; confirm?: string}>({});
  const [failure, setFailure] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!member) return;
    const next = {
      password: passwordError(password),
      confirm: confirm !== password ? MESSAGES.confirmMismatch : undefined,
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    setFailure('');
    try {
      const answer = await resetStaffPassword({UserId: member.userId, Password: password, ConfirmPassword: confirm});
      if (!answer.status) throw new Error(answer.message);
      setPassword('');
      setConfirm('');
      onReset(answer.message);
    } catch {
      setFailure(RESET_FAILED);
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
        <Typography variant="h6">Reset Password</Typography>
        <Typography color="text.secondary" sx={{mb: 3}}>
          {member?.fullName} ({member?.userName})
        </Typography>
        <Stack spacing={2}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label="Password"
            type={show ? 'text' : 'password'}
            value={password}
            onChange={e => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={errors.password}
          />
          <TextField
            label="Confirm Password"
            type={show ? 'text' : 'password'}
            value={confirm}
            onChange={e => setConfirm(e.target.value)}
            error={!!errors.confirm}
            helperText={errors.confirm}
          />
          <Button onClick={() => setShow(s => !s)}>{show ? 'Hide characters' : 'Show characters'}</Button>
          <Button type="submit" variant="contained">
            Reset Password
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
