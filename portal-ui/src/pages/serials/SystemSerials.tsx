import Typography from '@mui/material/Typography';

/**
 * A battery system under its serial: a unit (BMU) lists its modules, a module names its unit. Nothing for any other
 * serial, so plain rows look as before.
 */
export function SystemSerials({parentSerial, modules}: {parentSerial?: string | null; modules?: string[] | null}) {
  if (modules?.length)
    return (
      <Typography variant="caption" color="text.secondary" component="div" sx={{mt: 0.5, maxWidth: 360}}>
        {modules.length} module{modules.length === 1 ? '' : 's'}: {modules.join(', ')}
      </Typography>
    );
  if (parentSerial)
    return (
      <Typography variant="caption" color="text.secondary" component="div" sx={{mt: 0.5}}>
        Module of {parentSerial}
      </Typography>
    );
  return null;
}
