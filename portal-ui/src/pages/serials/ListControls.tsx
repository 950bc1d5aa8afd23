import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {formatCount} from '../../components/formatCount';
import {pageCount} from './serialFormat';
import {SERIALS_PAGE_SIZE} from './serials.queries';

/** The search box of a serial list. */
export function SearchBox({value, onChange, label}: {value: string; onChange: (v: string) => void; label: string}) {
  return (
    <TextField
      size="small"
      placeholder={label}
      value={value}
      onChange={e => onChange(e.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: {'aria-label': label},
      }}
      sx={{width: {xs: '100%', sm: 300}}}
    />
  );
}

/** Previous / next paging of 100 with the count. */
export function Paging({
  page,
  count,
  onPage,
  pageSize = SERIALS_PAGE_SIZE,
}: {
  page: number;
  count: number;
  onPage: (page: number) => void;
  pageSize?: number;
}) {
  const pages = pageCount(count, pageSize);
  return (
    <Box sx={{display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1.5}}>
      <Typography variant="body2" color="text.secondary" sx={{mr: 1}}>
        {formatCount(count)} result{count === 1 ? '' : 's'} · page {page} of {formatCount(pages)}
      </Typography>
      <Button size="small" variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button size="small" variant="outlined" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Box>
  );
}

/** A serial listing's status filter: '' for every status. */
export type StatusFilterValue = '' | 'available' | 'recalled' | 'ineligible';

const STATUS_CHOICES: Array<[StatusFilterValue, string]> = [
  ['', 'Any status'],
  ['available', 'Available'],
  ['recalled', 'Recalled'],
  ['ineligible', 'Ineligible'],
];

/** The select that narrows a serial listing to one status (the listings' `status` argument). */
export function StatusFilter({value, onChange}: {value: StatusFilterValue; onChange: (v: StatusFilterValue) => void}) {
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={value}
      onChange={e => onChange(e.target.value as StatusFilterValue)}
      slotProps={{select: {displayEmpty: true}, inputLabel: {shrink: true}}}
      sx={{width: 160}}
    >
      {STATUS_CHOICES.map(([choice, label]) => (
        <MenuItem key={label} value={choice}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}
