import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import ContactMailOutlinedIcon from '@mui/icons-material/ContactMailOutlined';
import {FormSection} from '../../components/FormSection';
import {fieldProps} from './fieldProps';
import type {RegisterForm} from './useRegisterForm';

export function ContactDetailsSection({form}: {form: RegisterForm}) {
  return (
    <FormSection
      title="Contact Details"
      icon={<ContactMailOutlinedIcon fontSize="small" />}
      description="Who we contact about this account. The activation link is sent to this email."
    >
      <Grid size={{xs: 12, sm: 6}}>
        <TextField {...fieldProps(form, 'firstName', 'First Name')} autoComplete="given-name" />
      </Grid>
      <Grid size={{xs: 12, sm: 6}}>
        <TextField {...fieldProps(form, 'lastName', 'Last Name')} autoComplete="family-name" />
      </Grid>
      <Grid size={{xs: 12, sm: 6}}>
        <TextField {...fieldProps(form, 'email', 'Email')} type="email" autoComplete="email" />
      </Grid>
      <Grid size={{xs: 12, sm: 6}}>
        <TextField
          {...fieldProps(form, 'mobile', 'Mobile')}
          type="tel"
          autoComplete="tel"
          placeholder="04XX XXX XXX"
          slotProps={{htmlInput: {inputMode: 'tel'}}}
        />
      </Grid>
    </FormSection>
  );
}
