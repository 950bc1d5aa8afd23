import {MenuItem, Stack, TextField} from '@mui/material';

export interface ModuleFilterValues {
  search: string;
  manufacturerId: string;
  state: string;
}

const STATES = [
  {value: 'available', label: 'Available'},
  {value: 'installed', label: 'Installed'},
  {value: 'withdrawn', label: 'Withdrawn'},
];

/** Search by the unit's or a module's serial; filter by manufacturer and by the unit's state. */
export const ModuleFilters = ({
  values,
  manufacturers,
  onChange,
}: {
  values: ModuleFilterValues;
  manufacturers: Array<{id: string; name: string}>;
  onChange: (values: ModuleFilterValues) => void;
}) => (
  <Stack direction="row" spacing={2} useFlexGap sx={{p: 2, pb: 0, flexWrap: 'wrap', alignItems: 'flex-start'}}>
    <TextField
      size="small"
      label="Search"
      placeholder="Unit or module serial"
      value={values.search}
      onChange={e => onChange({...values, search: e.target.value})}
      sx={{width: 280}}
      helperText=" "
    />
    <TextField
      select
      size="small"
      label="Manufacturer"
      value={values.manufacturerId}
      onChange={e => onChange({...values, manufacturerId: e.target.value})}
      sx={{width: 240}}
      helperText=" "
    >
      <MenuItem value="">All</MenuItem>
      {manufacturers.map(m => (
        <MenuItem key={m.id} value={m.id}>
          {m.name}
        </MenuItem>
      ))}
    </TextField>
    <TextField
      select
      size="small"
      label="State"
      value={values.state}
      onChange={e => onChange({...values, state: e.target.value})}
      sx={{width: 150}}
      helperText=" "
    >
      <MenuItem value="">All</MenuItem>
      {STATES.map(s => (
        <MenuItem key={s.value} value={s.value}>
          {s.label}
        </MenuItem>
      ))}
    </TextField>
  </Stack>
);
