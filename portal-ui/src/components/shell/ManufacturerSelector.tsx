import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {useManufacturerChoice} from '../../session/manufacturerChoice';

/** The header's manufacturer selector of distributors; the choice is passed to every page's calls. */
export function ManufacturerSelector() {
  const {needsChoice, options, manufacturerId, choose} = useManufacturerChoice();
  if (!needsChoice || !options.length) return null;
  return (
    <TextField
      select
      size="small"
      label="Manufacturer"
      value={manufacturerId ?? ''}
      onChange={e => choose(Number(e.target.value))}
      sx={{width: {xs: 140, sm: 240}, flexShrink: 1, minWidth: 0, mr: {xs: 0, sm: 1}}}
    >
      {options.map(o => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
