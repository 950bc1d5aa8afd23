import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
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
import {CopyButton} from './CopyButton';
import {StatusChip} from './StatusChip';
import {MaskedSerial} from './MaskedSerial';
import {SystemSerials} from './SystemSerials';
import type {ImagesTarget} from './SerialImagesDialog';
import {SerialThumbnail} from './SerialThumbnail';
import {flashDataText, ledgerLabel, SELF_SUPPLIER} from './serialFormat';
import type {ProductSerial} from './serials.queries';
import {shortDate} from '@voltcheck/ui-shared';

/** Which sub-tab's columns (document 001 section 2), or the global form (Upload Id, Serial Number, Model, Ledger Status, Supplier, Flash Data). */
export type SerialColumns = 'installed' | 'available' | 'global';

export interface SerialActions {
  onImages: (target: ImagesTarget) => void;
  onHistory: (productSerialId: string) => void;
  onDetails: (serial: ProductSerial) => void;
}

/** The serials ticked for a status change (offered only to those who may change statuses). */
export interface SerialSelection {
  selected: ReadonlySet<string>;
  onSelect: (serials: string[], on: boolean) => void;
}

function LedgerStatus({s}: {s: ProductSerial}) {
  return (
    <Box>
      <Typography variant="body2" color={s.ledgerStatus ? 'success.main' : 'text.secondary'}>
        {ledgerLabel(s.ledgerStatus)}
      </Typography>
      {s.ledgerDate && <Typography variant="caption">{shortDate(s.ledgerDate)}</Typography>}
      <Typography variant="caption" color="text.secondary" sx={{display: 'block'}}>
        Supplied on {shortDate(s.uploadedOn)}
      </Typography>
    </Box>
  );
}

/** The rows of the Installed and Available sub-tabs, of a model's tabs and of the global serial listing. */
export function SerialRows({
  rows,
  columns,
  actions,
  selection,
}: {
  rows: ProductSerial[];
  columns: SerialColumns;
  actions: SerialActions;
  selection?: SerialSelection;
}) {
  const available = columns === 'available';
  const allTicked = rows.length > 0 && rows.every(s => selection?.selected.has(s.serial));
  return (
    <TableContainer>
      <Table size="small" aria-label={`${columns} serials`}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allTicked}
                  onChange={e =>
                    selection.onSelect(
                      rows.map(r => r.serial),
                      e.target.checked,
                    )
                  }
                  slotProps={{input: {'aria-label': 'Select every serial of the page'}}}
                />
              </TableCell>
            )}
            <TableCell>Upload Id</TableCell>
            <TableCell>Serial Number</TableCell>
            {available && <TableCell>Serial Type</TableCell>}
            <TableCell>Model</TableCell>
            <TableCell>Ledger Status</TableCell>
            <TableCell>Supplier</TableCell>
            <TableCell>{available ? 'Details' : 'Flash Data'}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(s => (
            <TableRow key={s.productSerialId} hover>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.selected.has(s.serial)}
                    onChange={e => selection.onSelect([s.serial], e.target.checked)}
                    slotProps={{input: {'aria-label': `Select ${s.serial}`}}}
                  />
                </TableCell>
              )}
              <TableCell>
                <Box sx={{display: 'flex', alignItems: 'center'}}>
                  {s.uploadId ?? '-'}
                  <Tooltip title="Upload History">
                    <IconButton
                      size="small"
                      aria-label={`Upload history of ${s.serial}`}
                      onClick={() => actions.onHistory(s.productSerialId)}
                    >
                      <HistoryIcon fontSize="inherit" />
                    </IconButton>
                  </Tooltip>
                  {s.uploadId && <CopyButton value={s.uploadId} label={`Copy upload id ${s.uploadId}`} />}
                </Box>
              </TableCell>
              <TableCell>
                <Box sx={{display: 'flex', alignItems: 'center', gap: 1}}>
                  <SerialThumbnail
                    image={s.image}
                    serial={s.serial}
                    onOpen={() => actions.onImages({serial: s.serial, productSerialId: s.productSerialId})}
                  />
                  {available ? (
                    <MaskedSerial serial={s.serial} />
                  ) : (
                    <Typography variant="body2" sx={{fontFamily: 'monospace'}}>
                      {s.serial}
                    </Typography>
                  )}
                  <CopyButton value={s.serial} />
                  <StatusChip status={s.status} />
                  {s.test && <Chip size="small" label="Test" variant="outlined" />}
                </Box>
                <SystemSerials parentSerial={s.parentSerial} modules={s.modules} masked={available} />
              </TableCell>
              {available && <TableCell>{s.serialType}</TableCell>}
              <TableCell>{s.model ?? 'NA'}</TableCell>
              <TableCell>
                <LedgerStatus s={s} />
              </TableCell>
              <TableCell>{s.supplier ?? SELF_SUPPLIER}</TableCell>
              <TableCell>
                {available ? (
                  <Button size="small" onClick={() => actions.onDetails(s)}>
                    View Details
                  </Button>
                ) : (
                  <Typography variant="caption">{flashDataText(s)}</Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
