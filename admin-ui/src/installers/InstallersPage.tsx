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
import {type AdminInstallersQuery, rest, saveFile} from '@voltcheck/api-client';
import {useState} from 'react';
import {Title} from 'react-admin';
import {FailureBar} from '../registry/FailureBar';
import {AccessDialog} from './AccessDialog';
import {ImportInstallersDialog} from './ImportInstallersDialog';
import {additionalFilterOf, InstallerFilters, InstallerFilterState} from './InstallerFilters';
import {INSTALLER_PAGE_SIZE, INSTALLERS} from './queries';
import {displayDay} from '../reports/dates';
import {displayTime} from '@voltcheck/ui-shared';
import {useConsoleQuery} from '../graphql';

type Installer = AdminInstallersQuery['installers']['list'][number];
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

/** Installers (document 002, section 2.10), 100 a page. */
export const InstallersPage = () => {
  const [filter, setFilter] = useState<InstallerFilterState>({search: '', updatedToday: false, type: 0, status: 0});
  const [page, setPage] = useState(1);
  const [importing, setImporting] = useState(false);
  const [access, setAccess] = useState<Installer>();
  const additionalFilter = additionalFilterOf(filter);
  const vars = {
    filter: filter.search,
    skip: (page - 1) * INSTALLER_PAGE_SIZE,
    first: INSTALLER_PAGE_SIZE,
    additionalFilter,
  };
  const {data, error, reload} = useConsoleQuery<AdminInstallersQuery>(INSTALLERS, vars);
  const result = data?.installers;
  const save = () =>
    rest
      .download('post', '/api/admin/installers/export', {params: {query: {filter: filter.search, additionalFilter}}})
      .then(file => saveFile(file.blob, 'installers.csv'))
      .catch(() => window.alert('some error occured'));
  return (
    <Box sx={{mt: 2}}>
      <Title title="Installers" />
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
        Last Updated: {result?.installerUpdatedStatus ? displayTime(result.installerUpdatedStatus) : '—'} · Total
        Records: {result?.installerCount ?? '—'}
      </Typography>
      <InstallerFilters value={filter} onChange={f => (setFilter(f), setPage(1))} />
      {error && <Alert severity="error">Some error occured</Alert>}
      <Card sx={{mt: 2, overflowX: 'auto'}}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {[
                '#',
                'Installer Info',
                'CEC INFO',
                'SAA INFO',
                'Contact',
                'Data Packs',
                'Failed / Total Request',
                'Access',
              ].map(h => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {result && !result.list.length && (
              <TableRow>
                <TableCell colSpan={8}>No installer found.</TableCell>
              </TableRow>
            )}
            {result?.list.map((i, n) => (
              <TableRow key={i.installerId}>
                <TableCell>{(page - 1) * INSTALLER_PAGE_SIZE + n + 1}</TableCell>
                <TableCell>
                  <Typography variant="body2">{`${i.firstName ?? ''} ${i.lastName ?? ''}`.trim() || '—'}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[i.city, i.state, i.postalCode].filter(Boolean).join(' ')}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Dated code={i.accCode} from={i.fullAwardDate} to={i.expiryDate} status={i.status} />
                </TableCell>
                <TableCell>
                  <Dated code={i.sAACode} from={i.sAAAwardDate} to={i.sAAExpiryDate} status={i.sAAStatus} />
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{i.email ?? '—'}</Typography>
                  <Typography variant="caption">{i.mobile ?? i.phone ?? ''}</Typography>
                </TableCell>
                <TableCell>{i.totalDataPack}</TableCell>
                <TableCell>
                  <FailureBar failed={i.totalFailed} total={i.totalRequest} />
                </TableCell>
                <TableCell>
                  <Button size="small" onClick={() => setAccess(i)}>
                    Active/Deactive
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {result && result.installerCount > INSTALLER_PAGE_SIZE && (
        <Pagination
          sx={{mt: 2}}
          page={page}
          count={Math.ceil(result.installerCount / INSTALLER_PAGE_SIZE)}
          onChange={(_, p) => setPage(p)}
        />
      )}
      {importing && <ImportInstallersDialog onClose={done => (setImporting(false), done && reload())} />}
      {access && <AccessDialog onClose={() => setAccess(undefined)} />}
    </Box>
  );
};
