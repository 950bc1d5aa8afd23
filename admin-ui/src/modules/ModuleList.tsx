import {Card, Table, TableBody, TableCell, TableHead, TablePagination, TableRow} from '@mui/material';
import type {BatterySystemsQuery} from '@voltcheck/api-client';
import {useDebouncedValue} from '@voltcheck/ui-shared';
import {useState} from 'react';
import {Title} from 'react-admin';
import {useConsoleQuery} from '../graphql';
import {EmptyState, ErrorState, Loading} from '../reports/PageStates';
import {ModuleFilters, ModuleFilterValues} from './ModuleFilters';
import {ModuleRow} from './ModuleRow';
import {BATTERY_SYSTEMS} from './queries';

/** Document 002, section 2.25: 9 rows per page. */
const PAGE = 9;

/** Modules (/Module): each battery system's unit (BMU) with its modules, searched by either serial, filtered, paged. */
export const ModuleList = () => {
  const [filters, setFilters] = useState<ModuleFilterValues>({search: '', manufacturerId: '', state: ''});
  const [page, setPage] = useState(0);
  const search = useDebouncedValue(filters.search.trim());
  const {data, error, loading} = useConsoleQuery<BatterySystemsQuery>(BATTERY_SYSTEMS, {
    search: search || null,
    manufacturerId: filters.manufacturerId || null,
    state: filters.state || null,
    first: PAGE,
    skip: page * PAGE,
  });
  const result = data?.batterySystems;
  return (
    <Card sx={{mt: 2}}>
      <Title title="Modules" />
      <ModuleFilters
        values={filters}
        manufacturers={result?.manufacturers ?? []}
        onChange={values => {
          setFilters(values);
          setPage(0);
        }}
      />
      <Loading loading={loading} />
      {error && <ErrorState message={error.message} />}
      {result && result.list.length === 0 && (
        <EmptyState>No battery system matches: units appear when manufacturers upload modular batteries.</EmptyState>
      )}
      {result && result.list.length > 0 && (
        <>
          <Table size="small" aria-label="Battery systems">
            <TableHead>
              <TableRow>
                {['Unit (BMU)', 'Manufacturer', 'State', 'Modules', 'Capacity', 'Module serials'].map(h => (
                  <TableCell key={h} align={h === 'Modules' || h === 'Capacity' ? 'right' : 'left'}>
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {result.list.map(unit => (
                <ModuleRow key={unit.unitId} unit={unit} />
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={result.count}
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
