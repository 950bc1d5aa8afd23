import {useState} from 'react';
import {useApolloClient} from '@apollo/client';
import Button from '@mui/material/Button';
import {SerialStatusDialog} from '@voltcheck/ui-shared';
import type {SerialSelection} from './SerialRows';

/**
 * Change status for the serials ticked in a listing, or (none ticked) for a list, a file, a range or a model's
 * uploads; the listings are read again once the server has changed them.
 */
export function SerialStatusAction({selection, onChanged}: {selection: SerialSelection; onChanged: () => void}) {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const serials = [...selection.selected];
  const refresh = () => {
    onChanged();
    void client.refetchQueries({include: ['ProductSerials', 'ModelSerials']});
  };
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {serials.length ? `Change status (${serials.length})` : 'Change status'}
      </Button>
      {open && <SerialStatusDialog serials={serials} onClose={() => setOpen(false)} onDone={refresh} />}
    </>
  );
}
