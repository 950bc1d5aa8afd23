import {Box, Card, CardContent, Stack, Typography} from '@mui/material';
import {ChangePasswordForm} from '@voltcheck/ui-shared';
import {Title} from 'react-admin';

/** The success message stays this long, as the portal's (document 000's reset message: 3000 ms). */
const SUCCESS_MS = 3000;

const TEXTS = {
  form: 'Change password',
  password: 'New password',
  confirm: 'Confirm password',
  submit: 'Change password',
};

/**
 * /changepassword for administrators (document 002 section 2.1): the signed-in administrator's own password,
 * through the portal's call and form. The server ends every token of the account; this session keeps the fresh one.
 */
export const ChangePasswordPage = () => (
  <Box sx={{mt: 2, maxWidth: 520}}>
    <Title title="Change password" />
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6">Change password</Typography>
          <Typography variant="body2" color="text.secondary">
            Your other sessions end: sign in there again with the new password.
          </Typography>
          <ChangePasswordForm texts={TEXTS} successMs={SUCCESS_MS} />
        </Stack>
      </CardContent>
    </Card>
  </Box>
);
