import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export function YearSelect({
  years,
  value,
  onChange,
  label,
}: {
  years: number[];
  value: number;
  onChange: (year: number) => void;
  label: string;
}) {
  return (
    <TextField
      select
      size="small"
      label="Year"
      value={value}
      onChange={e => onChange(Number(e.target.value))}
      slotProps={{htmlInput: {'aria-label': label}}}
      sx={{minWidth: 110}}
    >
      {years.map(y => (
        <MenuItem key={y} value={y}>
          {y}
        </MenuItem>
      ))}
    </TextField>
  );
}
