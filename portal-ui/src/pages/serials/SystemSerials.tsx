import Typography from '@mui/material/Typography';
import {MASKED_SERIAL} from './serialFormat';

interface Props {
  parentSerial?: string | null;
  modules?: string[] | null;
  /** An available serial is masked until revealed: its modules and its unit are named masked too. */
  masked?: boolean;
}

/**
 * A battery system under its serial: a unit (BMU) lists its modules, a module names its unit. Nothing for any other
 * serial, so plain rows look as before.
 */
export function SystemSerials({parentSerial, modules, masked = false}: Props) {
  if (modules?.length)
    return (
      <Typography variant="caption" color="text.secondary" component="div" sx={{mt: 0.5, maxWidth: 360}}>
        {modules.length} module{modules.length === 1 ? '' : 's'}
        {masked ? '' : `: ${modules.join(', ')}`}
      </Typography>
    );
  if (parentSerial)
    return (
      <Typography variant="caption" color="text.secondary" component="div" sx={{mt: 0.5}}>
        Module of {masked ? MASKED_SERIAL : parentSerial}
      </Typography>
    );
  return null;
}
