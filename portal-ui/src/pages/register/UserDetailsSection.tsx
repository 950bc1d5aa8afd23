import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import {FormSection} from '../../components/FormSection';
import {fieldProps} from './fieldProps';
import type {RegisterForm} from './useRegisterForm';
import {PasswordField} from '@voltcheck/ui-shared';

const PASSWORD_HINT = 'At least 6 characters with upper and lower case letters, a digit and one of @ $ ! % * ? &';

export function UserDetailsSection({form}: {form: RegisterForm}) {
  const password = fieldProps(form, 'password', 'Password');
  return (
    <FormSection
      title="User Details"
      icon={<PersonOutlinedIcon fontSize="small" />}
      description="The name and password you will log in with."
    >
      <Grid size={{xs: 12, sm: 6}}>
        <TextField
          {...fieldProps(form, 'username', 'Username')}
          autoComplete="username"
          slotProps={{
            input: {
              endAdornment: form.checking.username ? (
                <InputAdornment position="end">
                  <CircularProgress size={16} aria-label="Checking" />
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      </Grid>
      <Grid size={{xs: 12, sm: 6}}>
        <PasswordField {...password} helperText={password.helperText ?? PASSWORD_HINT} autoComplete="new-password" />
      </Grid>
    </FormSection>
  );
}
