import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {ChangePasswordForm} from '@voltcheck/ui-shared';
import {config} from '../../config';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {PASSWORD_SUCCESS_MS} from './myAccount';

const TEXTS = {form: 'Change Password', password: 'Password', confirm: 'Confirm Password', submit: 'Set new password'};

/** `/ChangePassword`: Password and Confirm Password; other sessions of the account end, this one keeps a fresh token. */
export function ChangePasswordPage() {
  useDocumentTitle(`${config.productCode} | Change Password`);
  return (
    <Box sx={{maxWidth: 520}}>
      <Typography variant="h1" sx={{mb: 3}}>
        Change Password
      </Typography>
      <Paper variant="outlined" sx={{p: {xs: 2, sm: 3}}}>
        <ChangePasswordForm texts={TEXTS} successMs={PASSWORD_SUCCESS_MS} />
      </Paper>
    </Box>
  );
}
