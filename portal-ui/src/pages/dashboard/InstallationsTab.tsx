import {useState} from 'react';
import {useQuery} from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import {isDistributorRole} from '@voltcheck/api-client';
import type {InstallationsTabQuery, InstallationsTabQueryVariables} from '@voltcheck/api-client';
import {manufacturerIdVariable} from '../../session/manufacturerChoice';
import {useSession} from '../../session/SessionContext';
import {INSTALLATIONS_PAGE_SIZE, INSTALLATIONS_TAB} from './dashboard.queries';
import {InstalledSerials} from './InstalledSerials';
import {EmptyState, LoadingState, Pager, shortDate, useDebouncedValue} from '@voltcheck/ui-shared';

export const DISTRIBUTOR_NOTE = 'Note: you can only see the serials uploaded by your own account.';

/** The Installation(verified) tab: installations holding serials in scope, 100 a page. */
export function InstallationsTab({manufacturerId}: {manufacturerId: number | undefined}) {
  const {claims} = useSession();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const filter = useDebouncedValue(search.trim(), 300);
  const [open, setOpen] = useState<string | null>(null);
  const {data, loading, error} = useQuery<InstallationsTabQuery, InstallationsTabQueryVariables>(INSTALLATIONS_TAB, {
    variables: {
      manufacturerId: manufacturerIdVariable(manufacturerId),
      filter: filter || null,
      skip: (page - 1) * INSTALLATIONS_PAGE_SIZE,
      first: INSTALLATIONS_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.installations.list ?? [];

  return (
    <Box>
      {isDistributorRole(claims?.role) && (
        <Alert severity="info" sx={{mb: 2}}>
          {DISTRIBUTOR_NOTE}
        </Alert>
      )}
      <TextField
        size="small"
        label="Search by postcode or city"
        value={search}
        onChange={e => {
          setSearch(e.target.value);
          setPage(1);
        }}
        sx={{mb: 2, minWidth: 280}}
      />
      {error && <Alert severity="error">Error! {error.message}</Alert>}
      {loading && !data && <LoadingState />}
      {data && !list.length && <EmptyState title="No result found." />}
      {list.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="Installations">
            <TableHead>
              <TableRow>
                <TableCell>Installation Id</TableCell>
                <TableCell>Installation Date</TableCell>
                <TableCell>City</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Total Batteries</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map(i => (
                <TableRow key={i.productInstallationId}>
                  <TableCell>{i.productInstallationId}</TableCell>
                  <TableCell>{shortDate(i.installationDate)}</TableCell>
                  <TableCell>{i.address.city ?? '—'}</TableCell>
                  <TableCell>{i.address.state ?? '—'}</TableCell>
                  <TableCell>
                    {i.productSerialCount}{' '}
                    <Button size="small" onClick={() => setOpen(i.productInstallationId)}>
                      View
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Pager
        sx={{mt: 2}}
        count={data?.installations.count ?? 0}
        pageSize={INSTALLATIONS_PAGE_SIZE}
        page={page}
        onPage={setPage}
      />
      {open && <InstalledSerials installationId={open} manufacturerId={manufacturerId} onClose={() => setOpen(null)} />}
    </Box>
  );
}
