import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Card,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import type {AdminCityListQuery} from '@voltcheck/api-client';
import {useState} from 'react';
import {Title} from 'react-admin';
import {EmptyState, ErrorState, Loading} from '../reports/PageStates';
import {AddCityDialog} from './AddCityDialog';
import {CITY_MESSAGES, STATES} from './cityRules';
import {CITY_LIST} from './queries';
import {displayTime, useDebouncedValue} from '@voltcheck/ui-shared';
import {useConsoleQuery} from '../graphql';

const PAGE = 25;

/** Manage Postcodes (/ManagePostCodes, document 002 section 2.19): search the cities and add one. */
export const PostcodeList = () => {
  const [search, setSearch] = useState({freeText: '', cityName: '', postalCode: '', stateId: ''});
  const [page, setPage] = useState(0);
  const [adding, setAdding] = useState(false);
  const settled = useDebouncedValue(search);
  const {data, error, loading, reload} = useConsoleQuery<AdminCityListQuery>(CITY_LIST, {
    search: {
      freeText: settled.freeText || null,
      cityName: settled.cityName || null,
      postalCode: settled.postalCode || null,
      stateId: settled.stateId ? Number(settled.stateId) : null,
    },
    first: PAGE,
    skip: page * PAGE,
  });
  const set = (name: keyof typeof search) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setSearch(s => ({...s, [name]: e.target.value}));
    setPage(0);
  };
  const cities = data?.cityList;
  return (
    <Card sx={{mt: 2}}>
      <Title title="Manage Postcodes" />
      <Stack direction="row" spacing={2} useFlexGap sx={{p: 2, flexWrap: 'wrap'}}>
        <TextField size="small" label="Search" value={search.freeText} onChange={set('freeText')} sx={{width: 260}} />
        <TextField size="small" label="City" value={search.cityName} onChange={set('cityName')} sx={{width: 200}} />
        <TextField select size="small" label="State" value={search.stateId} onChange={set('stateId')} sx={{width: 120}}>
          <MenuItem value="">All</MenuItem>
          {STATES.map(s => (
            <MenuItem key={s.stateId} value={String(s.stateId)}>
              {s.stateName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Postcode"
          value={search.postalCode}
          onChange={set('postalCode')}
          sx={{width: 120}}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ml: 'auto'}}>
          Add city
        </Button>
      </Stack>
      <Loading loading={loading} />
      {error && <ErrorState message={CITY_MESSAGES.listFailed} />}
      {cities && cities.list.length === 0 && <EmptyState>No cities match this search.</EmptyState>}
      {cities && cities.list.length > 0 && (
        <>
          <Table size="small" aria-label="Cities">
            <TableHead>
              <TableRow>
                {['City', 'State', 'Postcode', 'Added'].map(h => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {cities.list.map(c => (
                <TableRow key={c.cityId} hover>
                  <TableCell>{c.cityName}</TableCell>
                  <TableCell>{c.stateName}</TableCell>
                  <TableCell>{c.postalCode}</TableCell>
                  <TableCell>{displayTime(c.createdOn)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={cities.count}
            page={page}
            rowsPerPage={PAGE}
            rowsPerPageOptions={[PAGE]}
            onPageChange={(_, p) => setPage(p)}
          />
        </>
      )}
      <AddCityDialog open={adding} onClose={() => setAdding(false)} onCreated={reload} />
    </Card>
  );
};
