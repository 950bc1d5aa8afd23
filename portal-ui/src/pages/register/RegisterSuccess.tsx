import {useEffect} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import {Link as RouterLink} from 'react-router-dom';

/** Registration answered status true: the account must be activated from the emailed link first. */
export function RegisterSuccess({message, email}: {message: string; email: string}) {
  useEffect(() => window.scrollTo({top: 0}), []);
  return (
    <Box role="status">
      {message && (
        <Alert severity="success" icon={<MarkEmailReadOutlinedIcon />} sx={{mb: 2.5}}>
          {message}
        </Alert>
      )}
      <Typography sx={{mb: 1.5}}>
        We have sent an activation link to <strong>{email}</strong>. Open it to activate your account; you can log in
        once it is active.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{mb: 3}}>
        The email may take a few minutes to arrive. If it does not, check your spam folder.
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained" size="large">
        Go to Log In
      </Button>
    </Box>
  );
}
