import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import type {SerialActions} from '../serials/SerialRows';
import {StatusChip} from '../serials/StatusChip';
import {flashDataText, SELF_SUPPLIER} from '../serials/serialFormat';
import type {ProductSerial} from '../serials/serials.queries';
import {shortDateTime} from '@voltcheck/ui-shared';

/** A model's installed or available serials: Serial Number, Uploaded On, Supplier, Flash Data (document 001, Model detail). */
export function ModelSerialRows({rows, actions}: {rows: ProductSerial[]; actions: SerialActions}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Model serials">
        <TableHead>
          <TableRow>
            <TableCell>Serial Number</TableCell>
            <TableCell>Uploaded On</TableCell>
            <TableCell>Supplier</TableCell>
            <TableCell>Flash Data</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(s => (
            <TableRow key={s.productSerialId} hover>
              <TableCell>
                <Box sx={{display: 'flex', alignItems: 'center'}}>
                  <Typography variant="body2" sx={{fontFamily: 'monospace'}}>
                    {s.serial}
                  </Typography>
                  <Tooltip title="Upload History">
                    <IconButton
                      size="small"
                      aria-label={`Upload history of ${s.serial}`}
                      onClick={() => actions.onHistory(s.productSerialId)}
                    >
                      <HistoryIcon fontSize="inherit" />
                    </IconButton>
                  </Tooltip>
                  <StatusChip status={s.status} />
                </Box>
              </TableCell>
              <TableCell>{shortDateTime(s.uploadedOn)}</TableCell>
              <TableCell>{s.supplier ?? SELF_SUPPLIER}</TableCell>
              <TableCell>
                <Typography variant="caption">{flashDataText(s)}</Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
