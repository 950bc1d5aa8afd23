import {useEffect, useRef, useState} from 'react';
import {useMutation, useQuery} from '@apollo/client';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {manufacturerIds} from '@voltcheck/api-client';
import {EmptyState, ErrorState, LoadingState, shortDate, useDebouncedValue} from '@voltcheck/ui-shared';
import {fetchProfile} from '../../session/profile';
import {useSession} from '../../session/SessionContext';
import {
  LINKABLE_MANUFACTURERS,
  manufacturerNote,
  MY_LINK_REQUESTS,
  REQUEST_SUPPLIER_LINK,
  STATE_HELP,
  type LinkableManufacturer,
  type OwnLinkRequest,
} from './linkRequests.queries';

const STATE_COLOURS: Record<string, 'default' | 'success' | 'info' | 'warning'> = {
  'Waiting for approval': 'warning',
  Approved: 'info',
  Linked: 'success',
  Declined: 'default',
};

/**
 * A supplier's links to manufacturers (server.md section 7, from the supplier's side): choose a manufacturer, say
 * why, Request link; each request below with where it stands. Shown on the first screen of a supplier linked to
 * nothing, and at /linkrequests.
 */
export function LinkRequestsPanel() {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<LinkableManufacturer | null>(null);
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState<{ok: boolean; text: string} | null>(null);
  const term = useDebouncedValue(search.trim(), 300);
  const mine = useQuery(MY_LINK_REQUESTS, {fetchPolicy: 'cache-and-network'});
  const options = useQuery(LINKABLE_MANUFACTURERS, {variables: {search: term || null}});
  const [ask, asking] = useMutation(REQUEST_SUPPLIER_LINK, {
    refetchQueries: [{query: MY_LINK_REQUESTS}, {query: LINKABLE_MANUFACTURERS, variables: {search: term || null}}],
    awaitRefetchQueries: true,
  });
  const note = chosen && manufacturerNote(chosen);
  const blocked = !chosen || chosen.linked || !!chosen.openRequestId;

  const submit = async () => {
    if (!chosen) return;
    try {
      await ask({variables: {manufacturerId: chosen.id, message: message.trim() || null}});
      setNotice({
        ok: true,
        text: `Your request to work for ${chosen.name} is sent. You will get a mail once it is approved.`,
      });
      setChosen(null);
      setMessage('');
    } catch (err) {
      setNotice({ok: false, text: err instanceof Error ? err.message : String(err)});
    }
  };

  const requests = mine.data?.mySupplierLinkRequests;
  useFollowLinks(requests);
  return (
    <Stack spacing={3}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{mb: 1}}>
            Request a link to a manufacturer
          </Typography>
          <Typography color="text.secondary" sx={{mb: 2}}>
            Once the manufacturer (or an administrator) approves, your account can upload serials for it.
          </Typography>
          <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{alignItems: {md: 'flex-start'}}}>
            <Autocomplete
              sx={{minWidth: 280, flex: 1}}
              options={options.data?.linkableManufacturers ?? []}
              loading={options.loading}
              value={chosen}
              onChange={(_e, value) => setChosen(value)}
              inputValue={search}
              onInputChange={(_e, value) => setSearch(value)}
              filterOptions={x => x}
              getOptionLabel={m => m.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={params => <TextField {...params} label="Manufacturer" helperText={note ?? ' '} />}
            />
            <TextField
              sx={{flex: 1}}
              label="Message to the manufacturer (optional)"
              value={message}
              onChange={e => setMessage(e.target.value)}
              slotProps={{htmlInput: {maxLength: 1000}}}
            />
            <Button variant="contained" disabled={blocked || asking.loading} onClick={() => void submit()}>
              Request link
            </Button>
          </Stack>
          {notice && (
            <Alert severity={notice.ok ? 'success' : 'error'} sx={{mt: 2}} onClose={() => setNotice(null)}>
              {notice.text}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{mb: 1}}>
            Your requests
          </Typography>
          {mine.loading && !requests && <LoadingState />}
          {mine.error && !requests && <ErrorState onRetry={() => void mine.refetch()} />}
          {requests && !requests.length && <EmptyState title="No request yet." />}
          {!!requests?.length && (
            <Table aria-label="Your link requests" size="small">
              <TableHead>
                <TableRow>
                  <TableCell>#</TableCell>
                  <TableCell>Manufacturer</TableCell>
                  <TableCell>Asked on</TableCell>
                  <TableCell>State</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {requests.map(r => (
                  <TableRow key={r.id}>
                    <TableCell>{r.number}</TableCell>
                    <TableCell>{r.brandName}</TableCell>
                    <TableCell>{shortDate(r.createdAt)}</TableCell>
                    <TableCell>
                      <Chip size="small" label={r.state} color={STATE_COLOURS[r.state] ?? 'default'} />
                      <Typography variant="body2" color="text.secondary">
                        {STATE_HELP[r.state]}
                      </Typography>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

/**
 * A request merged since the account signed in: the session takes the server's profile (its permissions) and renews
 * its token, so the navigation and the dashboard open for the new manufacturer at once. Once per set of new links.
 */
function useFollowLinks(requests: readonly OwnLinkRequest[] | undefined) {
  const {claims, updateProfile} = useSession();
  const followed = useRef('');
  useEffect(() => {
    const held = manufacturerIds(claims);
    const fresh = (requests ?? [])
      .filter(r => r.state === 'Linked' && !held.includes(Number(r.manufacturerId)))
      .map(r => r.manufacturerId)
      .join(',');
    if (!fresh || followed.current === fresh) return;
    followed.current = fresh;
    fetchProfile().then(updateProfile, () => undefined);
  }, [requests, claims, updateProfile]);
}
