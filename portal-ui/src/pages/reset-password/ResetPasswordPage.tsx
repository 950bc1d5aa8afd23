import {useEffect, useState} from 'react';
import type {FormEvent} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {Link as RouterLink, useSearchParams} from 'react-router-dom';
import {ApiError, MESSAGES, passwordError} from '@voltcheck/api-client';
import {config} from '../../config';
import {AuthLayout} from '../../components/AuthLayout';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {PASSWORD_CHANGED, resetPassword} from './reset.queries';
import {GENERIC_ERROR, PasswordField} from '@voltcheck/ui-shared';

type Phase = 'idle' | 'submitting' | 'success' | 'done' | 'failed';

const INCOMPLETE_LINK = 'This reset link is incomplete. Open the link from your email again, or request a new one.';

/** The way out of a link that cannot work: the forgot-password page sends a new one. */
function RequestNewLink() {
  return (
    <Button component={RouterLink} to="/forgot-password" variant="outlined" size="large" fullWidth>
      Request a new link
    </Button>
  );
}

/** `/resetpassword?uid=&email=&token=`: set a new password from the emailed link. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{password?: string; confirm?: string}>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState('');
  const email = params.get('email') ?? '';

  // The success message hides after 3 seconds; the page then offers to log in.
  useEffect(() => {
    if (phase !== 'success') return;
    const timer = window.setTimeout(() => setPhase('done'), config.resetSuccessHideMs);
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
    setFailure('');
    try {
      const answer = await resetPassword({
        UserId: params.get('uid') ?? '',
        Email: email,
        Token: params.get('token') ?? '',
        Password: password,
      });
      if (answer?.status) setPhase('success');
      else {
        setFailure(answer?.message || GENERIC_ERROR);
        setPhase('failed');
      }
    } catch (e) {
      setFailure(e instanceof ApiError && e.message ? e.message : GENERIC_ERROR);
      setPhase('failed');
    }
  }

  if (phase === 'success' || phase === 'done') {
    return (
      <AuthLayout title="Set a new password">
        {phase === 'success' && (
          <Alert severity="success" role="status" sx={{mb: 3}}>
            {PASSWORD_CHANGED}
          </Alert>
        )}
        <Typography color="text.secondary" sx={{mb: 3}}>
          Your new password is ready. Log in with it to continue.
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          Log In
        </Button>
      </AuthLayout>
    );
  }

  // A link without its uid or token (cut short when copied) cannot work: say so instead of offering the form.
  if (!params.get('uid') || !params.get('token')) {
    return (
      <AuthLayout title="Set a new password">
        <Alert severity="error" role="alert" sx={{mb: 3}}>
          {INCOMPLETE_LINK}
        </Alert>
        <RequestNewLink />
      </AuthLayout>
    );
  }

  // Each link works once and for 24 hours: a refused link (used, wrong or expired) leads to a new one.
  const linkRefused = phase === 'failed' && /link/i.test(failure);
  return (
    <AuthLayout
      title="Set a new password"
      subtitle={
        email ? (
          <>
            For the account of <strong>{email}</strong>.
          </>
        ) : (
          'Choose the password you will log in with.'
        )
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="Set new password">
        <Stack spacing={2.5}>
          {phase === 'failed' && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {linkRefused && <RequestNewLink />}
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            autoFocus
            size="medium"
            value={password}
            onChange={e => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={
              errors.password ??
              'At least 6 characters with upper and lower case letters, a digit and one of @ $ ! % * ? &'
            }
          />
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            size="medium"
            value={confirm}
            onChange={e => setConfirm(e.target.value)}
            error={!!errors.confirm}
            helperText={errors.confirm}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={phase === 'submitting'}
            disabled={phase === 'submitting'}
            fullWidth
          >
            Set new password
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{textAlign: 'center'}}>
            <Link component={RouterLink} to="/login" sx={{fontWeight: 600}}>
              Log In
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
