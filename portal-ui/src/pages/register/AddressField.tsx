import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import {config} from '../../config';
import {useSuggestions} from '../../components/useSuggestions';
import {searchAddresses} from './register.queries';
import type {AddressSuggestion} from './register.queries';
import type {RegisterForm} from './useRegisterForm';

/** The first line of what the user typed (up to the first comma or line break). */
export function firstLine(text: string): string {
  return text.split(/[,\n]/)[0].trim();
}

/** AddressLine1 of a chosen place: its street line, or the suburb line when the place is a suburb. */
export function addressLine1Of(s: AddressSuggestion): string {
  const first = firstLine(s.description ?? '');
  const suburbLine = [s.suburb, s.state, s.postcode].filter(Boolean).join(' ');
  if (suburbLine && (!first || (s.suburb && first.toLowerCase().startsWith(s.suburb.toLowerCase())))) return suburbLine;
  return first;
}

/** Address with place suggestions after more than 3 characters; a typed address is kept as typed. */
export function AddressField({form}: {form: RegisterForm}) {
  const text = form.values.address;
  const {options, loading, failed, tooShort} = useSuggestions<AddressSuggestion>(
    text,
    config.addressSearchMinChars,
    searchAddresses,
    !form.values.placeId, // a chosen place is not searched again
  );
  return (
    <Autocomplete<AddressSuggestion, false, false, true>
      freeSolo
      options={options}
      filterOptions={x => x}
      slotProps={{listbox: {'aria-labelledby': undefined, 'aria-label': 'Suggestions'}}}
      getOptionLabel={o => (typeof o === 'string' ? o : (o.description ?? ''))}
      inputValue={text}
      disabled={form.submitting}
      onInputChange={(_e, value, reason) => {
        if (reason === 'input' || reason === 'clear')
          form.change({address: value, placeId: '', addressLine1: firstLine(value)});
      }}
      onChange={(_e, value) => {
        if (value && typeof value !== 'string') {
          form.change({
            address: value.description ?? '',
            placeId: value.placeId ?? '',
            addressLine1: addressLine1Of(value),
          });
        }
      }}
      noOptionsText={
        tooShort
          ? 'Type at least 4 characters'
          : failed
            ? 'Suggestions are unavailable, type the full address'
            : 'No matching address'
      }
      renderOption={(props, option) => {
        const {key, ...rest} = props as typeof props & {key: string};
        return (
          <Box component="li" key={key} {...rest} sx={{display: 'flex', gap: 1.5, alignItems: 'flex-start !important'}}>
            <PlaceOutlinedIcon fontSize="small" sx={{color: 'text.secondary', mt: 0.3}} />
            <Box>
              <Typography variant="body2">{option.description}</Typography>
              {option.suburb && (
                <Typography variant="caption" color="text.secondary">
                  {[option.suburb, option.state, option.postcode].filter(Boolean).join(' ')}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderInput={params => (
        <TextField
          {...params}
          label="Address"
          onBlur={() => form.blur('address')}
          error={!!form.errors.address}
          helperText={form.errors.address ?? 'Start typing your business address and choose it from the list'}
          slotProps={{
            ...params.slotProps,
            htmlInput: {...params.slotProps.htmlInput, name: 'address', autoComplete: 'off'},
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && !tooShort && <CircularProgress size={16} aria-label="Searching" />}
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
