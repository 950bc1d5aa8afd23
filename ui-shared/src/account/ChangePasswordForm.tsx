import {type FormEvent, useEffect, useState} from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {MESSAGES, passwordError, rest, setToken} from '@voltcheck/api-client';
import {GENERIC_ERROR} from '../states/StateViews';
import {PasswordField} from './PasswordField';

type Phase = 'idle' | 'submitting' | 'success' | 'failed';

export interface ChangePasswordTexts {
  /** The form's accessible name. */
  form: string;
  password: string;
  confirm: string;
  submit: string;
}

/**
 * The signed-in user's own password (POST /api/profile/change_password): the password rule and the confirmation
 * checked first, then the server's answer shown for `successMs`. The server ends every other session of the
 * account; this one keeps the fresh token it answers. Each app gives its own texts and frame.
 */
export function ChangePasswordForm({texts, successMs}: {texts: ChangePasswordTexts; successMs: number}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{password?: string; confirm?: string}>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = window.setTimeout(() => setPhase('idle'), successMs);
    return () => window.clearTimeout(timer);
  }, [phase, successMs]);

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
      const answer = await rest.POST('/api/profile/change_password', {
        body: {Password: password, ConfirmPassword: confirm},
      });
      if (!answer.status) throw new Error(answer.message);
      setToken(answer.token);
      setMessage(answer.message);
      setPassword('');
      setConfirm('');
      setPhase('success');
    } catch (e) {
      setMessage((e instanceof Error && e.message) || GENERIC_ERROR);
      setPhase('failed');
    }
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={texts.form}>
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
        label={texts.password}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={e => setPassword(e.target.value)}
        error={!!errors.password}
        helperText={errors.password}
      />
      <PasswordField
        label={texts.confirm}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={e => setConfirm(e.target.value)}
        error={!!errors.confirm}
        helperText={errors.confirm}
      />
      <Button type="submit" variant="contained" size="large" disabled={phase === 'submitting'}>
        {texts.submit}
      </Button>
    </Stack>
  );
}
