import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

const STEPS: Array<[string, string]> = [
  ['Choose the mode', "'Fresh upload' imports newly shipped serials; 'Resolve failed serials' re-uploads serials that failed verification."],
  ['Pick your files', 'Drop csv, xls or xlsx files on the drop zone, or use Choose files. Several files form one batch.'],
  ['Check the sheets', 'Each sheet has a tab. Empty sheets are ignored; use Ignore sheet or Add sheet to leave a sheet out or bring it back.'],
  ['Map the columns', 'The header row is the first row with at least two filled cells. Columns with known names are mapped for you; choose a field in a column’s dropdown, or drag a field onto the column. Serial Number and Model are required.'],
  ['Process Now', 'The import runs through Preparing, Processing, Persisting and Done. You then see the result and can download the report, which gives the reason of every failed row.'],
];

/** The Help dialog of the flash data page: a short written guide. */
export function FlashHelpDialog({open, onClose}: {open: boolean; onClose(): void}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="flash-help-title">
      <DialogTitle id="flash-help-title">How to import flash data</DialogTitle>
      <DialogContent dividers>
        <ol style={{margin: 0, paddingLeft: 20}}>
          {STEPS.map(([title, text]) => (
            <li key={title} style={{marginBottom: 12}}>
              <Typography sx={{fontWeight: 600}}>{title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </li>
          ))}
        </ol>
        <Typography variant="body2" color="text.secondary">
          Numeric fields (capacities, Pmax, Voc…) must hold numbers; a trailing a, v, w or % is accepted.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
