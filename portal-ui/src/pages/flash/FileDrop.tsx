import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {useDropzone} from 'react-dropzone';

/** Supported files: csv, xls, xlsx (document 001 section 5). */
export const ACCEPTED_FILES = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/** The drop zone with its file picker; several files may be dropped at once. */
export function FileDrop({onFiles, busy, compact = false}: {onFiles(files: File[]): void; busy: boolean; compact?: boolean}) {
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
          <CircularProgress size={24} />
          <Typography>Reading the file…</Typography>
        </Box>
      ) : (
        <>
          {!compact && <UploadFileIcon color="primary" sx={{fontSize: 48, mb: 1}} />}
          <Typography sx={{fontWeight: 600}}>{compact ? 'Add more files of the same batch' : 'Drag and drop your flash data files here'}</Typography>
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
          {fileRejections.map((r) => r.file.name).join(', ')}: only csv, xls and xlsx files can be imported.
        </Typography>
      )}
    </Box>
  );
}
