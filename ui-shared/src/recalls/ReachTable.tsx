import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {shortDate, shortDateTime} from '../dates';
import {remedyLabel, type Reach, type ReachKind} from './recalls.queries';

type Row = Reach['rows'][number];
type InstalledRow = Row & {address?: string; remedy?: string | null; remediedAt?: string | null};

interface Props {
  kind: ReachKind;
  rows: Reach['rows'];
  /** Remedy actions: the serials ticked, and one row's Remedy button (absent for callers who may not remedy). */
  selected?: ReadonlySet<string>;
  onSelect?: (serials: string[], on: boolean) => void;
  onRemedy?: (serial: string) => void;
}

const INSTALLED = ['Serial', 'Model', 'Address', 'Installed', 'Installer', 'Retailer', 'App provider', 'Remedy'];
const UNINSTALLED = ['Serial', 'Model', 'Upload', 'Uploaded', 'Supplier'];

/** One page of the reach: installations holding an affected serial, or affected serials not installed yet. */
export function ReachTable({kind, rows, selected, onSelect, onRemedy}: Props) {
  const installed = kind === 'installed';
  const selectable = installed && !!onSelect && !!selected;
  const open = (rows as InstalledRow[]).filter(r => !r.remedy).map(r => r.serial);
  const allTicked = open.length > 0 && open.every(s => selected?.has(s));
  return (
    <TableContainer>
      <Table size="small" aria-label={installed ? 'Installations' : 'Not installed'}>
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allTicked}
                  disabled={!open.length}
                  onChange={e => onSelect(open, e.target.checked)}
                  slotProps={{input: {'aria-label': 'Select every open installation of the page'}}}
                />
              </TableCell>
            )}
            {(installed ? INSTALLED : UNINSTALLED).map(title => (
              <TableCell key={title}>{title}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{rows.map(row => (installed ? installedRow(row as InstalledRow) : uninstalledRow(row)))}</TableBody>
      </Table>
    </TableContainer>
  );

  function installedRow(r: InstalledRow & Record<string, unknown>) {
    const text = (key: string) => (r[key] == null ? '' : String(r[key]));
    return (
      <TableRow key={r.serial} hover>
        {selectable && (
          <TableCell padding="checkbox">
            <Checkbox
              checked={selected.has(r.serial)}
              disabled={!!r.remedy}
              onChange={e => onSelect([r.serial], e.target.checked)}
              slotProps={{input: {'aria-label': `Select ${r.serial}`}}}
            />
          </TableCell>
        )}
        <TableCell sx={{whiteSpace: 'nowrap'}}>{r.serial}</TableCell>
        <TableCell sx={{whiteSpace: 'nowrap'}}>{text('model')}</TableCell>
        <TableCell>{[text('address'), text('state'), text('postcode')].filter(Boolean).join(', ')}</TableCell>
        <TableCell sx={{whiteSpace: 'nowrap'}}>{shortDate(text('installedAt'))}</TableCell>
        <TableCell>{text('installerAccreditation')}</TableCell>
        <TableCell>{text('retailer')}</TableCell>
        <TableCell>{text('appProvider')}</TableCell>
        <TableCell sx={{whiteSpace: 'nowrap'}}>
          {r.remedy ? (
            `${remedyLabel(r.remedy)} ${shortDate(r.remediedAt)}`
          ) : onRemedy ? (
            <Button size="small" onClick={() => onRemedy(r.serial)} aria-label={`Remedy ${r.serial}`}>
              Remedy…
            </Button>
          ) : (
            'Open'
          )}
        </TableCell>
      </TableRow>
    );
  }
}

function uninstalledRow(r: Row & Record<string, unknown>) {
  const text = (key: string) => (r[key] == null ? '' : String(r[key]));
  return (
    <TableRow key={r.serial} hover>
      <TableCell sx={{whiteSpace: 'nowrap'}}>{r.serial}</TableCell>
      <TableCell sx={{whiteSpace: 'nowrap'}}>{text('model')}</TableCell>
      <TableCell>{text('uploadId')}</TableCell>
      <TableCell sx={{whiteSpace: 'nowrap'}}>{shortDateTime(text('uploadedAt'))}</TableCell>
      <TableCell>{text('supplier')}</TableCell>
    </TableRow>
  );
}
