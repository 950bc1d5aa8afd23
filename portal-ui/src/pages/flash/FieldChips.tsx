import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import type {ImportMapping, WorkSheet} from './flash.types';

export const FIELD_DRAG_TYPE = 'application/x-voltcheck-field';

/** The required and optional fields, to drag onto a column (HTML5 drag and drop). */
export function FieldChips({
  sheet,
  mappings,
  disabled,
}: {
  sheet: WorkSheet;
  mappings: ImportMapping[];
  disabled: boolean;
}) {
  const mapped = new Set(sheet.columns.map(c => c.fieldName).filter(Boolean));
  const group = (title: string, fields: ImportMapping[]) => (
    <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75}}>
      <Typography variant="body2" sx={{fontWeight: 600, minWidth: 110}}>
        {title}
      </Typography>
      {fields.map(m => {
        const done = mapped.has(m.fieldName);
        return (
          <Chip
            key={m.fieldName}
            size="small"
            label={m.optional ? m.fieldName : `${m.fieldName} *`}
            icon={done ? <CheckIcon /> : <DragIndicatorIcon />}
            color={done ? 'success' : m.optional ? 'default' : 'warning'}
            variant={done ? 'filled' : 'outlined'}
            draggable={!disabled}
            onDragStart={e => {
              e.dataTransfer.setData(FIELD_DRAG_TYPE, m.fieldName);
              e.dataTransfer.effectAllowed = 'copy';
            }}
            sx={{cursor: disabled ? 'default' : 'grab'}}
          />
        );
      })}
    </Box>
  );
  return (
    <Box sx={{display: 'grid', gap: 1, mb: 2}}>
      {group(
        'Required fields',
        mappings.filter(m => !m.optional),
      )}
      {group(
        'Optional fields',
        mappings.filter(m => m.optional),
      )}
      <Typography variant="caption" color="text.secondary">
        Drag a field onto a column, or choose it in the column&apos;s dropdown. * marks a required field.
      </Typography>
    </Box>
  );
}
