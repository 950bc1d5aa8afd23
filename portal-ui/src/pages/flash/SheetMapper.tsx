import {useState} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import BlockIcon from '@mui/icons-material/Block';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import type {ImportMapping, WorkFile} from './flash.types';
import {FieldChips} from './FieldChips';
import {MappingTable} from './MappingTable';
import {applyMapping, hasCommonFormat, missingRequired, sheetLabel, toggleSheet} from './sheetState';
import {formatCount} from '../../components/formatCount';

interface Props {
  files: WorkFile[];
  mappings: ImportMapping[];
  onChange(files: WorkFile[]): void;
}

/** Files, then per-sheet tabs, then the column mapping of the active sheet. */
export function SheetMapper({files, mappings, onChange}: Props) {
  const [fileIdx, setFileIdx] = useState(0);
  const [sheetIdx, setSheetIdx] = useState(0);
  const file = files[Math.min(fileIdx, files.length - 1)];
  const sheet = file?.sheets[Math.min(sheetIdx, file.sheets.length - 1)];
  if (!file || !sheet) return null;
  const target = {file: files.indexOf(file), sheet: file.sheets.indexOf(sheet)};
  const missing = sheet.enabled ? missingRequired(sheet, mappings) : [];

  return (
    <Box>
      {files.length > 1 && (
        <Tabs
          value={target.file}
          onChange={(_, v: number) => {
            setFileIdx(v);
            setSheetIdx(0);
          }}
          variant="scrollable"
          aria-label="Files"
          sx={{mb: 1}}
        >
          {files.map((f, i) => (
            <Tab
              key={f.systemName}
              value={i}
              icon={<InsertDriveFileOutlinedIcon fontSize="small" />}
              iconPosition="start"
              label={f.originalName}
              sx={{minHeight: 48, textTransform: 'none'}}
            />
          ))}
        </Tabs>
      )}
      {hasCommonFormat(files) && (
        <Alert severity="info" sx={{mb: 2}}>
          All sheets share the same format: a mapping change applies to every sheet.
        </Alert>
      )}
      <Tabs
        value={target.sheet}
        onChange={(_, v: number) => setSheetIdx(v)}
        variant="scrollable"
        aria-label="Sheets"
        sx={{borderBottom: 1, borderColor: 'divider', mb: 2}}
      >
        {file.sheets.map((s, i) => (
          <Tab
            key={`${s.index}-${s.name}`}
            value={i}
            title={s.name}
            label={sheetLabel(s.name)}
            sx={{
              textTransform: 'none',
              textDecoration: s.enabled ? 'none' : 'line-through',
              color: s.enabled ? undefined : 'text.disabled',
            }}
          />
        ))}
      </Tabs>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2}}>
        <Typography
          variant="h6"
          component="h3"
          sx={{textDecoration: sheet.enabled ? 'none' : 'line-through', wordBreak: 'break-all'}}
        >
          {sheet.name}
        </Typography>
        {!sheet.isEmpty && (
          <Typography variant="body2" color="text.secondary">
            {formatCount(sheet.totalRowCount)} data rows
            {sheet.emptyRowCount ? `, ${formatCount(sheet.emptyRowCount)} empty` : ''}
          </Typography>
        )}
        <Box sx={{flex: 1}} />
        {sheet.isEmpty ? (
          <Chip label="Sheet is empty & ignored" />
        ) : sheet.enabled ? (
          <Button
            size="small"
            color="inherit"
            startIcon={<BlockIcon />}
            onClick={() => onChange(toggleSheet(files, target))}
          >
            Ignore sheet
          </Button>
        ) : (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddCircleOutlineIcon />}
            onClick={() => onChange(toggleSheet(files, target))}
          >
            Add sheet
          </Button>
        )}
      </Box>
      {!sheet.isEmpty && (
        <>
          {missing.length > 0 && (
            <Alert severity="warning" sx={{mb: 2}}>
              Every non-optional field must be mapped before processing: {missing.join(', ')}.
            </Alert>
          )}
          <FieldChips sheet={sheet} mappings={mappings} disabled={!sheet.enabled} />
          <MappingTable
            sheet={sheet}
            mappings={mappings}
            disabled={!sheet.enabled}
            onMap={(columnIndex, fieldName) => onChange(applyMapping(files, target, columnIndex, fieldName, mappings))}
          />
        </>
      )}
    </Box>
  );
}
