import {FormControlLabel, Switch, Tooltip} from '@mui/material';
import {useRecordContext} from 'react-admin';
import type {User} from '@voltcheck/api-client';
import {useUserUpdate} from './useUserUpdate';

/** The Active switch of a user row or page: saves at once. */
export const UserActiveToggle = ({withLabel = false}: {withLabel?: boolean}) => {
  const record = useRecordContext<User>();
  const {setActive, isPending, isSelf} = useUserUpdate(record);
  if (!record) return null;
  const control = (
    <Switch
      size="small"
      checked={record.isActive}
      disabled={isPending || isSelf}
      onClick={e => e.stopPropagation()}
      onChange={(_, checked) => setActive(checked)}
      slotProps={{input: {'aria-label': `${record.isActive ? 'Deactivate' : 'Activate'} ${record.username}`}}}
    />
  );
  const body = withLabel ? (
    <FormControlLabel control={control} label={record.isActive ? 'Active' : 'Deactivated'} />
  ) : (
    control
  );
  return isSelf ? (
    <Tooltip title="You cannot deactivate your own account.">
      <span>{body}</span>
    </Tooltip>
  ) : (
    body
  );
};
