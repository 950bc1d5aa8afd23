import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {Box, Stack, Tooltip, Typography} from '@mui/material';
import type {Manufacturer} from '@voltcheck/api-client';
import {DataTable, List, Pagination, SearchInput} from 'react-admin';
import {FailureBar} from '../registry/FailureBar';
import {ManufacturerActions} from './ManufacturerActions';
import {FREQUENCIES} from './queries';
import {displayDate} from '@voltcheck/ui-shared';

const manufacturerFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search manufacturers" />];
const n = (v: number) => v.toLocaleString('en-AU');

const Identity = ({record: m}: {record: Manufacturer}) => (
  <Box>
    <Typography sx={{fontWeight: 600}}>{m.name}</Typography>
    <Typography variant="body2" color="text.secondary">
      {m.address ?? '—'}
    </Typography>
    <Typography variant="body2">
      {m.userName ?? '—'} · {m.email ?? '—'} · {m.phone ?? '—'}
    </Typography>
  </Box>
);

const Serials = ({record: m}: {record: Manufacturer}) => (
  <Stack spacing={0.25}>
    <Typography variant="body2">Uploaded: {n(m.totalSerial)}</Typography>
    <Typography variant="body2">Scanned: {n(m.totalInstalled)}</Typography>
    <Typography variant="body2">Pending: {n(m.totalPending)}</Typography>
  </Stack>
);

const LatestUpload = ({record: m}: {record: Manufacturer}) => (
  <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
    <Box>
      <Typography variant="body2">{m.recentUpload ? displayDate(m.recentUpload) : 'No upload yet'}</Typography>
      <Typography variant="caption" color="text.secondary">
        Expected: {FREQUENCIES[m.uploadFrequency] ?? `code ${m.uploadFrequency}`}
      </Typography>
    </Box>
    {m.uploadOverdue && (
      <Tooltip title="Upload overdue">
        <WarningAmberIcon color="error" aria-label="Upload overdue" />
      </Tooltip>
    )}
  </Stack>
);

/** Registered manufacturers (document 002, section 2.6): search, figures and actions, 4 rows per page. */
export const ManufacturerList = () => (
  <List
    filters={manufacturerFilters}
    sort={{field: 'name', order: 'ASC'}}
    perPage={4}
    title="Manufacturers"
    exporter={false}
    pagination={<Pagination rowsPerPageOptions={[4]} />}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" label="Manufacturer" render={(m: Manufacturer) => <Identity record={m} />} />
      <DataTable.Col
        label="Failed / Total Request"
        disableSort
        render={(m: Manufacturer) => <FailureBar failed={m.totalFailed} total={m.totalRequest} />}
      />
      <DataTable.Col label="Serials" disableSort render={(m: Manufacturer) => <Serials record={m} />} />
      <DataTable.Col label="Latest upload" disableSort render={(m: Manufacturer) => <LatestUpload record={m} />} />
      <DataTable.Col label="Actions" disableSort render={(m: Manufacturer) => <ManufacturerActions record={m} />} />
    </DataTable>
  </List>
);
