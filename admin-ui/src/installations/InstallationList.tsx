import {
  Box,
  Card,
  Chip,
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
import type {AdminInstallationsQuery} from '@voltcheck/api-client';
import {useState} from 'react';
import {Title} from 'react-admin';
import {STATES} from '../postcodes/cityRules';
import {DayField} from '../reports/DayField';
import {displayDay} from '../reports/dates';
import {EmptyState, ErrorState, Loading} from '../reports/PageStates';
import {ADMIN_INSTALLATIONS} from './queries';
import {useConsoleQuery} from '../graphql';
import {useDebouncedValue} from '@voltcheck/ui-shared';

const PAGE = 25;

/** Every installation (/Installations): search, state and date filters, the installed serials of each, paged. */
export const InstallationList = () => {
  const [search, setSearch] = useState('');
  const [stateId, setStateId] = useState('');
  const [range, setRange] = useState({from: '', to: ''});
  const [page, setPage] = useState(0);
  const text = useDebouncedValue(search.trim());
  const {data, error, loading} = useConsoleQuery<AdminInstallationsQuery>(ADMIN_INSTALLATIONS, {
    search: text || null,
    stateId: stateId || null,
    fromDate: range.from || null,
    toDate: range.to || null,
    first: PAGE,
    skip: page * PAGE,
  });
  const result = data?.adminInstallations;
  const reset = () => setPage(0);
  return (
    <Card sx={{mt: 2}}>
      <Title title="Installations" />
      <Stack direction="row" spacing={2} useFlexGap sx={{p: 2, pb: 0, flexWrap: 'wrap', alignItems: 'flex-start'}}>
        <TextField
          size="small"
          label="Search"
          placeholder="Postcode, city or installer accreditation"
          value={search}
          onChange={e => {
            setSearch(e.target.value);
            reset();
          }}
          sx={{width: 320}}
          helperText=" "
        />
        <TextField
          select
          size="small"
          label="State"
          value={stateId}
          onChange={e => {
            setStateId(e.target.value);
            reset();
          }}
          sx={{width: 120}}
          helperText=" "
        >
          <MenuItem value="">All</MenuItem>
          {STATES.map(s => (
            <MenuItem key={s.stateId} value={String(s.stateId)}>
              {s.stateName}
            </MenuItem>
          ))}
        </TextField>
        <DayField
          label="From"
          allowEmpty
          value={range.from}
          onChange={from => (setRange(r => ({...r, from})), reset())}
        />
        <DayField label="To" allowEmpty value={range.to} onChange={to => (setRange(r => ({...r, to})), reset())} />
      </Stack>
      <Loading loading={loading} />
      {error && <ErrorState message={error.message} />}
      {result && result.list.length === 0 && (
        <EmptyState>No installations yet match: installations appear when installer apps verify them.</EmptyState>
      )}
      {result && result.list.length > 0 && (
        <>
          <Table size="small" aria-label="Installations">
            <TableHead>
              <TableRow>
                {[
                  'Installation',
                  'Date',
                  'Address',
                  'Installer',
                  'Retailer',
                  'App',
                  'Rated power (kW)',
                  'Installed serials',
                ].map(h => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {result.list.map(i => (
                <TableRow key={i.productInstallationId} hover sx={{verticalAlign: 'top'}}>
                  <TableCell>#{i.productInstallationId}</TableCell>
                  <TableCell>{displayDay(i.installationDate)}</TableCell>
                  <TableCell>{[i.cityName, i.stateName, i.postCode].filter(Boolean).join(', ')}</TableCell>
                  <TableCell>{i.installerName ?? i.installerAccreditationCode ?? '—'}</TableCell>
                  <TableCell>{i.retailerName ?? '—'}</TableCell>
                  <TableCell>{i.appProviderName ?? '—'}</TableCell>
                  <TableCell align="right">{i.totalRatedPower}</TableCell>
                  <TableCell>
                    <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 360}}>
                      {i.serials.length === 0 && '—'}
                      {i.serials.map(s => (
                        <Chip
                          key={s.serial}
                          size="small"
                          variant="outlined"
                          label={`${s.serial} · ${s.model}`}
                          title={s.brand}
                        />
                      ))}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={result.countCapped ? -1 : result.count}
            page={page}
            rowsPerPage={PAGE}
            rowsPerPageOptions={[PAGE]}
            onPageChange={(_, p) => setPage(p)}
          />
        </>
      )}
    </Card>
  );
};
