import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {Link as RouterLink} from 'react-router-dom';
import {AuthLayout} from '../../components/AuthLayout';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {CompanyDetailsSection} from './CompanyDetailsSection';
import {ContactDetailsSection} from './ContactDetailsSection';
import {RegisterSidePanel} from './RegisterSidePanel';
import {RegisterSuccess} from './RegisterSuccess';
import {UserDetailsSection} from './UserDetailsSection';
import {useRegisterForm} from './useRegisterForm';

/** `/register`: account registration in three sections. */
export function RegisterPage() {
  useDocumentTitle('Register');
  const form = useRegisterForm();

  if (form.success !== null) {
    return (
      <AuthLayout title="Check your email" aside={<RegisterSidePanel />} maxWidth={520}>
        <RegisterSuccess message={form.success} email={form.values.email.trim()} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Register your company to upload and verify battery serials."
      aside={<RegisterSidePanel />}
      asideOnPhones
      maxWidth={720}
    >
      <Box
        component="form"
        aria-label="Register"
        noValidate
        onSubmit={e => {
          e.preventDefault();
          void form.submit();
        }}
      >
        {form.failure && (
          <Alert severity="error" role="alert" sx={{mb: 3}}>
            {form.failure}
          </Alert>
        )}
        <UserDetailsSection form={form} />
        <ContactDetailsSection form={form} />
        <CompanyDetailsSection form={form} />
        <Box
          sx={{
            display: 'flex',
            flexDirection: {xs: 'column', sm: 'row'},
            alignItems: {sm: 'center'},
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">
            <Link component={RouterLink} to="/login" sx={{fontWeight: 600}}>
              Just Remembered? Log In
            </Link>
          </Typography>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={form.submitting}
            disabled={form.submitting}
            sx={{minWidth: 180}}
          >
            Register
          </Button>
        </Box>
      </Box>
    </AuthLayout>
  );
}
