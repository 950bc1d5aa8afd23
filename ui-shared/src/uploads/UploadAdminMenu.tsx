import {useState} from 'react';
import {useQuery} from '@apollo/client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type {UploadDeleteReasonsQuery} from '@voltcheck/api-client';
import {CUSTOM_REASON_REQUIRED, DELETE_REASONS_QUERY, REASON_REQUIRED, uploadAdminAction} from './uploadAdmin';
import type {AdminUpload} from './uploadAdmin';

type Action = 'delete' | 'restore';

/**
 * The administrators' settings menu of an upload: Delete (with a reason) or Restore, each confirmed; the portal's
 * history card and the console's upload history show it. The server decides (canDeleteOrRestore, and again on the call).
 */
export function UploadAdminMenu({upload, onChanged}: {upload: AdminUpload; onChanged(): void}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [custom, setCustom] = useState('');
  const [invalid, setInvalid] = useState('');
  const [busy, setBusy] = useState(false);
  const reasons =
    useQuery<UploadDeleteReasonsQuery>(DELETE_REASONS_QUERY, {skip: action !== 'delete'}).data?.uploadDeleteReasons ??
    [];
  const [error, setError] = useState('');
  const deleted = upload.stateLabel === 'Deleted';
  const canRestore = deleted && !upload.restoredTo;

  const openDialog = (a: Action) => {
    setAnchor(null);
    setAction(a);
    setReason('');
    setCustom('');
    setInvalid('');
    setError('');
  };
  const close = () => !busy && setAction(null);

  const confirm = async () => {
    if (action === 'delete') {
      if (!reason) return setInvalid(REASON_REQUIRED);
      if (reason === 'Other' && !custom.trim()) return setInvalid(CUSTOM_REASON_REQUIRED);
    }
    setInvalid('');
    setError('');
    setBusy(true);
    try {
      const uploadId = Number(upload.uploadId);
      await uploadAdminAction(
        action!,
        action === 'delete'
          ? {UploadId: uploadId, Reason: reason, ...(reason === 'Other' ? {CustomReason: custom.trim()} : {})}
          : {UploadId: uploadId},
      );
      setAction(null);
      onChanged();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={`Settings of upload ${upload.uploadId}`}
        onClick={e => setAnchor(e.currentTarget)}
      >
        <SettingsOutlinedIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {deleted ? (
          <MenuItem disabled={!canRestore || !upload.canDeleteOrRestore} onClick={() => openDialog('restore')}>
            <ListItemIcon>
              <RestoreIcon fontSize="small" />
            </ListItemIcon>
            Restore
          </MenuItem>
        ) : (
          <MenuItem disabled={!upload.canDeleteOrRestore} onClick={() => openDialog('delete')}>
            <ListItemIcon>
              <DeleteOutlineIcon fontSize="small" />
            </ListItemIcon>
            Delete
          </MenuItem>
        )}
      </Menu>
      <Dialog open={!!action} onClose={close} maxWidth="sm" fullWidth aria-labelledby="upload-admin-title">
        <DialogTitle id="upload-admin-title">{action === 'delete' ? 'Delete upload' : 'Restore upload'}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{mb: 2}}>
            {action === 'delete'
              ? `Delete ${upload.sourceFileName ?? 'this upload'} (Id ${upload.uploadId})? Its serials that are not installed are withdrawn.`
              : `Restore ${upload.sourceFileName ?? 'this upload'} (Id ${upload.uploadId})? Its serials become active again.`}
          </DialogContentText>
          {action === 'delete' && (
            <>
              <TextField
                select
                fullWidth
                label="Reason"
                value={reason}
                onChange={e => setReason(e.target.value)}
                error={invalid === REASON_REQUIRED}
                helperText={invalid === REASON_REQUIRED ? invalid : ' '}
              >
                {reasons.map(r => (
                  <MenuItem key={r} value={r}>
                    {r}
                  </MenuItem>
                ))}
              </TextField>
              {reason === 'Other' && (
                <TextField
                  fullWidth
                  multiline
                  minRows={2}
                  label="Custom reason"
                  value={custom}
                  onChange={e => setCustom(e.target.value)}
                  error={invalid === CUSTOM_REASON_REQUIRED}
                  helperText={invalid === CUSTOM_REASON_REQUIRED ? invalid : ' '}
                  slotProps={{htmlInput: {maxLength: 500}}}
                />
              )}
            </>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color={action === 'delete' ? 'error' : 'primary'}
            loading={busy}
            onClick={confirm}
          >
            {action === 'delete' ? 'Delete' : 'Restore'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
