import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {WarrantyLink} from './StoredFile';

/** One warranty's years, document file and URL; choosing a file clears the URL; a stored document is offered. */
export function WarrantyFields(props: {
  label: string;
  years: string;
  url: string;
  file: File | null;
  /** The stored document of the line being edited: kept unless a file or a URL replaces it. */
  stored?: string;
  yearsError?: string;
  documentError?: string;
  onChange: (change: {years?: string; url?: string; file?: File | null}) => void;
}) {
  const {label, years, url, file, onChange} = props;
  return (
    <Grid container spacing={2} sx={{mb: 2}}>
      <Grid size={12}>
        <Typography variant="subtitle1" sx={{fontWeight: 600}}>
          {label} warranty
        </Typography>
      </Grid>
      <Grid size={{xs: 12, sm: 3}}>
        <TextField
          fullWidth
          label={`${label} warranty in years`}
          value={years}
          onChange={e => onChange({years: e.target.value})}
          error={!!props.yearsError}
          helperText={props.yearsError}
        />
      </Grid>
      <Grid size={{xs: 12, sm: 5}}>
        <TextField
          fullWidth
          label={`${label} warranty URL`}
          value={url}
          onChange={e => onChange({url: e.target.value, file: null})}
          error={!!props.documentError}
          helperText={props.documentError ?? 'A link, or upload the document (PDF or Word)'}
        />
      </Grid>
      <Grid size={{xs: 12, sm: 4}}>
        <Button component="label" variant="outlined" fullWidth sx={{height: 56}}>
          {file ? file.name : `Choose ${label.toLowerCase()} warranty file`}
          <input
            hidden
            type="file"
            aria-label={`${label} warranty file`}
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={e => onChange({file: e.target.files?.[0] ?? null, url: ''})}
          />
        </Button>
        {props.stored && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{mt: 0.5, ml: 1.5}}>
            {file || url.trim() ? 'Replaces the current document' : 'Current document: '}
            {!file && !url.trim() && (
              <WarrantyLink link={props.stored} label={`${label.toLowerCase()}-warranty`}>
                Download
              </WarrantyLink>
            )}
          </Typography>
        )}
      </Grid>
    </Grid>
  );
}
