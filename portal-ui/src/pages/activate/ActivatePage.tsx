import {useEffect, useRef, useState} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {Link as RouterLink, useSearchParams} from 'react-router-dom';
import {ApiError} from '@voltcheck/api-client';
import {AuthLayout} from '../../components/AuthLayout';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {activate, ACTIVATED} from './activate.queries';
import {GENERIC_ERROR} from '@voltcheck/ui-shared';

type State = {phase: 'loading'} | {phase: 'success'} | {phase: 'failed'; message: string};

/** `/activate?uid=&token=`: activates the account from the emailed link on load. */
export function ActivatePage() {
  useDocumentTitle('Account Activation');
  const [params] = useSearchParams();
  const uid = params.get('uid') ?? '';
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({phase: 'loading'});
  const started = useRef('');

  useEffect(() => {
    const key = `${uid}\n${token}`;
    if (started.current === key) return; // once per link, also under StrictMode
    started.current = key;
    activate(uid, token).then(
      answer =>
        setState(answer?.status ? {phase: 'success'} : {phase: 'failed', message: answer?.message || GENERIC_ERROR}),
      error =>
        setState({
          phase: 'failed',
          message: error instanceof ApiError && error.message ? error.message : GENERIC_ERROR,
        }),
    );
  }, [uid, token]);

  return (
    <AuthLayout title="Account Activation">
      {state.phase === 'loading' && (
        <Box role="status" sx={{display: 'flex', alignItems: 'center', gap: 2, py: 3}}>
          <CircularProgress size={32} />
          <Typography color="text.secondary">Activating your account…</Typography>
        </Box>
      )}
      {state.phase === 'success' && (
        <>
          <Alert severity="success" role="status" sx={{mb: 3}}>
            {ACTIVATED}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
            Login
          </Button>
        </>
      )}
      {state.phase === 'failed' && (
        <>
          <Alert severity="error" role="alert" sx={{mb: 3}}>
            {state.message}
          </Alert>
          <Typography variant="body2" color="text.secondary" sx={{mb: 2}}>
            Activation links can be used once. If your account is already active, just log in; otherwise contact us or
            register again.
          </Typography>
          <Box sx={{display: 'flex', gap: 1.5}}>
            <Button component={RouterLink} to="/login" variant="contained">
              Login
            </Button>
            <Button component={RouterLink} to="/register" variant="outlined">
              Register
            </Button>
          </Box>
        </>
      )}
    </AuthLayout>
  );
}
