import {Chip, Stack} from '@mui/material';
import {useRecordContext} from 'react-admin';
import type {User} from '@voltcheck/api-client';

/** Active / Deactivated, plus Locked and Not activated when they apply. */
export const UserStatusField = (_: {label?: string}) => {
  const record = useRecordContext<User>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{flexWrap: 'wrap'}}>
      {!record.isActive && <Chip size="small" label="Deactivated" color="default" />}
      {record.locked && <Chip size="small" label="Locked" color="error" variant="outlined" />}
      {!record.emailConfirmed && <Chip size="small" label="Not activated" color="warning" variant="outlined" />}
      {record.isActive && !record.locked && record.emailConfirmed && (
        <Chip size="small" label="OK" color="success" variant="outlined" />
      )}
    </Stack>
  );
};
