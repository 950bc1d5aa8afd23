import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type {InstalledSerialFieldsFragment} from '@voltcheck/api-client';
import {ledgerUploadLabel, shortDate} from '../dates';
import {InfoDialog} from '../dialogs/InfoDialog';
import {ErrorState, LoadingState} from '../states/StateViews';
import {InstalledSystem} from './InstalledSystem';

export interface InstalledSerialsDialogProps {
  /** The installation's serials (InstalledSerialFields), undefined while they load or after an error. */
  rows: readonly InstalledSerialFieldsFragment[] | undefined;
  loading: boolean;
  /** The app's wording of a failed load; nothing when the load did not fail. */
  error?: string | null;
  /** What an installation without a serial to show says. */
  emptyText?: string;
  /** The app's day format for the ledger date. */
  day?: (iso: string | null | undefined) => string;
  onClose: () => void;
}

/**
 * 'List of Installed Serials' of one installation (document 001 section 2): Brand, Models, Serials (a battery unit
 * with its system, a module with its unit) and Ledger Status. Each app feeds it from its own query.
 */
export function InstalledSerialsDialog({
  rows,
  loading,
  error,
  emptyText = 'No result found.',
  day = shortDate,
  onClose,
}: InstalledSerialsDialogProps) {
  return (
    <InfoDialog open title="List of Installed Serials" maxWidth="md" onClose={onClose}>
      {error ? (
        <ErrorState message={error} />
      ) : loading || !rows ? (
        <LoadingState label="Loading serials" />
      ) : !rows.length ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <Table size="small" aria-label="Installed serials">
          <TableHead>
            <TableRow>
              <TableCell>Brand</TableCell>
              <TableCell>Models</TableCell>
              <TableCell>Serials</TableCell>
              <TableCell>Ledger Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(s => (
              <TableRow key={s.productSerialId}>
                <TableCell>{s.brandName}</TableCell>
                <TableCell>{s.model}</TableCell>
                <TableCell>
                  {s.serial}
                  <InstalledSystem parentSerial={s.parentSerial} system={s.system} />
                </TableCell>
                <TableCell>{ledgerUploadLabel(s.ledgerStatus, s.ledgerDate, day)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </InfoDialog>
  );
}
