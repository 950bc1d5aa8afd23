import {FormControlLabel, Switch} from '@mui/material';
import {useState} from 'react';
import {Confirm, useRecordContext} from 'react-admin';
import type {AppProvider} from '@voltcheck/api-client';
import {useAppProviderUpdate} from './useAppProviderUpdate';

/** The Enabled switch of a provider row: asks first (document 002, section 4), then saves. */
export const AppProviderEnabledToggle = () => {
  const record = useRecordContext<AppProvider>();
  const {isPending, save} = useAppProviderUpdate(record);
  const [open, setOpen] = useState(false);
  // What the dialog asks is fixed when it opens: it must not flip while it fades out after saving.
  const [next, setNext] = useState(true);
  if (!record) return null;
  const verb = next ? 'Enable' : 'Disable';
  const ask = () => {
    setNext(!record.enabled);
    setOpen(true);
  };
  return (
    <>
      <FormControlLabel
        label={record.enabled ? 'Enabled' : 'Disabled'}
        sx={{m: 0, gap: 0.5, whiteSpace: 'nowrap'}}
        control={
          <Switch
            size="small"
            checked={record.enabled}
            disabled={isPending}
            onClick={e => e.stopPropagation()}
            onChange={ask}
            slotProps={{input: {'aria-label': `${record.enabled ? 'Disable' : 'Enable'} ${record.name}`}}}
          />
        }
      />
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${verb} ${record.name}?`}
        content={
          next
            ? 'Apps using it can get tokens and call the verification API again as soon as you confirm.'
            : 'Apps using it are refused at once: no new tokens, and tokens already issued stop working on their next call.'
        }
        confirm={verb}
        confirmColor={next ? 'primary' : 'warning'}
        onConfirm={() => save({enabled: next}, () => setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
