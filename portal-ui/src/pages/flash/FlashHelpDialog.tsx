import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {InfoDialog} from '@voltcheck/ui-shared';

// Taken from the real page by scripts/help-pictures.mjs; run it again after changing the page.
import filesPicture from './help/files.png';
import mappingPicture from './help/mapping.png';
import modePicture from './help/mode.png';
import processPicture from './help/process.png';
import sheetsPicture from './help/sheets.png';

interface HelpStep {
  title: string;
  text: string;
  picture: string;
  /** What the picture shows, for those who cannot see it. */
  alt: string;
}

const STEPS: HelpStep[] = [
  {
    title: 'Choose the mode',
    text: "'Fresh upload' imports newly shipped serials; 'Resolve failed serials' re-uploads serials that failed verification.",
    picture: modePicture,
    alt: 'The two cards Fresh upload (chosen) and Resolve failed serials',
  },
  {
    title: 'Pick your files',
    text: 'Drop csv, xls or xlsx files on the drop zone, or use Choose files. Several files form one batch.',
    picture: filesPicture,
    alt: 'The drop zone with its Choose files button',
  },
  {
    title: 'Check the sheets',
    text: 'Each sheet has a tab. Empty sheets are ignored; use Ignore sheet or Add sheet to leave a sheet out or bring it back.',
    picture: sheetsPicture,
    alt: 'Sheet tabs (an empty sheet struck through), Ignore sheet, and the required and optional fields, the mapped ones ticked',
  },
  {
    title: 'Map the columns',
    text: 'The header row is the first row with at least two filled cells. Columns with known names are mapped for you; choose a field in a column’s dropdown, or drag a field onto the column. Serial Number and Model are required.',
    picture: mappingPicture,
    alt: 'The preview: the header row, a field dropdown under each column, and the first data rows',
  },
  {
    title: 'Process Now',
    text: 'The import runs through Preparing, Processing, Persisting and Done. You then see the result and can download the report, which gives the reason of every failed row.',
    picture: processPicture,
    alt: 'The import at Processing, with how many of the rows are read so far and its progress bar',
  },
];

/** The Help dialog of the flash data page: a short written guide with a picture of each step. */
export function FlashHelpDialog({open, onClose}: {open: boolean; onClose(): void}) {
  return (
    <InfoDialog open={open} title="How to import flash data" maxWidth="md" onClose={onClose}>
      <ol style={{margin: 0, paddingLeft: 20}}>
        {STEPS.map(step => (
          <li key={step.title} style={{marginBottom: 20}}>
            <Typography sx={{fontWeight: 600}}>{step.title}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{mb: 1}}>
              {step.text}
            </Typography>
            <Box
              component="img"
              src={step.picture}
              alt={step.alt}
              loading="lazy"
              sx={{display: 'block', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1}}
            />
          </li>
        ))}
      </ol>
      <Typography variant="body2" color="text.secondary">
        Numeric fields (capacities, Pmax, Voc…) must hold numbers; a trailing a, v, w or % is accepted.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{mt: 1}}>
        Modular batteries: give each module its own row and put its unit&apos;s (BMU&apos;s) serial in a Parent Serial
        column. The unit may be in the same import, in any row, or uploaded before. Leave Parent Serial empty to upload
        modules alone; they are linked to their unit later, by a later upload naming it or by the installation.
      </Typography>
    </InfoDialog>
  );
}
