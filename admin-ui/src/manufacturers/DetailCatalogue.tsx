import {
  Box,
  Chip,
  FormControlLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type {ManufacturerModelsQuery, ManufacturerSerialsQuery} from '@voltcheck/api-client';
import {type ReactNode, useState} from 'react';
import {DETAIL_MODELS, DETAIL_SERIALS} from './detailQueries';
import {displayDate, statusLabel, useDebouncedValue} from '@voltcheck/ui-shared';
import {SerialStatusButton} from './SerialStatusButton';
import {useConsoleQuery} from '../graphql';

export const PAGE = 25;
const day = (iso: string | null) => displayDate(iso) || '—';
export const Note = ({text, error}: {text: string; error?: boolean}) => (
  <Typography sx={{p: 2}} color={error ? 'error' : 'text.secondary'}>
    {text}
  </Typography>
);

/** A search box, the tab's own filters, the table and 25-row pages; each change of search or filter returns to page 1. */
export function Paged(props: {
  label: string;
  search: string;
  onSearch: (s: string) => void;
  filters?: ReactNode;
  loading: boolean;
  count?: number;
  page: number;
  onPage: (p: number) => void;
  children: ReactNode;
}) {
  return (
    <Box>
      <Box sx={{p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap'}}>
        <TextField
          size="small"
          label={props.label}
          value={props.search}
          onChange={e => props.onSearch(e.target.value)}
        />
        {props.filters}
      </Box>
      {props.loading && <LinearProgress />}
      {props.children}
      {!!props.count && (
        <TablePagination
          component="div"
          count={props.count}
          page={props.page}
          rowsPerPage={PAGE}
          rowsPerPageOptions={[PAGE]}
          onPageChange={(_, p) => props.onPage(p)}
        />
      )}
    </Box>
  );
}

/** The Models tab (document 002 section 2.7): the manufacturer's models with their serial figures. */
export const ModelsTab = ({manufacturerId}: {manufacturerId: string}) => {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const filter = useDebouncedValue(search.trim());
  const {data, error, loading} = useConsoleQuery<ManufacturerModelsQuery>(DETAIL_MODELS, {
    manufacturerId,
    filter: filter || undefined,
    skip: page * PAGE,
  });
  const rows = data?.products.list ?? [];
  return (
    <Paged
      label="Search models"
      search={search}
      onSearch={s => [setSearch(s), setPage(0)]}
      loading={loading}
      count={data?.products.count}
      page={page}
      onPage={setPage}
    >
      {error ? (
        <Note error text="Some error occured" />
      ) : data && !rows.length ? (
        <Note text={filter ? 'No model matches this search.' : 'No model found for this manufacturer.'} />
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Model</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Product line</TableCell>
              <TableCell>Approved</TableCell>
              <TableCell>Expires</TableCell>
              <TableCell align="right">Pending</TableCell>
              <TableCell align="right">Installed</TableCell>
              <TableCell align="right">Failed</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(m => (
              <TableRow key={m.productId}>
                <TableCell>
                  {m.model} {m.test && <Chip size="small" variant="outlined" label="Test" />}
                </TableCell>
                <TableCell>{m.productType}</TableCell>
                <TableCell>{m.productLine?.lineName ?? '—'}</TableCell>
                <TableCell>{day(m.approvedDate)}</TableCell>
                <TableCell>{day(m.expiryDate)}</TableCell>
                <TableCell align="right">{m.serialStats.pending}</TableCell>
                <TableCell align="right">{m.serialStats.installed}</TableCell>
                <TableCell align="right">{m.serialStats.failed}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paged>
  );
};

/** The listing's type codes (the portal's): 1 installed, 2 available, 0 all. */
const SERIAL_TYPES = [
  {value: 0, label: 'All'},
  {value: 2, label: 'Available'},
  {value: 1, label: 'Installed'},
];

/** The Serials tab (document 002 section 2.7): the manufacturer's serials, newest first, by state. */
export const SerialsTab = ({manufacturerId}: {manufacturerId: string}) => {
  const [search, setSearch] = useState('');
  const [type, setType] = useState(0);
  const [page, setPage] = useState(0);
  const filter = useDebouncedValue(search.trim());
  const {data, error, loading, reload} = useConsoleQuery<ManufacturerSerialsQuery>(DETAIL_SERIALS, {
    manufacturerId,
    filter: filter || undefined,
    type,
    skip: page * PAGE,
  });
  const rows = data?.ProductSerialListing.list ?? [];
  const filters = (
    <>
      <RadioGroup row value={type} onChange={e => [setType(Number(e.target.value)), setPage(0)]}>
        {SERIAL_TYPES.map(t => (
          <FormControlLabel key={t.value} value={t.value} control={<Radio size="small" />} label={t.label} />
        ))}
      </RadioGroup>
      <SerialStatusButton manufacturerId={manufacturerId} onDone={reload} />
    </>
  );
  return (
    <Paged
      label="Search serials"
      search={search}
      onSearch={s => [setSearch(s), setPage(0)]}
      filters={filters}
      loading={loading}
      count={data?.ProductSerialListing.count}
      page={page}
      onPage={setPage}
    >
      {error ? (
        <Note error text="Some error occured" />
      ) : data && !rows.length ? (
        <Note text={filter || type ? 'No serial matches these filters.' : 'No serial uploaded yet.'} />
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Serial</TableCell>
              <TableCell>Model</TableCell>
              <TableCell>State</TableCell>
              <TableCell>Supplier</TableCell>
              <TableCell>Uploaded</TableCell>
              <TableCell>Ledger</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(s => (
              <TableRow key={s.productSerialId}>
                <TableCell sx={{fontFamily: 'monospace'}}>{s.serial}</TableCell>
                <TableCell>{s.model ?? '—'}</TableCell>
                <TableCell>
                  <Chip size="small" label={s.state} color={s.state === 'installed' ? 'success' : 'default'} />
                  {s.status !== 'available' && <Chip size="small" color="error" label={statusLabel(s.status)} />}
                </TableCell>
                <TableCell>{s.supplier ?? 'Self supplier'}</TableCell>
                <TableCell>{day(s.uploadedOn)}</TableCell>
                <TableCell>{s.ledgerStatus ? 'Uploaded' : 'Not Uploaded'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paged>
  );
};
