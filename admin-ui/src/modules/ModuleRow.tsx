import {Box, Chip} from '@mui/material';
import type {BatteryUnit} from './resource';

const kwh = (n: number) => `${n.toLocaleString('en-AU', {maximumFractionDigits: 2})} kWh`;

/** The cells of one battery system: its unit, its modules (each with its model and state) and their capacity. */
export const UNIT_CELLS = {
  unit: (unit: BatteryUnit) => (
    <>
      <Box sx={{fontWeight: 600}}>{unit.serial}</Box>
      <Box sx={{color: 'text.secondary'}}>
        {unit.brand} · {unit.model}
      </Box>
    </>
  ),
  state: (unit: BatteryUnit) => (
    <Box sx={{textTransform: 'capitalize'}}>
      {unit.state}
      {unit.installationId && (
        <Box sx={{color: 'text.secondary', textTransform: 'none'}}>
          #{unit.installationId}
          {unit.nmi ? ` · NMI ${unit.nmi}` : ''}
        </Box>
      )}
    </Box>
  ),
  capacity: (unit: BatteryUnit) => (
    <Box sx={{whiteSpace: 'nowrap'}}>
      {kwh(unit.nominalKWh)}
      <Box sx={{color: 'text.secondary'}}>{kwh(unit.usableKWh)} usable</Box>
    </Box>
  ),
  modules: (unit: BatteryUnit) => (
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
  ),
};
