import {FormControlLabel, Switch} from '@mui/material';
import {useRecordContext} from 'react-admin';
import type {AppProvider} from '@voltcheck/api-client';
import {useAppProviderUpdate} from './useAppProviderUpdate';

/**
 * The Test mode (sandbox) switch of a provider row: its calls are then answered as in production but leave only their
 * batch, marked as test (docs/api.md, Sandbox). Saves at once.
 */
export const AppProviderTestModeToggle = () => {
  const record = useRecordContext<AppProvider>();
  const {isPending, save} = useAppProviderUpdate(record);
  if (!record) return null;
  return (
    <FormControlLabel
      label={record.testMode ? 'Test' : 'Live'}
      sx={{m: 0, gap: 0.5, whiteSpace: 'nowrap'}}
      control={
        <Switch
          size="small"
          color="warning"
          checked={record.testMode}
          disabled={isPending}
          onClick={e => e.stopPropagation()}
          onChange={(_, checked) => save({testMode: checked})}
          slotProps={{input: {'aria-label': `Test mode for ${record.name}`}}}
        />
      }
    />
  );
};
