import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {useDropzone} from 'react-dropzone';
import type {FileReading} from './useFileReading';
import {formatCount} from '../../components/formatCount';

/** Supported files: csv, xls, xlsx (document 001 section 5). */
export const ACCEPTED_FILES = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/** What the drop zone says while a file is on its way: sent so far, then rows the server has read. */
function ReadingStatus({reading}: {reading?: FileReading | null}) {
  if (!reading) return <Typography>Reading the file…</Typography>;
  if (reading.sent < 1) {
    const percent = Math.round(reading.sent * 100);
    return (
      <Box sx={{flex: '0 1 360px', textAlign: 'left'}}>
        <Typography>
          Uploading {reading.fileName}… {percent} %
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" sx={{mt: 1}} />
      </Box>
    );
  }
  return (
    <Typography>
      Reading {reading.fileName}…{reading.rows > 0 && ` ${formatCount(reading.rows)} rows so far`}
    </Typography>
  );
}

/** The drop zone with its file picker; several files may be dropped at once. */
export function FileDrop({
  onFiles,
  busy,
  reading,
  compact = false,
}: {
  onFiles(files: File[]): void;
  busy: boolean;
  reading?: FileReading | null;
  compact?: boolean;
}) {
  const {getRootProps, getInputProps, isDragActive, open, fileRejections} = useDropzone({
    accept: ACCEPTED_FILES,
    multiple: true,
    disabled: busy,
    noClick: true,
    onDropAccepted: onFiles,
  });
  return (
    <Box
      {...getRootProps()}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        bgcolor: isDragActive ? 'rgba(11,93,122,0.06)' : 'background.paper',
        borderRadius: 3,
        p: compact ? 2 : {xs: 3, md: 5},
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <input {...getInputProps()} aria-label="Flash data files" data-testid="flash-file-input" />
      {busy ? (
        <Box role="status" sx={{display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center'}}>
          {!(reading && reading.sent < 1) && <CircularProgress size={24} />}
          <ReadingStatus reading={reading} />
        </Box>
      ) : (
        <>
          {!compact && <UploadFileIcon color="primary" sx={{fontSize: 48, mb: 1}} />}
          <Typography sx={{fontWeight: 600}}>
            {compact ? 'Add more files of the same batch' : 'Drag and drop your flash data files here'}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{mb: 1.5}}>
            csv, xls or xlsx; several files at once
          </Typography>
          <Button variant={compact ? 'outlined' : 'contained'} onClick={open}>
            Choose files
          </Button>
        </>
      )}
      {fileRejections.length > 0 && (
        <Typography color="error" variant="body2" sx={{mt: 1.5}}>
          {fileRejections.map(r => r.file.name).join(', ')}: only csv, xls and xlsx files can be imported.
        </Typography>
      )}
    </Box>
  );
}
