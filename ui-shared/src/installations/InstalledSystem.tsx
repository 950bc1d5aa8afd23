import Typography from '@mui/material/Typography';
import type {InstalledSerialFieldsFragment} from '@voltcheck/api-client';

type Row = InstalledSerialFieldsFragment;

const kwh = (n: number) => n.toLocaleString('en-AU', {maximumFractionDigits: 2});

/**
 * A battery system in the installation view: a unit (BMU) shows its modules, capacity and whether that many modules
 * is an approved configuration; a module names its unit. Nothing for any other serial.
 */
export function InstalledSystem({parentSerial, system}: Pick<Row, 'parentSerial' | 'system'>) {
  if (system)
    return (
      <Typography variant="caption" color="text.secondary" component="div">
        Battery system: {system.moduleCount} module{system.moduleCount === 1 ? '' : 's'}, {kwh(system.nominalKWh)} kWh
        nominal, {kwh(system.usableKWh)} kWh usable ·{' '}
        {system.configuration
          ? `approved configuration of ${system.configuration.moduleCount}`
          : 'no approved configuration'}
      </Typography>
    );
  if (parentSerial)
    return (
      <Typography variant="caption" color="text.secondary" component="div">
        Module of {parentSerial}
      </Typography>
    );
  return null;
}
