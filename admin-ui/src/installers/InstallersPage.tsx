import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {rest, saveFile} from '@voltcheck/api-client';
import {displayTime} from '@voltcheck/ui-shared';
import {useState} from 'react';
import {DataTable, List, useListContext, useRefresh} from 'react-admin';
import {FailureBar} from '../registry/FailureBar';
import {displayDay} from '../reports/dates';
import {AccessDialog} from './AccessDialog';
import {ImportInstallersDialog} from './ImportInstallersDialog';
import {additionalFilterOf, InstallerFilters} from './InstallerFilters';
import {INSTALLER_PAGE_SIZE} from './queries';
import {installerFilterOf, type InstallerRecord as I} from './resource';

const Dated = ({
  code,
  from,
  to,
  status,
}: {
  code: string | null;
  from: string | null;
  to: string | null;
  status: string | null;
}) => (
  <Box>
    <Typography variant="body2">{code ?? '—'}</Typography>
    <Typography variant="caption" color="text.secondary">
      {displayDay(from) || from || '—'} to {displayDay(to) || to || '—'}
    </Typography>
    {status && (
      <Box>
        <Chip size="small" label={status} color={status.toLowerCase() === 'current' ? 'success' : 'error'} />
      </Box>
    )}
  </Box>
);

/** The row's number across pages (1 for the first installer of the first page). */
const RowNumber = ({installer}: {installer: I}) => {
  const {data = [], page} = useListContext<I>();
  return <>{(page - 1) * INSTALLER_PAGE_SIZE + data.indexOf(installer) + 1}</>;
};

const Header = () => {
  const {filterValues, meta, total} = useListContext();
  const [importing, setImporting] = useState(false);
  const refresh = useRefresh();
  const save = () =>
    rest
      .download('post', '/api/admin/installers/export', {
        params: {
          query: {
            filter: installerFilterOf(filterValues).search,
            additionalFilter: additionalFilterOf(installerFilterOf(filterValues)),
          },
        },
      })
      .then(file => saveFile(file.blob, 'installers.csv'))
      .catch(() => window.alert('some error occured'));
  return (
    <>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', mb: 2}}>
        <Typography variant="h5" component="h1" sx={{flex: 1}}>
          Installers
        </Typography>
        <Button variant="outlined" onClick={() => setImporting(true)}>
          Import Migrated Installer CSV
        </Button>
        <Button variant="contained" onClick={save}>
          Download
        </Button>
      </Stack>
      <Typography variant="body2" sx={{mb: 1}}>
        Last Updated: {meta?.updated ? displayTime(meta.updated) : '—'} · Total Records: {total ?? '—'}
      </Typography>
      <InstallerFilters />
      {importing && <ImportInstallersDialog onClose={done => (setImporting(false), done && refresh())} />}
    </>
  );
};

const HEADERS = [
  '#',
  'Installer Info',
  'CEC INFO',
  'SAA INFO',
  'Contact',
  'Data Packs',
  'Failed / Total Request',
  'Access',
];

/** No installer: the table's headers stay, over one row that says so. */
const NoInstaller = () => (
  <Table size="small">
    <TableHead>
      <TableRow>
        {HEADERS.map(h => (
          <TableCell key={h}>{h}</TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      <TableRow>
        <TableCell colSpan={HEADERS.length}>No installer found.</TableCell>
      </TableRow>
    </TableBody>
  </Table>
);

/** MUI's numbered pager below the card, shown past one page. */
const Pager = () => {
  const {page, setPage, total = 0} = useListContext();
  return total > INSTALLER_PAGE_SIZE ? (
    <Pagination page={page} count={Math.ceil(total / INSTALLER_PAGE_SIZE)} onChange={(_, p) => setPage(p)} />
  ) : null;
};

const Installers = () => {
  const [access, setAccess] = useState<I>();
  const {error} = useListContext();
  return (
    <>
      <Header />
      {error && <Alert severity="error">Some error occured</Alert>}
      <Card sx={{mt: 2, overflowX: 'auto'}}>
        <DataTable bulkActionButtons={false} rowClick={false} empty={<NoInstaller />}>
          <DataTable.Col label="#" disableSort render={(i: I) => <RowNumber installer={i} />} />
          <DataTable.Col
            label="Installer Info"
            disableSort
            render={(i: I) => (
              <>
                <Typography variant="body2">{`${i.firstName ?? ''} ${i.lastName ?? ''}`.trim() || '—'}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {[i.city, i.state, i.postalCode].filter(Boolean).join(' ')}
                </Typography>
              </>
            )}
          />
          <DataTable.Col
            label="CEC INFO"
            disableSort
            render={(i: I) => <Dated code={i.accCode} from={i.fullAwardDate} to={i.expiryDate} status={i.status} />}
          />
          <DataTable.Col
            label="SAA INFO"
            disableSort
            render={(i: I) => (
              <Dated code={i.sAACode} from={i.sAAAwardDate} to={i.sAAExpiryDate} status={i.sAAStatus} />
            )}
          />
          <DataTable.Col
            label="Contact"
            disableSort
            render={(i: I) => (
              <>
                <Typography variant="body2">{i.email ?? '—'}</Typography>
                <Typography variant="caption">{i.mobile ?? i.phone ?? ''}</Typography>
              </>
            )}
          />
          <DataTable.Col label="Data Packs" disableSort source="totalDataPack" />
          <DataTable.Col
            label="Failed / Total Request"
            disableSort
            render={(i: I) => <FailureBar failed={i.totalFailed} total={i.totalRequest} />}
          />
          <DataTable.Col
            label="Access"
            disableSort
            render={(i: I) => (
              <Button size="small" onClick={() => setAccess(i)}>
                Active/Deactive
              </Button>
            )}
          />
        </DataTable>
      </Card>
      <Pager />
      {access && <AccessDialog onClose={() => setAccess(undefined)} />}
    </>
  );
};

/** Installers (document 002, section 2.10), 100 a page: the AdminInstaller resource, laid out as before (no card around the header). */
export const InstallersPage = () => (
  <List
    resource="AdminInstaller"
    title="Installers"
    perPage={INSTALLER_PAGE_SIZE}
    actions={false}
    exporter={false}
    storeKey={false}
    empty={false}
    error={false}
    pagination={false}
    sort={{field: 'id', order: 'ASC'}}
    // no margin of its own: react-admin already gives a list without actions the page's top margin
    component={Box}
  >
    <Installers />
  </List>
);
