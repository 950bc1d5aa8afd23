import {Alert, Box, Button, Card, CardContent, Stack, TextField, Typography} from '@mui/material';
import {api, ApiError, MESSAGES, passwordError, setToken} from '@voltcheck/api-client';
import {type FormEvent, useEffect, useState} from 'react';
import {Title} from 'react-admin';

/** The success message stays this long, as the portal's (document 000's reset message: 3000 ms). */
const SUCCESS_MS = 3000;

interface Answer {
  status: boolean;
  message: string;
  token: string;
}

/**
 * /changepassword for administrators (document 002 section 2.1): the signed-in administrator's own password,
 * through the portal's call (POST /api/profile/change_password). The server ends every token of the account;
 * this session keeps the fresh one it answers.
 */
export const ChangePasswordPage = () => {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{password?: string; confirm?: string}>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ok: boolean; message: string}>();

  useEffect(() => {
    if (!result?.ok) return;
    const t = setTimeout(() => setResult(undefined), SUCCESS_MS);
    return () => clearTimeout(t);
  }, [result]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      password: passwordError(password),
      confirm: confirm !== password ? MESSAGES.confirmMismatch : undefined,
    };
    setErrors(next);
    if (next.password || next.confirm || busy) return;
    setBusy(true);
    try {
      const answer = await api<Answer>('/profile/change_password', {
        method: 'POST',
        body: {Password: password, ConfirmPassword: confirm},
      });
      if (!answer.status) throw new Error(answer.message);
      setToken(answer.token);
      setPassword('');
      setConfirm('');
      setResult({ok: true, message: answer.message});
    } catch (err) {
      const message = err instanceof ApiError || err instanceof Error ? err.message : '';
      setResult({ok: false, message: message || 'Some error occured'});
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{mt: 2, maxWidth: 520}}>
      <Title title="Change password" />
      <Card component="form" noValidate onSubmit={submit} aria-label="Change password">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6">Change password</Typography>
            <Typography variant="body2" color="text.secondary">
              Your other sessions end: sign in there again with the new password.
            </Typography>
            {result && (
              <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
                {result.message}
              </Alert>
            )}
            <TextField
              type="password"
              label="New password"
              autoComplete="new-password"
              value={password}
              onChange={e => setPassword(e.target.value)}
              error={!!errors.password}
              helperText={errors.password}
            />
            <TextField
              type="password"
              label="Confirm password"
              autoComplete="new-password"
              value={confirm}
              onChange={e => setConfirm(e.target.value)}
              error={!!errors.confirm}
              helperText={errors.confirm}
            />
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Loading...' : 'Change password'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
