import Chip from '@mui/material/Chip';
import {statusLabel} from '@voltcheck/ui-shared';

/** A recalled or ineligible serial says so beside its number; an available one shows nothing more. */
export function StatusChip({status}: {status: string | null | undefined}) {
  if (!status || status === 'available') return null;
  return (
    <Chip
      size="small"
      color={status === 'recalled' ? 'error' : 'warning'}
      label={statusLabel(status)}
      variant="outlined"
    />
  );
}
