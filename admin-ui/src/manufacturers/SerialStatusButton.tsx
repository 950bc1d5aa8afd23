import {Button} from '@mui/material';
import {SerialStatusDialog} from '@voltcheck/ui-shared';
import {useState} from 'react';

/** Change status of this manufacturer's serials: a list, a file, a range or a model's uploads in a date window. */
export const SerialStatusButton = ({manufacturerId, onDone}: {manufacturerId: string; onDone: () => void}) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        Change status
      </Button>
      {open && (
        <SerialStatusDialog
          serials={[]}
          manufacturerId={Number(manufacturerId)}
          onClose={() => setOpen(false)}
          onDone={onDone}
        />
      )}
    </>
  );
};
