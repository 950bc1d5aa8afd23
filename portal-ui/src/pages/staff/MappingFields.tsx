import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {PermissionChecks} from '@voltcheck/ui-shared';
import type {MappingValue} from '@voltcheck/ui-shared';

/** A distributor staff member's manufacturer mapping: each linked manufacturer attached or not, with its permissions. */
export function MappingFields({
  value,
  onChange,
  error,
}: {
  value: MappingValue[];
  onChange(next: MappingValue[]): void;
  error?: string;
}) {
  const update = (index: number, change: Partial<MappingValue>) =>
    onChange(value.map((m, i) => (i === index ? {...m, ...change} : m)));
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" sx={{fontWeight: 700}}>
        Manufacturers
      </Typography>
      {!value.length && <Typography color="text.secondary">No manufacturer is linked with your account.</Typography>}
      {value.map((m, index) => (
        <Paper key={m.manufacturerId} variant="outlined" sx={{p: 1.5}}>
          <FormControlLabel
            label={<Typography sx={{fontWeight: 600}}>{m.displayName}</Typography>}
            control={<Checkbox checked={m.attached} onChange={e => update(index, {attached: e.target.checked})} />}
          />
          <Box sx={{pl: 4}}>
            <PermissionChecks
              label={`Permissions for ${m.displayName}`}
              value={m.permissions}
              disabled={!m.attached}
              onChange={permissions => update(index, {permissions})}
            />
          </Box>
        </Paper>
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
