import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import {UPLOAD_FREQUENCIES} from '@voltcheck/api-client';
import {FormSection} from '../../components/FormSection';
import {AddressField} from './AddressField';
import {CompanyNameField} from './CompanyNameField';
import {fieldProps} from './fieldProps';
import type {RegisterForm} from './useRegisterForm';

/**
 * The screen of the original offered codes 1 to 9, but only 1 to 6 have a known meaning
 * (document 000 section 3): we offer those six by name.
 * The supplier checkbox sits right under the company name: the name is checked against the list
 * for the kind of company being registered, and is checked again when the box changes.
 */
export function CompanyDetailsSection({form}: {form: RegisterForm}) {
  return (
    <FormSection
      title="Company Details"
      icon={<BusinessOutlinedIcon fontSize="small" />}
      description="The business the account belongs to."
    >
      <Grid size={{xs: 12}}>
        <CompanyNameField form={form} />
        <FormControlLabel
          sx={{mt: 0.5}}
          control={
            <Checkbox
              name="supplier"
              checked={form.values.supplier}
              onChange={e => {
                form.change({supplier: e.target.checked});
                if (form.values.companyName.trim()) window.setTimeout(() => form.blur('companyName'));
              }}
              disabled={form.submitting}
            />
          }
          label="Are you authorised supplier of solar products in Australia?"
        />
      </Grid>
      <Grid size={{xs: 12, sm: 6}}>
        <TextField
          {...fieldProps(form, 'abn', 'ABN')}
          placeholder="11 digits"
          slotProps={{htmlInput: {inputMode: 'numeric'}}}
        />
      </Grid>
      <Grid size={{xs: 12, sm: 6}}>
        <TextField
          {...fieldProps(form, 'phone', 'Company Phone')}
          type="tel"
          slotProps={{htmlInput: {inputMode: 'tel'}}}
        />
      </Grid>
      <Grid size={{xs: 12, sm: 6}}>
        <TextField
          select
          name="uploadFrequency"
          label="Upload Frequency"
          value={form.values.uploadFrequency}
          onChange={e => form.change({uploadFrequency: Number(e.target.value)})}
          onBlur={() => form.blur('uploadFrequency')}
          error={!!form.errors.uploadFrequency}
          helperText={form.errors.uploadFrequency ?? 'How often you will upload product serials'}
          disabled={form.submitting}
          slotProps={{select: {native: true}, inputLabel: {shrink: true}}}
        >
          <option value={0}>Select time interval</option>
          {UPLOAD_FREQUENCIES.map(f => (
            <option key={f.code} value={f.code}>
              {f.name}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={{xs: 12}}>
        <AddressField form={form} />
      </Grid>
    </FormSection>
  );
}
