import {useEffect, useState} from 'react';
import type {FormEvent} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {ApiError, MESSAGES, passwordError, setToken} from '@voltcheck/api-client';
import {config} from '../../config';
import {PasswordField} from '../../components/PasswordField';
import {GENERIC_ERROR} from '../../components/StateViews';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {changePassword, PASSWORD_SUCCESS_MS} from './myAccount';

type Phase = 'idle' | 'submitting' | 'success' | 'failed';

/** `/ChangePassword`: Password and Confirm Password; other sessions of the account end, this one keeps a fresh token. */
export function ChangePasswordPage() {
  useDocumentTitle(`${config.productCode} | Change Password`);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{password?: string; confirm?: string}>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = window.setTimeout(() => setPhase('idle'), PASSWORD_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase === 'submitting') return;
    const next = {
      password: passwordError(password),
      confirm: confirm !== password ? MESSAGES.confirmMismatch : undefined,
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    setPhase('submitting');
    try {
      const answer = await changePassword(password, confirm);
      if (!answer.status) throw new Error(answer.message);
      setToken(answer.token);
      setMessage(answer.message);
      setPassword('');
      setConfirm('');
      setPhase('success');
    } catch (e) {
      setMessage(e instanceof ApiError || e instanceof Error ? e.message || GENERIC_ERROR : GENERIC_ERROR);
      setPhase('failed');
    }
  }

  return (
    <Box sx={{maxWidth: 520}}>
      <Typography variant="h1" sx={{mb: 3}}>
        Change Password
      </Typography>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={submit}
        sx={{p: {xs: 2, sm: 3}}}
        aria-label="Change Password"
      >
        <Stack spacing={2.5}>
          {phase === 'success' && (
            <Alert severity="success" role="status">
              {message}
            </Alert>
          )}
          {phase === 'failed' && (
            <Alert severity="error" role="alert">
              {message}
            </Alert>
          )}
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={e => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={errors.password}
          />
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={e => setConfirm(e.target.value)}
            error={!!errors.confirm}
            helperText={errors.confirm}
          />
          <Button type="submit" variant="contained" size="large" disabled={phase === 'submitting'}>
            Set new password
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
