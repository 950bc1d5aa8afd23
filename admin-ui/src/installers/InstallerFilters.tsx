import {Checkbox, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField} from '@mui/material';
import {useDebouncedValue} from '@voltcheck/ui-shared';
import {useEffect, useState} from 'react';
import {useListContext} from 'react-admin';

export interface InstallerFilterState {
  search: string;
  updatedToday: boolean;
  /** SAA Only=2, CEC Only=1, All=0. */
  type: number;
  /** Current=2, Expired=1, All=0. */
  status: number;
}

const Choice = ({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number;
  options: Array<[number, string]>;
  onChange: (v: number) => void;
}) => (
  <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
    <FormLabel>{label}</FormLabel>
    <RadioGroup row value={value} onChange={e => onChange(Number(e.target.value))}>
      {options.map(([v, l]) => (
        <FormControlLabel key={v} value={v} control={<Radio size="small" />} label={l} />
      ))}
    </RadioGroup>
  </Stack>
);

export const NO_INSTALLER_FILTER: InstallerFilterState = {search: '', updatedToday: false, type: 0, status: 0};

/**
 * The Installers page's filters (document 002, sections 2.10 and 9) on the list's filter values: the radios and the
 * check box at once, the search once typing pauses.
 */
export const InstallerFilters = () => {
  const {filterValues, setFilters} = useListContext();
  const value: InstallerFilterState = {...NO_INSTALLER_FILTER, ...filterValues};
  const [search, setSearch] = useState(value.search);
  const settled = useDebouncedValue(search);
  useEffect(() => {
    if (settled !== value.search) setFilters({...value, search: settled}, {});
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps -- only a settled search is sent
  const set = (change: Partial<InstallerFilterState>) => setFilters({...value, ...change, search}, {});
  return (
    <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', alignItems: 'center', rowGap: 1}}>
      <FormControlLabel
        control={<Checkbox checked={value.updatedToday} onChange={e => set({updatedToday: e.target.checked})} />}
        label="Updated Today"
      />
      <Choice
        label="Type"
        value={value.type}
        onChange={type => set({type})}
        options={[
          [2, 'SAA Only'],
          [1, 'CEC Only'],
          [0, 'All'],
        ]}
      />
      <Choice
        label="Status"
        value={value.status}
        onChange={status => set({status})}
        options={[
          [2, 'Current'],
          [1, 'Expired'],
          [0, 'All'],
        ]}
      />
      <TextField size="small" label="Search" value={search} onChange={e => setSearch(e.target.value)} />
    </Stack>
  );
};

export const additionalFilterOf = (f: InstallerFilterState) =>
  JSON.stringify({installer_type: f.type, status: f.status, updated_today: f.updatedToday});
