import Box from '@mui/material/Box';
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

const KIND_LABELS: Record<SelectionKind, string> = {list: 'List', range: 'Range', model: 'Model and upload dates'};

/** Chooses the serials: a pasted (or read from a text/CSV file) list, a range of numbers, or a model's uploads. */
export function SerialSelection({value, errors, onChange, kinds = ['list', 'range', 'model']}: Props) {
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
  async function readFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (file) set({list: [value.list.trim(), await file.text()].filter(Boolean).join('\n')});
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
          <Box sx={{display: 'flex', alignItems: 'center', gap: 2, mt: 1}}>
            <Typography variant="caption" color="text.secondary" sx={{flex: 1}}>
              One serial a line (or separated by commas). {count ? `${count} serials.` : ''}
            </Typography>
            <Typography component="label" variant="body2" color="primary" sx={{cursor: 'pointer', fontWeight: 600}}>
              Add from a file (CSV or text)
              <input hidden type="file" accept=".csv,.txt,text/csv,text/plain" onChange={e => void readFile(e)} />
            </Typography>
          </Box>
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
