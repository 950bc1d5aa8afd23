import {Button, Card, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography} from '@mui/material';
import type {AdminLedgerRecordsQuery} from '@voltcheck/api-client';
import {useState} from 'react';
import {Title} from 'react-admin';
import {EmptyState, ErrorState, Loading} from '../reports/PageStates';
import {LedgerFilterBar} from './LedgerFilterBar';
import {changeFilter, EMPTY_FILTERS, ledgerVariables, LedgerFilters} from './ledgerFilters';
import {LEDGER_RECORDS} from './queries';
import {displayTime} from '@voltcheck/ui-shared';
import {useConsoleQuery} from '../graphql';

const COLUMNS = [
  'Record ID',
  'Serial',
  'Brand',
  'Model',
  'Distributor',
  'Batch ID',
  'Change',
  'Status',
  'Error',
  'Ledger Upload Time',
];
const STATUS_COLOR = {pass: 'success', fail: 'error', deleted: 'default', pending: 'warning'} as const;

/** The ledger listing (/ProductSerialLedgerPage and Serials, document 002 section 2.13). */
export const LedgerList = () => {
  const [filters, setFilters] = useState<LedgerFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const {data, error, loading} = useConsoleQuery<AdminLedgerRecordsQuery>(
    LEDGER_RECORDS,
    ledgerVariables(filters, page),
  );
  const records = data?.productSerialLedgerRecords;
  return (
    <Card sx={{mt: 2}}>
      <Title title="Serial ledger" />
      <LedgerFilterBar
        filters={filters}
        onChange={(name, value) => {
          setFilters(f => changeFilter(f, name, value));
          setPage(1);
        }}
        onReset={() => {
          setFilters(EMPTY_FILTERS);
          setPage(1);
        }}
      />
      <Loading loading={loading} />
      {error && <ErrorState message={error.message} />}
      {records && records.list.length === 0 && <EmptyState>No records found. Try adjusting your filters.</EmptyState>}
      {records && records.list.length > 0 && (
        <Table size="small" aria-label="Ledger records">
          <TableHead>
            <TableRow>
              {COLUMNS.map(c => (
                <TableCell key={c}>{c}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {records.list.map(r => (
              <TableRow key={r.recordId} hover>
                <TableCell>{r.recordId}</TableCell>
                <TableCell sx={{fontFamily: 'monospace'}}>{r.serial}</TableCell>
                <TableCell>{r.brand}</TableCell>
                <TableCell>{r.model}</TableCell>
                <TableCell>{r.distributorName ?? '—'}</TableCell>
                <TableCell sx={{fontFamily: 'monospace', fontSize: 12}}>{r.batchId ?? '—'}</TableCell>
                <TableCell>{r.serialStatus ? `Status: ${r.serialStatus}` : 'Upload'}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={r.status}
                    color={STATUS_COLOR[r.status as keyof typeof STATUS_COLOR] ?? 'default'}
                  />
                </TableCell>
                <TableCell>{r.error ?? '—'}</TableCell>
                <TableCell>{displayTime(r.createdTime)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack direction="row" spacing={2} sx={{p: 2, alignItems: 'center', justifyContent: 'flex-end'}}>
        <Button variant="outlined" disabled={page === 1 || loading} onClick={() => setPage(p => p - 1)}>
          Previous
        </Button>
        <Typography>Page: {page}</Typography>
        <Button variant="outlined" disabled={!records?.hasNextPage || loading} onClick={() => setPage(p => p + 1)}>
          Next
        </Button>
      </Stack>
    </Card>
  );
};
