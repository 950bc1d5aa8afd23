import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type {ChangeEvent} from 'react';
import {pastedSerials} from './selection';
import type {SelectionErrors, SelectionKind, SelectionValues} from './selection';

interface Props {
  value: SelectionValues;
  errors: SelectionErrors;
  onChange: (value: SelectionValues) => void;
  /** Kinds offered (all three by default). */
  kinds?: SelectionKind[];
}

/** The list files the server reads (the flash import's types). */
const LIST_FILE_TYPES =
  '.csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

const KIND_LABELS: Record<SelectionKind, string> = {
  list: 'List',
  file: 'File',
  range: 'Range',
  model: 'Model and upload dates',
};

/**
 * Chooses the serials: a pasted list, a list file (sent as it is: the server reads it as the flash import reads files),
 * a range of numbers, or a model's uploads.
 */
export function SerialSelection({value, errors, onChange, kinds = ['list', 'file', 'range', 'model']}: Props) {
  const set = (patch: Partial<SelectionValues>) => onChange({...value, ...patch});
  const field = (name: keyof SelectionValues, label: string, extra: object = {}) => ({
    name,
    label,
    value: value[name],
    error: !!errors[name],
    helperText: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({[name]: e.target.value}),
    sx: {flex: 1, minWidth: 0},
    ...extra,
  });
  function chooseFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (file) set({file});
    e.target.value = '';
  }
  const count = pastedSerials(value.list).length;

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value.kind}
        onChange={(_, kind: SelectionKind | null) => kind && set({kind})}
        aria-label="Serials"
      >
        {kinds.map(kind => (
          <ToggleButton key={kind} value={kind}>
            {KIND_LABELS[kind]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value.kind === 'list' && (
        <Box>
          <TextField {...field('list', 'Serials')} multiline minRows={4} maxRows={12} fullWidth />
          <Typography variant="caption" color="text.secondary" component="p" sx={{mt: 1}}>
            One serial a line (or separated by commas). {count ? `${count} serials.` : ''}
          </Typography>
        </Box>
      )}
      {value.kind === 'file' && (
        <Box>
          <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
            <Button component="label" variant="outlined">
              Choose a file
              <input hidden type="file" accept={LIST_FILE_TYPES} aria-label="List file" onChange={chooseFile} />
            </Button>
            <Typography variant="body2">{value.file ? value.file.name : 'No file chosen'}</Typography>
          </Stack>
          <Typography variant="caption" color={errors.file ? 'error' : 'text.secondary'} component="p" sx={{mt: 1}}>
            {errors.file ??
              'CSV, XLS or XLSX: the column headed Serial or Serial Number, else the first column. Problems name the row of the sheet.'}
          </Typography>
        </Box>
      )}
      {value.kind === 'range' && (
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
          <TextField {...field('prefix', 'Prefix')} />
          <TextField {...field('from', 'First number')} />
          <TextField {...field('to', 'Last number')} />
          <TextField {...field('digits', 'Digits', {placeholder: 'as typed'})} />
        </Stack>
      )}
      {value.kind === 'model' && (
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
          <TextField {...field('model', 'Model', {sx: {flex: 2, minWidth: 0}})} />
          <TextField
            {...field('uploadedFrom', 'Uploaded from', {type: 'date', slotProps: {inputLabel: {shrink: true}}})}
          />
          <TextField {...field('uploadedTo', 'Uploaded to', {type: 'date', slotProps: {inputLabel: {shrink: true}}})} />
        </Stack>
      )}
    </Stack>
  );
}
