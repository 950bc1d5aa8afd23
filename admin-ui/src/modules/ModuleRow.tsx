import {Box, Chip, TableCell, TableRow} from '@mui/material';
import type {BatterySystemsQuery} from '@voltcheck/api-client';

export type BatteryUnit = BatterySystemsQuery['batterySystems']['list'][number];

const kwh = (n: number) => `${n.toLocaleString('en-AU', {maximumFractionDigits: 2})} kWh`;

/** One battery system: its unit, its modules (each with its model and state) and their capacity. */
export const ModuleRow = ({unit}: {unit: BatteryUnit}) => (
  <TableRow hover sx={{verticalAlign: 'top'}}>
    <TableCell>
      <Box sx={{fontWeight: 600}}>{unit.serial}</Box>
      <Box sx={{color: 'text.secondary'}}>
        {unit.brand} · {unit.model}
      </Box>
    </TableCell>
    <TableCell>{unit.manufacturerName ?? '—'}</TableCell>
    <TableCell sx={{textTransform: 'capitalize'}}>
      {unit.state}
      {unit.installationId && (
        <Box sx={{color: 'text.secondary', textTransform: 'none'}}>
          #{unit.installationId}
          {unit.nmi ? ` · NMI ${unit.nmi}` : ''}
        </Box>
      )}
    </TableCell>
    <TableCell align="right">{unit.moduleCount}</TableCell>
    <TableCell align="right" sx={{whiteSpace: 'nowrap'}}>
      {kwh(unit.nominalKWh)}
      <Box sx={{color: 'text.secondary'}}>{kwh(unit.usableKWh)} usable</Box>
    </TableCell>
    <TableCell>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 420}}>
        {unit.modules.length === 0 && '—'}
        {unit.modules.map(m => (
          <Chip
            key={m.serial}
            size="small"
            variant={m.state === 'installed' ? 'filled' : 'outlined'}
            label={`${m.serial} · ${m.model}`}
            title={m.state}
          />
        ))}
      </Box>
    </TableCell>
  </TableRow>
);
