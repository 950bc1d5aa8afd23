import {useState} from 'react';
import type {FormEvent} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {Link as RouterLink} from 'react-router-dom';
import {ApiError, isValidEmail, MESSAGES} from '@voltcheck/api-client';
import {AuthLayout} from '../../components/AuthLayout';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {requestReset, RESET_FAILED, RESET_SENT} from './forgot.queries';

type Outcome = {ok: boolean; message: string} | null;

/** `/forgot-password`: request reset instructions by email. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const value = email.trim();
    const invalid = !value ? MESSAGES.required : isValidEmail(value) ? '' : MESSAGES.email;
    setError(invalid);
    setOutcome(null);
    if (invalid) return;
    setLoading(true);
    try {
      const answer = await requestReset(value);
      setOutcome(answer?.status ? {ok: true, message: RESET_SENT} : {ok: false, message: RESET_FAILED});
    } catch (e) {
      // Rate limiting is not "no such account": say what the server said.
      setOutcome({
        ok: false,
        message: e instanceof ApiError && e.status === 429 && e.message ? e.message : RESET_FAILED,
      });
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will send you a link to set a new password."
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="Forgot password">
        <Stack spacing={2.5}>
          {outcome && (
            <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
              {outcome.message}
            </Alert>
          )}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            autoFocus
            size="medium"
            value={email}
            onChange={e => {
              setEmail(e.target.value);
              if (error) setError('');
            }}
            error={!!error}
            helperText={error}
          />
          <Button type="submit" variant="contained" size="large" loading={loading} disabled={loading} fullWidth>
            Send Reset Instructions
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{textAlign: 'center'}}>
            Remembered it?{' '}
            <Link component={RouterLink} to="/login" sx={{fontWeight: 600}}>
              Log In
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
