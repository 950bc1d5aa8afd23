import {Autocomplete, MenuItem, Stack, TextField} from '@mui/material';
import type {AdminCityOptionsQuery, AdminDetailLookupsQuery} from '@voltcheck/api-client';
import {useState} from 'react';
import {useGetList} from 'react-admin';
import {DayField} from '../reports/DayField';
import {CITY_OPTIONS, DETAIL_LOOKUPS} from './queries';
import {useConsoleQuery} from '../graphql';
import {useDebouncedValue} from '@voltcheck/ui-shared';

export interface DetailFilterValues {
  fromDate: string;
  toDate: string;
  manufacturerId: string;
  stateId: string;
  cityId: string;
  retailerId: string;
  installerId: string;
}

type City = AdminCityOptionsQuery['cityList']['list'][number];

const Select = (p: {label: string; value: string; onChange: (v: string) => void; options: Array<[string, string]>}) => (
  <TextField
    select
    size="small"
    label={p.label}
    value={p.value}
    onChange={e => p.onChange(e.target.value)}
    sx={{width: 200}}
    helperText=" "
  >
    <MenuItem value="">All</MenuItem>
    {p.options.map(([value, label]) => (
      <MenuItem key={value} value={value}>
        {label}
      </MenuItem>
    ))}
  </TextField>
);

/** fromDate, toDate, manufacturer, state, city, retailer and installer (document 002, section 2.22). */
export const DetailFilters = ({
  value,
  onChange,
}: {
  value: DetailFilterValues;
  onChange: (v: DetailFilterValues) => void;
}) => {
  const set = (name: keyof DetailFilterValues) => (v: string) => onChange({...value, [name]: v});
  const {data: manufacturers = []} = useGetList('Manufacturers', {
    pagination: {page: 1, perPage: 500},
    sort: {field: 'name', order: 'ASC'},
  });
  const lookups = useConsoleQuery<AdminDetailLookupsQuery>(DETAIL_LOOKUPS, {}).data;
  const [cityText, setCityText] = useState('');
  const [city, setCity] = useState<City | null>(null);
  const cityQuery = useDebouncedValue(cityText.trim());
  const cities = useConsoleQuery<AdminCityOptionsQuery>(
    CITY_OPTIONS,
    {search: {freeText: cityQuery, stateId: value.stateId ? Number(value.stateId) : null}},
    cityQuery.length < 2,
  ).data?.cityList.list;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{p: 2, pb: 0, flexWrap: 'wrap', alignItems: 'flex-start'}}>
      <DayField label="From date" value={value.fromDate} onChange={set('fromDate')} />
      <DayField label="To date" value={value.toDate} onChange={set('toDate')} />
      <Select
        label="Manufacturer"
        value={value.manufacturerId}
        onChange={set('manufacturerId')}
        options={manufacturers.map(m => [String(m.id), String(m.name)])}
      />
      <Select
        label="State"
        value={value.stateId}
        onChange={set('stateId')}
        options={(lookups?.states ?? []).map(s => [String(s.stateId), s.stateName])}
      />
      <Autocomplete
        size="small"
        sx={{width: 220}}
        options={cities ?? []}
        value={city}
        filterOptions={x => x}
        getOptionLabel={c => `${c.cityName} ${c.postalCode} ${c.stateName}`}
        isOptionEqualToValue={(a, b) => a.cityId === b.cityId}
        onInputChange={(_, text) => setCityText(text)}
        onChange={(_, c) => {
          setCity(c);
          onChange({...value, cityId: c?.cityId ?? ''});
        }}
        renderInput={params => <TextField {...params} label="City" helperText=" " />}
      />
      <Select
        label="Retailer"
        value={value.retailerId}
        onChange={set('retailerId')}
        options={(lookups?.retailers ?? []).map(r => [r.retailerId, r.retailerName])}
      />
      <Select
        label="Installer"
        value={value.installerId}
        onChange={set('installerId')}
        options={(lookups?.installerOptions ?? []).map(i => [
          i.installerId,
          `${i.firstName ?? ''} ${i.lastName ?? ''} (${i.accCode})`.trim(),
        ])}
      />
    </Stack>
  );
};
