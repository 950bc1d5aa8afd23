import {useState} from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import {MASKED_SERIAL} from './serialFormat';

/** An available serial shown as 'XXXX-XXXX-XXXX' until clicked; a second click hides it again. */
export function MaskedSerial({serial}: {serial: string}) {
  const [shown, setShown] = useState(false);
  return (
    <ButtonBase
      onClick={() => setShown(s => !s)}
      aria-label={shown ? `Hide serial ${serial}` : 'Reveal serial'}
      aria-pressed={shown}
      sx={{borderRadius: 1, px: 0.5}}
    >
      <Typography variant="body2" sx={{fontFamily: 'monospace'}}>
        {shown ? serial : MASKED_SERIAL}
      </Typography>
    </ButtonBase>
  );
}
