import SearchIcon from '@mui/icons-material/Search';
import {
  Card,
  InputAdornment,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import type {AdminLogsQuery} from '@voltcheck/api-client';
import {useState} from 'react';
import {Title} from 'react-admin';
import {EmptyState, ErrorState, Loading} from '../reports/PageStates';
import {LOGS_PAGE_SIZE, REQUEST_TYPES} from './logCodes';
import {LogRow} from './LogRow';
import {ALL_LOGS} from './queries';
import {useConsoleQuery} from '../graphql';
import {useDebouncedValue} from '@voltcheck/ui-shared';

const HEADERS = [
  'Log / Serial',
  'Batch',
  'Status',
  'Brand / Model',
  'Requester',
  'Time / App',
  'Location',
  'Comment',
  'XML',
];

/** Verification request logs (/Logs, document 002 section 2.15): request type filter, search, 100 per page. */
export const LogList = () => {
  const [requestType, setRequestType] = useState(0);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const filter = useDebouncedValue(search.trim());
  const {data, error, loading} = useConsoleQuery<AdminLogsQuery>(ALL_LOGS, {
    requestType,
    filter: filter || null,
    first: LOGS_PAGE_SIZE,
    skip: (page - 1) * LOGS_PAGE_SIZE,
  });
  const logs = data?.allLogs;
  return (
    <Card sx={{mt: 2}}>
      <Title title="Logs" />
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{p: 2}}>
        <TextField
          select
          size="small"
          label="Request type"
          value={requestType}
          onChange={e => {
            setRequestType(Number(e.target.value));
            setPage(1);
          }}
          sx={{width: 200, flexShrink: 0}}
        >
          {REQUEST_TYPES.map(t => (
            <MenuItem key={t.value} value={t.value}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Search"
          placeholder="Serial, batch id, log id, requester or app"
          value={search}
          onChange={e => {
            setSearch(e.target.value);
            setPage(1);
          }}
          sx={{width: 420}}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      <Loading loading={loading} />
      {error && <ErrorState message={error.message} />}
      {logs && logs.list.length === 0 && <EmptyState>No verification logs match these filters.</EmptyState>}
      {logs && logs.list.length > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-label="Verification logs">
              <TableHead>
                <TableRow>
                  {HEADERS.map(h => (
                    <TableCell key={h}>{h}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {logs.list.map(log => (
                  <LogRow key={log.productLogId} log={log} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={logs.countCapped ? -1 : logs.count}
            page={page - 1}
            rowsPerPage={LOGS_PAGE_SIZE}
            rowsPerPageOptions={[LOGS_PAGE_SIZE]}
            onPageChange={(_, p) => setPage(p + 1)}
            labelDisplayedRows={({from, to, count}) => `${from}–${to} of ${count === -1 ? 'more than 10000' : count}`}
          />
        </>
      )}
    </Card>
  );
};
