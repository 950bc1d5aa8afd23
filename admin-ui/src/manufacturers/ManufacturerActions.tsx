import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {Button, IconButton, Menu, MenuItem, Stack, Tooltip} from '@mui/material';
import type {Manufacturer} from '@voltcheck/api-client';
import {useState} from 'react';
import {useNotify} from 'react-admin';
import {useNavigate} from 'react-router-dom';
import {download} from '../registry/download';
import {ResetPasswordDialog} from '../registry/ResetPasswordDialog';
import {LinkedSuppliersDialog} from './LinkedSuppliersDialog';
import {ManufacturerActiveToggle} from './ManufacturerActiveToggle';

/** The buttons of one manufacturer (document 002, section 2.6). */
export const ManufacturerActions = ({record}: {record: Manufacturer}) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'suppliers' | 'reset' | null>(null);
  const base = `/admin/manufacturers/${record.id}`;
  const save = (path: string, name: string) => {
    setMenu(null);
    download(path, name).catch(() => notify('some error occured', {type: 'error'}));
  };
  return (
    <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap', alignItems: 'center', rowGap: 1}}>
      <Button size="small" variant="outlined" onClick={e => setMenu(e.currentTarget)}>
        Failed Serials
      </Button>
      <Menu open={!!menu} anchorEl={menu} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => save(`${base}/failed-serials?format=csv`, `${record.name}_failed_serials.csv`)}>
          CSV
        </MenuItem>
        <MenuItem onClick={() => save(`${base}/failed-serials?format=xlsx`, `${record.name}_failed_serials.xlsx`)}>
          XLSX
        </MenuItem>
      </Menu>
      <Button size="small" onClick={() => save(`${base}/not-found-serials`, `${record.name}_failed.csv`)}>
        Not-found serials
      </Button>
      <Button size="small" onClick={() => save(`${base}/parallel-import`, `${record.name}_parallel_import.csv`)}>
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
