import {useQuery} from '@apollo/client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type {InstalledSerialsQuery, InstalledSerialsQueryVariables} from '@voltcheck/api-client';
import {manufacturerIdVariable} from '../../session/manufacturerChoice';
import {INSTALLED_SERIALS} from './dashboard.queries';
import {InstalledSystem} from './InstalledSystem';
import {ledgerUploadLabel, LoadingState} from '@voltcheck/ui-shared';

/** 'List of Installed Serials' of one installation (document 001 section 2). */
export function InstalledSerialsDialog({
  installationId,
  manufacturerId,
  onClose,
}: {
  installationId: string;
  manufacturerId: number | undefined;
  onClose: () => void;
}) {
  const {data, loading, error} = useQuery<InstalledSerialsQuery, InstalledSerialsQueryVariables>(INSTALLED_SERIALS, {
    variables: {installationId, manufacturerId: manufacturerIdVariable(manufacturerId)},
  });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>List of Installed Serials</DialogTitle>
      <DialogContent dividers>
        {loading && <LoadingState />}
        {error && <Alert severity="error">Error! {error.message}</Alert>}
        {data && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Brand</TableCell>
                <TableCell>Models</TableCell>
                <TableCell>Serials</TableCell>
                <TableCell>Ledger Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.installationSerialDetails.map(s => (
                <TableRow key={s.productSerialId}>
                  <TableCell>{s.brandName}</TableCell>
                  <TableCell>{s.model}</TableCell>
                  <TableCell>
                    {s.serial}
                    <InstalledSystem parentSerial={s.parentSerial} system={s.system} />
                  </TableCell>
                  <TableCell>{ledgerUploadLabel(s.ledgerStatus, s.ledgerDate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
