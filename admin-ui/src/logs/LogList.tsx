import SearchIcon from '@mui/icons-material/Search';
import {InputAdornment} from '@mui/material';
import {DataTable, SelectInput, TextInput} from 'react-admin';
import {EmptyState} from '../reports/PageStates';
import {ConsoleList} from '../resources/ConsoleList';
import {LOGS_PAGE_SIZE, REQUEST_TYPES} from './logCodes';
import {logsExporter} from './logsExport';
import {LOG_CELLS} from './LogRow';
import type {LogRecord} from './resource';

const FILTERS = [
  <SelectInput
    key="requestType"
    source="requestType"
    label="Request type"
    choices={REQUEST_TYPES.filter(t => t.value !== 0).map(t => ({id: t.value, name: t.label}))}
    emptyText="All"
    slotProps={{select: {displayEmpty: true}, inputLabel: {shrink: true}}}
    sx={{width: 200}}
    alwaysOn
  />,
  <TextInput
    key="q"
    source="q"
    label="Search"
    placeholder="Serial, batch id, log id, requester or app"
    sx={{width: 420}}
    slotProps={{
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        ),
      },
      inputLabel: {shrink: true},
    }}
    resettable={false}
    alwaysOn
  />,
];

/** Verification request logs (/Logs, document 002 section 2.15): request type filter, search, 100 per page. */
export const LogList = () => (
  <ConsoleList title="Logs" perPage={LOGS_PAGE_SIZE} filters={FILTERS} exporter={logsExporter}>
    <DataTable
      aria-label="Verification logs"
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyState>No verification logs match these filters.</EmptyState>}
    >
      {Object.entries(LOG_CELLS).map(([label, cell]) => (
        <DataTable.Col key={label} label={label} disableSort render={(log: LogRecord) => cell(log)} />
      ))}
    </DataTable>
  </ConsoleList>
);
