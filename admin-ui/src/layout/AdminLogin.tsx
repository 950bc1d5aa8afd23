import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import {Box, Typography} from '@mui/material';
import {Login, LoginForm} from 'react-admin';
import {Wordmark} from './Wordmark';

/** react-admin's login page at /admin/login in VoltCheck's colours. Only administrators get in. */
export const AdminLogin = () => (
  <Login
    avatarIcon={<LockOutlinedIcon />}
    sx={{
      backgroundImage: 'radial-gradient(circle at 50% 12em, #3d89a6 0%, #0b5d7a 45%, #063f54 100%)',
      '& .RaLogin-card': {width: 360, maxWidth: 'calc(100vw - 32px)', borderRadius: 3, pb: 1},
      '& .RaLoginForm-content': {width: 'auto', px: 3},
      '& .RaLogin-icon': {bgcolor: 'secondary.main', color: 'secondary.contrastText'},
    }}
  >
    <Box sx={{textAlign: 'center', px: 3, mb: 1}}>
      <Box sx={{display: 'flex', justifyContent: 'center', mb: 1}}>
        <Wordmark inverse />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Sign in with an administrator account.
      </Typography>
    </Box>
    <LoginForm />
  </Login>
);
