import {useEffect, useState} from 'react';
import type {FormEvent} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams} from 'react-router-dom';
import {clearSession, homePathFor, isLoggedIn, decodeClaims, MESSAGES} from '@voltcheck/api-client';
import {AuthLayout} from '../../components/AuthLayout';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {useSession} from '../../session/SessionContext';
import {isOutsidePortal, originFrom} from '../../session/origin';
import {refreshesAfterLogin} from '../../session/roles';
import {isRefusedLogin, LOGIN_FAILED, logIn} from './login.queries';
import {GENERIC_ERROR, PasswordField} from '@voltcheck/ui-shared';

type Errors = Partial<Record<'username' | 'password', string>>;

/** `/`, `/login`, `/login?signout` and `/login/signout`. */
export function LoginPage() {
  useDocumentTitle('login');
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const signout = params.has('signout') || /\/signout\/?$/i.test(location.pathname);
  // Sign out once, before anything decides whether the user is logged in.
  const [alreadyIn] = useState(() => {
    if (signout) clearSession();
    return !signout && isLoggedIn();
  });
  useEffect(() => {
    if (signout) session.signOut();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [loading, setLoading] = useState(false);

  if (alreadyIn) return <Navigate to={homePathFor(decodeClaims()?.role)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return; // a second submit while loading is ignored
    const next: Errors = {};
    if (!username.trim()) next.username = MESSAGES.required;
    if (!password) next.password = MESSAGES.required;
    setErrors(next);
    setFailure('');
    if (next.username || next.password) return;
    setLoading(true);
    try {
      const {token, claims, profile} = await logIn(username.trim(), password);
      session.signIn(token, profile);
      const target = originFrom(location.state, params) ?? homePathFor(claims.role);
      if (refreshesAfterLogin(claims.role) || isOutsidePortal(target)) window.location.assign(target);
      else navigate(target, {replace: true});
    } catch (error) {
      clearSession();
      setFailure(isRefusedLogin(error) ? LOGIN_FAILED : GENERIC_ERROR);
      setLoading(false);
    }
  }

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to manage and verify your battery serials.">
      <Box component="form" noValidate onSubmit={submit} aria-label="Log in">
        <Stack spacing={2.5}>
          {signout && !failure && <Alert severity="info">You have been logged out.</Alert>}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            autoFocus
            value={username}
            onChange={e => setUsername(e.target.value)}
            error={!!errors.username}
            helperText={errors.username}
            size="medium"
          />
          <Box>
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={e => setPassword(e.target.value)}
              error={!!errors.password}
              helperText={errors.password}
              size="medium"
            />
            <Box sx={{display: 'flex', justifyContent: 'flex-end', mt: 1}}>
              <Link component={RouterLink} to="/forgot-password" variant="body2">
                Forgot Password
              </Link>
            </Box>
          </Box>
          <Button type="submit" variant="contained" size="large" loading={loading} disabled={loading} fullWidth>
            Log in
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{textAlign: 'center'}}>
            New to VoltCheck?{' '}
            <Link component={RouterLink} to="/register" sx={{fontWeight: 600}}>
              Register
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{textAlign: 'center'}}>
            Own a battery?{' '}
            <Link component={RouterLink} to="/recall-check">
              Check whether it is recalled
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
