import {Button, MenuItem, Stack, TextField} from '@mui/material';
import type {ReactNode} from 'react';
import type {AdminLedgerPickersQuery} from '@voltcheck/api-client';
import {useGetList} from 'react-admin';
import {DayField} from '../reports/DayField';
import {ERROR_FILTERS, LedgerFilters} from './ledgerFilters';
import {LEDGER_PICKERS} from './queries';
import {useConsoleQuery} from '../graphql';

interface Props {
  filters: LedgerFilters;
  onChange: (name: keyof LedgerFilters, value: string) => void;
  onReset: () => void;
  /** Buttons after Reset Filters (the list's Export). */
  extra?: ReactNode;
}

const Picker = (props: {
  label: string;
  value: string;
  disabled?: boolean;
  options: Array<{value: string; label: string}>;
  onChange: (value: string) => void;
}) => (
  <TextField
    select
    size="small"
    label={props.label}
    value={props.value}
    disabled={props.disabled}
    onChange={e => props.onChange(e.target.value)}
    sx={{width: 220}}
    helperText=" "
  >
    <MenuItem value="">All</MenuItem>
    {props.options.map(o => (
      <MenuItem key={o.value} value={o.value}>
        {o.label}
      </MenuItem>
    ))}
  </TextField>
);

/** Start Date, End Date, Manufacturer, Error Filter, Model, Supplier and Reset Filters. */
export const LedgerFilterBar = ({filters, onChange, onReset, extra}: Props) => {
  const {data: manufacturers = []} = useGetList('Manufacturers', {
    pagination: {page: 1, perPage: 500},
    sort: {field: 'name', order: 'ASC'},
  });
  const chosen = filters.manufacturerId !== '';
  const pickers = useConsoleQuery<AdminLedgerPickersQuery>(
    LEDGER_PICKERS,
    {manufacturerId: filters.manufacturerId},
    !chosen,
  );
  const options = chosen ? pickers.data : undefined;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{p: 2, flexWrap: 'wrap', alignItems: 'flex-start'}}>
      <DayField label="Start Date" value={filters.startDate} allowEmpty onChange={v => onChange('startDate', v)} />
      <DayField label="End Date" value={filters.endDate} allowEmpty onChange={v => onChange('endDate', v)} />
      <Picker
        label="Manufacturer"
        value={filters.manufacturerId}
        options={manufacturers.map(m => ({value: String(m.id), label: String(m.name)}))}
        onChange={v => onChange('manufacturerId', v)}
      />
      <Picker
        label="Error Filter"
        value={filters.errorFilter}
        options={ERROR_FILTERS.map(e => ({value: e, label: e}))}
        onChange={v => onChange('errorFilter', v)}
      />
      <Picker
        label="Model"
        value={filters.productId}
        disabled={!chosen}
        options={(options?.productsList ?? []).map(p => ({value: p.productId, label: p.model}))}
        onChange={v => onChange('productId', v)}
      />
      <Picker
        label="Supplier"
        value={filters.distributorId}
        disabled={!chosen}
        options={(options?.distributorList ?? []).map(d => ({value: d.distributorId, label: d.distributorName}))}
        onChange={v => onChange('distributorId', v)}
      />
      <Button variant="outlined" onClick={onReset} sx={{height: 40}}>
        Reset Filters
      </Button>
      {extra}
    </Stack>
  );
};
