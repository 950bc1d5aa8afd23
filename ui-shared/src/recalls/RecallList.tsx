import {useState} from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import type {ReactNode} from 'react';
import {shortDate} from '../dates';
import {useDebouncedValue} from '../hooks/useDebouncedValue';
import {Pager} from '../paging/Pager';
import {useRestQuery} from '../rest/useRestQuery';
import {EmptyState, ErrorState, LoadingState} from '../states/StateViews';
import {PER_PAGE, type Recall} from './recalls.queries';

interface Props {
  /** Opens a recall (the app's route). */
  onOpen: (id: number) => void;
  /** Administrators see every manufacturer's recalls, with the manufacturer's name. */
  showManufacturer?: boolean;
  /** One manufacturer's recalls only (an administrator's view of a manufacturer). */
  manufacturerId?: number;
  /** What an empty list offers (the create button for those who may create). */
  emptyAction?: ReactNode;
}

const count = (n: number | null | undefined) => (n ?? 0).toLocaleString('en-AU');

/** The recalls the caller may see, newest first, a page at a time, searched by title on the server. */
export function RecallList({onOpen, showManufacturer, manufacturerId, emptyAction}: Props) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const {data, error, loading, reload} = useRestQuery('/api/recalls', {
    params: {query: {page, perPage: PER_PAGE, ...(q ? {q} : {}), ...(manufacturerId ? {manufacturerId} : {})}},
  });
  const items = data?.items ?? [];

  return (
    <Box>
      <TextField
        size="small"
        placeholder="Search recalls"
        value={search}
        onChange={e => {
          setSearch(e.target.value);
          setPage(1);
        }}
        slotProps={{
          htmlInput: {'aria-label': 'Search recalls'},
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{mb: 2, width: {xs: '100%', sm: 320}}}
      />
      {loading && !data ? (
        <LoadingState />
      ) : error ? (
        <ErrorState message={error.message} onRetry={reload} />
      ) : !items.length ? (
        <EmptyState title={q ? 'No recall matches.' : 'No recalls yet.'} icon={<ReportProblemOutlinedIcon />}>
          {q ? 'Try another title.' : emptyAction}
        </EmptyState>
      ) : (
        <Card>
          <TableContainer>
            <Table aria-label="Recalls">
              <TableHead>
                <TableRow>
                  <TableCell>Title</TableCell>
                  {showManufacturer && <TableCell>Manufacturer</TableCell>}
                  <TableCell>Created</TableCell>
                  <TableCell align="right">Affected</TableCell>
                  <TableCell align="right">Installed</TableCell>
                  <TableCell align="right">Located</TableCell>
                  <TableCell align="right">Remedied</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((r: Recall) => (
                  <TableRow key={r.id} hover>
                    <TableCell>
                      <Link component="button" onClick={() => onOpen(r.id)} sx={{fontWeight: 600, textAlign: 'left'}}>
                        {r.title}
                      </Link>
                    </TableCell>
                    {showManufacturer && <TableCell>{r.manufacturerName}</TableCell>}
                    <TableCell sx={{whiteSpace: 'nowrap'}}>{shortDate(r.createdAt)}</TableCell>
                    <TableCell align="right">{count(r.affected)}</TableCell>
                    <TableCell align="right">{count(r.installed)}</TableCell>
                    <TableCell align="right">{count(r.located)}</TableCell>
                    <TableCell align="right">{count(r.remedied)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      <Pager count={data?.total ?? 0} pageSize={PER_PAGE} page={page} onPage={setPage} sx={{mt: 2}} />
    </Box>
  );
}
