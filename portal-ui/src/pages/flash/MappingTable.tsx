import {useState} from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {ImportMapping, WorkSheet} from './flash.types';
import {FIELD_DRAG_TYPE} from './FieldChips';
import {isNumericCell, NUMERIC_CELL_MESSAGE, WRONG_HEADER_MESSAGE, wrongNumericColumns} from './sheetState';

interface Props {
  sheet: WorkSheet;
  mappings: ImportMapping[];
  disabled: boolean;
  onMap(columnIndex: number, fieldName: string | null): void;
}

/** The header row, a field dropdown (or drop target) per column, and the padded 15-row preview. */
export function MappingTable({sheet, mappings, disabled, onMap}: Props) {
  const [dragOver, setDragOver] = useState<number | null>(null);
  const wrong = wrongNumericColumns(sheet, mappings);
  const numeric = new Set(mappings.filter(m => m.dataType === 'numeric').map(m => m.fieldName));
  const headerRow = sheet.columns[0]?.rowIndex;
  const labelOf = (field: string) =>
    mappings.find(m => m.fieldName === field)?.optional === false ? `${field} *` : field;
  return (
    <Box sx={{overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2, opacity: disabled ? 0.55 : 1}}>
      <Table
        size="small"
        aria-label={`Preview of sheet ${sheet.name}`}
        sx={{
          '& td, & th': {whiteSpace: 'nowrap'},
          '& tbody tr:nth-of-type(even)': {bgcolor: 'grey.50'},
          '& tbody td': {borderBottom: 1, borderColor: 'divider'},
        }}
      >
        <TableHead>
          <TableRow sx={{bgcolor: 'grey.100'}}>
            <TableCell sx={{width: 56, color: 'text.secondary'}}>{headerRow ? `Row ${headerRow}` : 'Row'}</TableCell>
            {sheet.columns.map(c => (
              <TableCell key={c.columnIndex} sx={{fontWeight: 700, minWidth: 170}}>
                {c.columnName || `Column ${c.columnIndex + 1}`}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            <TableCell sx={{color: 'text.secondary', fontSize: 12}}>Field</TableCell>
            {sheet.columns.map(c => {
              const label = c.columnName || `Column ${c.columnIndex + 1}`;
              return (
                <TableCell
                  key={c.columnIndex}
                  onDragOver={e => {
                    if (disabled || !e.dataTransfer.types.includes(FIELD_DRAG_TYPE)) return;
                    e.preventDefault();
                    setDragOver(c.columnIndex);
                  }}
                  onDragLeave={() => setDragOver(null)}
                  onDrop={e => {
                    e.preventDefault();
                    setDragOver(null);
                    const field = e.dataTransfer.getData(FIELD_DRAG_TYPE);
                    if (field && !disabled) onMap(c.columnIndex, field);
                  }}
                  sx={{verticalAlign: 'top', bgcolor: dragOver === c.columnIndex ? 'rgba(11,93,122,0.12)' : undefined}}
                >
                  <TextField
                    select
                    size="small"
                    fullWidth
                    disabled={disabled}
                    value={c.fieldName ?? ''}
                    onChange={e => onMap(c.columnIndex, e.target.value || null)}
                    slotProps={{
                      htmlInput: {'aria-label': `Field for column ${label}`},
                      select: {
                        displayEmpty: true,
                        renderValue: v => (v ? labelOf(String(v)) : <em style={{color: '#888'}}>Not mapped</em>),
                      },
                    }}
                    color={c.fieldName ? 'success' : undefined}
                    focused={c.fieldName ? true : undefined}
                  >
                    <MenuItem value="">
                      <em>Not mapped</em>
                    </MenuItem>
                    {mappings.map(m => (
                      <MenuItem key={m.fieldName} value={m.fieldName}>
                        {labelOf(m.fieldName)}
                      </MenuItem>
                    ))}
                  </TextField>
                  {wrong.has(c.columnIndex) && (
                    <Typography
                      variant="caption"
                      color="error"
                      sx={{display: 'block', mt: 0.5, whiteSpace: 'normal', maxWidth: 220}}
                    >
                      {WRONG_HEADER_MESSAGE}
                    </Typography>
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {sheet.rows.map((row, i) => (
            <TableRow key={i} sx={{height: 33}}>
              <TableCell sx={{color: 'text.secondary'}}>{row.rowIndex ?? ''}</TableCell>
              {row.values.map((value, ci) => {
                const column = sheet.columns[ci];
                const bad =
                  !!column?.fieldName &&
                  numeric.has(column.fieldName) &&
                  row.rowIndex !== null &&
                  row.values.some(Boolean) &&
                  !isNumericCell(value);
                return (
                  <TableCell
                    key={ci}
                    title={bad ? NUMERIC_CELL_MESSAGE : undefined}
                    sx={bad ? {bgcolor: 'rgba(211,47,47,0.1)', color: 'error.main'} : undefined}
                  >
                    {value}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
