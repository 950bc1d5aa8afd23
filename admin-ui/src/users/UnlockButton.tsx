import LockOpenIcon from '@mui/icons-material/LockOpen';
import {Button} from '@mui/material';
import {useRecordContext} from 'react-admin';
import type {User} from '@voltcheck/api-client';
import {useUserUpdate} from './useUserUpdate';

/** Clears a lockout (lockout end and failed sign-ins). Enabled when there is something to clear. */
export const UnlockButton = () => {
  const record = useRecordContext<User>();
  const {unlock, isPending} = useUserUpdate(record);
  if (!record) return null;
  const lockedOrFailing = record.locked || record.failedLogins > 0 || !!record.lockoutEnd;
  return (
    <Button variant="outlined" startIcon={<LockOpenIcon />} disabled={!lockedOrFailing || isPending} onClick={unlock}>
      Unlock
    </Button>
  );
};
