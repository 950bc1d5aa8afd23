import {useQuery} from '@apollo/client';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {shortDate} from '@voltcheck/ui-shared';
import {PRODUCT_BATTERY_SYSTEM} from './models.queries';

const kwh = (n: number) => `${n} kWh`;

/**
 * The model detail's modular battery data, read-only as the CEC products list gives it: a unit model's module models
 * and approved configurations, or a module model's capacity and the units it fits. Nothing for any other model.
 */
export function ModelSystemPanel({productId, manufacturerId}: {productId: string; manufacturerId?: string | null}) {
  const {data} = useQuery(PRODUCT_BATTERY_SYSTEM, {
    variables: {productId, manufacturerId},
  });
  const system = data?.product.batterySystem;
  const module = data?.product.batteryModule;
  if (module)
    return (
      <Paper sx={{p: 2, mb: 2}} aria-label="Battery module">
        <Typography variant="h2" sx={{mb: 1}}>
          Battery module
        </Typography>
        <Typography>
          {kwh(module.nominalKWh)} nominal, {kwh(module.usableKWh)} usable per module. Fits:{' '}
          {module.units.join(', ') || 'no unit model'}
        </Typography>
      </Paper>
    );
  if (!system) return null;
  return (
    <Paper sx={{p: 2, mb: 2}} aria-label="Battery system">
      <Typography variant="h2" sx={{mb: 1}}>
        Battery system
      </Typography>
      <Typography sx={{mb: 1}}>
        Modules:{' '}
        {system.modules.map(m => `${m.model} (${kwh(m.nominalKWh)} nominal, ${kwh(m.usableKWh)} usable)`).join(', ')}
      </Typography>
      <Table size="small" aria-label="Approved configurations">
        <TableHead>
          <TableRow>
            <TableCell>Modules</TableCell>
            <TableCell>Nominal</TableCell>
            <TableCell>Usable</TableCell>
            <TableCell>Approved</TableCell>
            <TableCell>Expires</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {system.configurations.map(c => (
            <TableRow key={c.moduleCount}>
              <TableCell>{c.moduleCount}</TableCell>
              <TableCell>{kwh(c.nominalKWh)}</TableCell>
              <TableCell>{kwh(c.usableKWh)}</TableCell>
              <TableCell>{shortDate(c.approvedDate)}</TableCell>
              <TableCell>{shortDate(c.expiryDate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
