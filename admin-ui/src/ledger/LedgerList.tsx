import {Button, Chip, Stack, Typography} from '@mui/material';
import {displayTime} from '@voltcheck/ui-shared';
import {DataTable, ExportButton, useListContext} from 'react-admin';
import {EmptyState} from '../reports/PageStates';
import {ConsoleList} from '../resources/ConsoleList';
import {LedgerFilterBar} from './LedgerFilterBar';
import {changeFilter, LEDGER_PAGE_SIZE} from './ledgerFilters';
import {ledgerExporter} from './ledgerExport';
import {ledgerFiltersOf, type LedgerRecord as R} from './resource';

const STATUS_COLOR = {pass: 'success', fail: 'error', deleted: 'default', pending: 'warning'} as const;

/** The ledger's filter bar on the list's filter values (kept in the URL); a change goes back to the first page. */
const Filters = () => {
  const {filterValues, setFilters} = useListContext();
  const filters = ledgerFiltersOf(filterValues);
  const set = (next: Record<string, string>) =>
    setFilters(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')), undefined, false);
  return (
    <LedgerFilterBar
      filters={filters}
      onChange={(name, value) => set({...changeFilter(filters, name, value)})}
      onReset={() => set({})}
      extra={<ExportButton maxResults={LEDGER_PAGE_SIZE} sx={{height: 40}} />}
    />
  );
};

/** Previous, the page's number and Next: the server says whether a next page exists, not how many there are. */
const Pager = () => {
  const {page, setPage, hasNextPage, isFetching} = useListContext();
  return (
    <Stack direction="row" spacing={2} sx={{p: 2, alignItems: 'center', justifyContent: 'flex-end'}}>
      <Button variant="outlined" disabled={page === 1 || isFetching} onClick={() => setPage(page - 1)}>
        Previous
      </Button>
      <Typography>Page: {page}</Typography>
      <Button variant="outlined" disabled={!hasNextPage || isFetching} onClick={() => setPage(page + 1)}>
        Next
      </Button>
    </Stack>
  );
};

const mono = {fontFamily: 'monospace'};

/** The ledger listing (/ProductSerialLedgerPage and Serials, document 002 section 2.13): the Ledger resource. */
export const LedgerList = () => (
  <ConsoleList
    resource="Ledger"
    title="Serial ledger"
    perPage={LEDGER_PAGE_SIZE}
    filterBar={<Filters />}
    pagination={<Pager />}
    exporter={ledgerExporter}
  >
    <DataTable
      aria-label="Ledger records"
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyState>No records found. Try adjusting your filters.</EmptyState>}
    >
      <DataTable.Col label="Record ID" disableSort source="recordId" />
      <DataTable.Col label="Serial" disableSort source="serial" cellSx={() => mono} />
      <DataTable.Col label="Brand" disableSort source="brand" />
      <DataTable.Col label="Model" disableSort source="model" />
      <DataTable.Col label="Distributor" disableSort render={(r: R) => r.distributorName ?? '—'} />
      <DataTable.Col
        label="Batch ID"
        disableSort
        cellSx={() => ({...mono, fontSize: 12})}
        render={(r: R) => r.batchId ?? '—'}
      />
      <DataTable.Col
        label="Change"
        disableSort
        render={(r: R) => (r.serialStatus ? `Status: ${r.serialStatus}` : 'Upload')}
      />
      <DataTable.Col
        label="Status"
        disableSort
        render={(r: R) => (
          <Chip
            size="small"
            label={r.status}
            color={STATUS_COLOR[r.status as keyof typeof STATUS_COLOR] ?? 'default'}
          />
        )}
      />
      <DataTable.Col label="Error" disableSort render={(r: R) => r.error ?? '—'} />
      <DataTable.Col label="Ledger Upload Time" disableSort render={(r: R) => displayTime(r.createdTime)} />
    </DataTable>
  </ConsoleList>
);
