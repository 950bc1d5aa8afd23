import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {BATTERY_FIELDS} from './serialFormat';
import type {ProductSerial} from './serials.queries';

/** 'Battery Details' of an available serial: its battery flash-data fields. */
export function BatteryDetailsDialog({serial, onClose}: {serial: ProductSerial | null; onClose: () => void}) {
  return (
    <Dialog open={!!serial} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="battery-details-title">
      <DialogTitle id="battery-details-title">Battery Details</DialogTitle>
      <DialogContent dividers>
        <Table size="small">
          <TableBody>
            {serial &&
              BATTERY_FIELDS.map(field => (
                <TableRow key={field}>
                  <TableCell component="th">{field}</TableCell>
                  <TableCell>{serial[field] ?? 'NA'}</TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
