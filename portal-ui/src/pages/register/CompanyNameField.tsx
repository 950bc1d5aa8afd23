import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import {config} from '../../config';
import {useSuggestions} from '../../components/useSuggestions';
import {searchCompanies} from './register.queries';
import type {RegisterForm} from './useRegisterForm';

/** Company name, with approved brand names suggested after more than 1 character. */
export function CompanyNameField({form}: {form: RegisterForm}) {
  const text = form.values.companyName;
  const {options, loading, failed, tooShort} = useSuggestions(
    text,
    config.companySearchMinChars,
    (search, signal) => searchCompanies(search, form.values.supplier, signal),
    true,
    form.values.supplier,
  );
  const busy = (loading && !tooShort) || !!form.checking.companyName;
  return (
    <Autocomplete
      freeSolo
      options={options}
      filterOptions={x => x}
      slotProps={{listbox: {'aria-labelledby': undefined, 'aria-label': 'Suggestions'}}}
      inputValue={text}
      value={text || null}
      disabled={form.submitting}
      onInputChange={(_e, value, reason) => {
        if (reason !== 'reset') form.change({companyName: value});
      }}
      onChange={(_e, value) => {
        form.change({companyName: typeof value === 'string' ? value : ''});
        if (value) window.setTimeout(() => form.blur('companyName'));
      }}
      noOptionsText={
        tooShort ? 'Type at least 2 characters' : failed ? 'Suggestions are unavailable' : 'No approved brand found'
      }
      renderInput={params => (
        <TextField
          {...params}
          name="companyName"
          label="Company Name"
          onBlur={() => form.blur('companyName')}
          error={!!form.errors.companyName}
          helperText={form.errors.companyName ?? 'Your brand as it appears on the approved list'}
          slotProps={{
            ...params.slotProps,
            htmlInput: {...params.slotProps.htmlInput, name: 'companyName', autoComplete: 'organization'},
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {busy && <CircularProgress size={16} aria-label="Checking" />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
