import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {Button, IconButton, Menu, MenuItem, Stack, Tooltip} from '@mui/material';
import {type DownloadedFile, type Manufacturer, rest, saveFile} from '@voltcheck/api-client';
import {useState} from 'react';
import {useNotify} from 'react-admin';
import {useNavigate} from 'react-router-dom';
import {ResetPasswordDialog} from '../registry/ResetPasswordDialog';
import {LinkedSuppliersDialog} from './LinkedSuppliersDialog';
import {ManufacturerActiveToggle} from './ManufacturerActiveToggle';

/** The buttons of one manufacturer (document 002, section 2.6). */
export const ManufacturerActions = ({record}: {record: Manufacturer}) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'suppliers' | 'reset' | null>(null);
  const path = {manufacturerId: Number(record.id)};
  const failedSerials = (format: 'csv' | 'xlsx') =>
    rest.download('get', '/api/admin/manufacturers/{manufacturerId}/failed-serials', {params: {path, query: {format}}});
  /** Saved under document 002's file names. */
  const save = (download: Promise<DownloadedFile>, name: string) => {
    setMenu(null);
    download.then(file => saveFile(file.blob, name)).catch(() => notify('some error occured', {type: 'error'}));
  };
  return (
    <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap', alignItems: 'center', rowGap: 1}}>
      <Button size="small" variant="outlined" onClick={e => setMenu(e.currentTarget)}>
        Failed Serials
      </Button>
      <Menu open={!!menu} anchorEl={menu} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => save(failedSerials('csv'), `${record.name}_failed_serials.csv`)}>CSV</MenuItem>
        <MenuItem onClick={() => save(failedSerials('xlsx'), `${record.name}_failed_serials.xlsx`)}>XLSX</MenuItem>
      </Menu>
      <Button
        size="small"
        onClick={() =>
          save(
            rest.download('get', '/api/admin/manufacturers/{manufacturerId}/not-found-serials', {params: {path}}),
            `${record.name}_failed.csv`,
          )
        }
      >
        Not-found serials
      </Button>
      <Button
        size="small"
        onClick={() =>
          save(
            rest.download('get', '/api/admin/manufacturers/{manufacturerId}/parallel-import', {params: {path}}),
            `${record.name}_parallel_import.csv`,
          )
        }
      >
        Parallel Import
      </Button>
      <Button size="small" onClick={() => setDialog('suppliers')}>
        {record.supplierCount > 0 ? 'Supplier' : 'Self Supplier'}
      </Button>
      <Button size="small" onClick={() => navigate(`/Manufacturers/${record.id}`)}>
        Edit
      </Button>
      <Button size="small" disabled={!record.userId} onClick={() => setDialog('reset')}>
        Reset password
      </Button>
      <ManufacturerActiveToggle record={record} />
      <Tooltip title="Details">
        <IconButton
          aria-label={`Open ${record.name}`}
          onClick={() =>
            navigate(`/ManufacturerDetail?manufacturerId=${record.id}`, {state: {manufacturerId: record.id}})
          }
        >
          <ArrowForwardIcon />
        </IconButton>
      </Tooltip>
      {dialog === 'suppliers' && (
        <LinkedSuppliersDialog
          by={{manufacturerId: record.id}}
          title={`Suppliers of ${record.name}`}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'reset' && record.userId && (
        <ResetPasswordDialog userId={record.userId} userName={record.userName ?? ''} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
};
