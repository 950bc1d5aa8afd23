import {FormControlLabel, Switch, Tooltip} from '@mui/material';
import {useRecordContext} from 'react-admin';
import type {AppProvider} from '@voltcheck/api-client';
import {useAppProviderUpdate} from './useAppProviderUpdate';

export const PHOTO_NEEDS_ENABLED = 'The mandatory serial photo can only be switched when the provider is enabled.';

/** The Mandatory serial photo switch of a provider row: saves at once; only while the provider is enabled. */
export const AppProviderPhotoToggle = () => {
  const record = useRecordContext<AppProvider>();
  const {isPending, save} = useAppProviderUpdate(record);
  if (!record) return null;
  const control = (
    <FormControlLabel
      label={record.mandatorySerialPhoto ? 'Required' : 'Optional'}
      sx={{m: 0, gap: 0.5, whiteSpace: 'nowrap'}}
      control={
        <Switch
          size="small"
          checked={record.mandatorySerialPhoto}
          disabled={isPending || !record.enabled}
          onClick={e => e.stopPropagation()}
          onChange={(_, checked) => save({mandatorySerialPhoto: checked})}
          slotProps={{input: {'aria-label': `Mandatory serial photo for ${record.name}`}}}
        />
      }
    />
  );
  return record.enabled ? (
    control
  ) : (
    <Tooltip title={PHOTO_NEEDS_ENABLED}>
      <span>{control}</span>
    </Tooltip>
  );
};
