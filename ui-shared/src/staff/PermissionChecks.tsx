import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import {PERMISSIONS} from './permissions';
import {togglePermission} from './staffForm';

/** The permission checkboxes 1 Read … 6 Manage Staff. */
export function PermissionChecks({
  value,
  onChange,
  disabled,
  label,
}: {
  value: number[];
  onChange(next: number[]): void;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <FormGroup row role="group" aria-label={label ?? 'Permissions'}>
      {PERMISSIONS.map(p => (
        <FormControlLabel
          key={p.id}
          label={p.name}
          disabled={disabled}
          control={<Checkbox checked={value.includes(p.id)} onChange={() => onChange(togglePermission(value, p.id))} />}
        />
      ))}
    </FormGroup>
  );
}
