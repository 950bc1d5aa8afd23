import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type {ManufacturerInstalledSerialsQuery} from '@voltcheck/api-client';
import {displayDate, ledgerUploadLabel, LoadingState} from '@voltcheck/ui-shared';
import {useConsoleQuery} from '../graphql';
import {DETAIL_INSTALLED_SERIALS} from './detailQueries';

/** 'List of Installed Serials' of one installation, for the manufacturer looked at (its serials only). */
export function InstalledSerialsDialog(props: {installationId: string; manufacturerId: string; onClose: () => void}) {
  const {data, error} = useConsoleQuery<ManufacturerInstalledSerialsQuery>(DETAIL_INSTALLED_SERIALS, {
    installationId: props.installationId,
    manufacturerId: props.manufacturerId,
  });
  const rows = data?.installationSerialDetails ?? [];
  return (
    <Dialog open onClose={props.onClose} maxWidth="md" fullWidth>
      <DialogTitle>List of Installed Serials</DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Alert severity="error">Some error occured</Alert>
        ) : !data ? (
          <LoadingState label="Loading serials" />
        ) : !rows.length ? (
          <Typography color="text.secondary">No serial of this manufacturer in this installation.</Typography>
        ) : (
          <Table size="small" aria-label="Installed serials">
            <TableHead>
              <TableRow>
                <TableCell>Brand</TableCell>
                <TableCell>Model</TableCell>
                <TableCell>Serial</TableCell>
                <TableCell>Ledger Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(s => (
                <TableRow key={s.productSerialId}>
                  <TableCell>{s.brandName}</TableCell>
                  <TableCell>{s.model}</TableCell>
                  <TableCell sx={{fontFamily: 'monospace'}}>{s.serial}</TableCell>
                  <TableCell>{ledgerUploadLabel(s.ledgerStatus, s.ledgerDate, displayDate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
