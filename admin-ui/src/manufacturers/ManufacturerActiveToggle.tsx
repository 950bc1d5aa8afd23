import {Button, Typography} from '@mui/material';
import type {CanActivateManufacturersQuery, Manufacturer} from '@voltcheck/api-client';
import {useState} from 'react';
import {useNotify, useRefresh} from 'react-admin';
import {CAN_ACTIVATE, SET_MANUFACTURER_ACTIVE} from './queries';
import {useConsoleClient, useConsoleQuery} from '../graphql';
import {WithReason} from '@voltcheck/ui-shared';
import {NOT_ON_ALLOW_LIST} from '../layout/allowList';

/** Active / De-Active (document 002, sections 2.6 and 4): Loading during the call; allow-listed administrators only. */
export const ManufacturerActiveToggle = ({record}: {record: Pick<Manufacturer, 'id' | 'isActive'>}) => {
  const {data, error} = useConsoleQuery<CanActivateManufacturersQuery>(CAN_ACTIVATE);
  const {mutate} = useConsoleClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (error)
    return (
      <Typography variant="caption" color="error">
        Some error occured
      </Typography>
    );
  if (!data)
    return (
      <Button size="small" variant="outlined" disabled>
        Loading
      </Button>
    );
  if (!data.canActivateManufacturers)
    return (
      <WithReason reason={NOT_ON_ALLOW_LIST}>
        <Button size="small" variant="outlined">
          {record.isActive ? 'Active' : 'De-Active'}
        </Button>
      </WithReason>
    );
  const toggle = async () => {
    setBusy(true);
    try {
      await mutate(SET_MANUFACTURER_ACTIVE, {manufacturerId: record.id, active: !record.isActive});
      refresh();
    } catch (err) {
      notify((err as Error).message, {type: 'error'});
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      color={record.isActive ? 'success' : 'error'}
      disabled={busy}
      onClick={toggle}
    >
      {busy ? 'Loading' : record.isActive ? 'Active' : 'De-Active'}
    </Button>
  );
};
