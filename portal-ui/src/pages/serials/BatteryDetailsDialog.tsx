import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {InfoDialog} from '@voltcheck/ui-shared';
import {BATTERY_FIELDS} from './serialFormat';
import type {ProductSerial} from './serials.queries';

/** 'Battery Details' of an available serial: its battery flash-data fields. */
export function BatteryDetailsDialog({serial, onClose}: {serial: ProductSerial | null; onClose: () => void}) {
  return (
    <InfoDialog open={!!serial} title="Battery Details" maxWidth="xs" onClose={onClose}>
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
    </InfoDialog>
  );
}
