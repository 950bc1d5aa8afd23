import {useState} from 'react';
import {useMutation, useQuery} from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import type {
  ApproveSupplierLinkRequestMutation,
  ApproveSupplierLinkRequestMutationVariables,
  SupplierLinkRequestsQuery,
  SupplierLinkRequestsQueryVariables,
} from '@voltcheck/api-client';
import {isForbidden} from '../../components/forbidden';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {APPROVE_SUPPLIER_LINK_REQUEST, requestState, SUPPLIER_LINK_REQUESTS} from './supplierRequests.queries';
import {EmptyState, ErrorState, LoadingState} from '@voltcheck/ui-shared';

const NOTICE_MS = 3000;

/**
 * `/supplierrequests`: the requests to link a supplier to the caller's manufacturer, and Approve for those
 * still open (permission 3, Approve Supplier; the server refuses staff without it, whatever this page shows).
 */
export function SupplierRequestsPage() {
  useDocumentTitle('Supplier Requests');
  const [status, setStatus] = useState<'Open' | 'Closed' | 'All'>('Open');
  const {data, loading, error, refetch} = useQuery<SupplierLinkRequestsQuery, SupplierLinkRequestsQueryVariables>(
    SUPPLIER_LINK_REQUESTS,
    {variables: {status: status === 'All' ? null : status}, fetchPolicy: 'cache-and-network'},
  );
  const [approve, approving] = useMutation<
    ApproveSupplierLinkRequestMutation,
    ApproveSupplierLinkRequestMutationVariables
  >(APPROVE_SUPPLIER_LINK_REQUEST);
  const [notice, setNotice] = useState<{message: string; severity: 'success' | 'error'} | null>(null);
  const requests = data?.supplierLinkRequests ?? [];

  async function onApprove(id: string, supplier: string) {
    try {
      await approve({variables: {id}});
      setNotice({message: `${supplier} approved. An administrator links it next.`, severity: 'success'});
      await refetch();
    } catch (e) {
      setNotice({message: (e as Error).message, severity: 'error'});
    }
  }

  return (
    <Box>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap'}}>
        <Typography variant="h1" sx={{flex: 1}}>
          Supplier Requests
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={status}
          onChange={(_, v) => v && setStatus(v)}
          aria-label="Status"
        >
          {(['Open', 'Closed', 'All'] as const).map(s => (
            <ToggleButton key={s} value={s}>
              {s}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{mb: 3}}>
        Suppliers asking to be linked to your brand. Approve the ones you supply through; an administrator then links
        them, and they can upload serials for you from the start date.
      </Typography>
      {loading && !data ? (
        <LoadingState />
      ) : error ? (
        <ErrorState message={error.message} onRetry={isForbidden(error) ? undefined : () => void refetch()} />
      ) : !requests.length ? (
        <EmptyState title="No result found." icon={<HandshakeOutlinedIcon />}>
          {status === 'Open' ? 'No supplier is waiting for your approval.' : 'No supplier request matches.'}
        </EmptyState>
      ) : (
        <Card>
          <TableContainer>
            <Table aria-label="Supplier requests">
              <TableHead>
                <TableRow>
                  <TableCell>#</TableCell>
                  <TableCell>Supplier</TableCell>
                  <TableCell>From</TableCell>
                  <TableCell>Until</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {requests.map(r => (
                  <TableRow key={r.id}>
                    <TableCell>#{r.number}</TableCell>
                    <TableCell>
                      <Typography variant="body2" sx={{fontWeight: 600}}>
                        {r.distributorName}
                      </Typography>
                      {r.description && (
                        <Typography variant="caption" color="text.secondary">
                          {r.description}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{whiteSpace: 'nowrap'}}>{r.startDate}</TableCell>
                    <TableCell sx={{whiteSpace: 'nowrap'}}>{r.endDate ?? 'Open-ended'}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={requestState(r)}
                        color={r.isMerged ? 'success' : r.reviewApproved ? 'info' : 'default'}
                      />
                    </TableCell>
                    <TableCell align="right">
                      {r.status === 'Open' && !r.reviewApproved && (
                        <Button
                          size="small"
                          variant="contained"
                          disabled={approving.loading}
                          onClick={() => void onApprove(r.id, r.distributorName)}
                        >
                          Approve
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      <Snackbar
        open={!!notice}
        autoHideDuration={NOTICE_MS}
        onClose={() => setNotice(null)}
        anchorOrigin={{vertical: 'top', horizontal: 'center'}}
      >
        <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={() => setNotice(null)}>
          {notice?.message}
        </Alert>
      </Snackbar>
    </Box>
  );
}
