import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type {UploadType} from './flash.types';
import {DONE_STEP, IMPORT_STEPS} from './useImportProgress';
import type {ImportProgress} from './useImportProgress';
import {formatCount} from '../../components/formatCount';

export const SUCCESS_TEXT: Record<UploadType, string> = {1: 'Flash data imported succesfully.', 2: 'Serials resolved succesfully'};

function caption(progress: ImportProgress, index: number): string | undefined {
  if (index === 1 && progress.rowsRead) return `${formatCount(progress.rowsRead)} rows read`;
  if (index === 2 && progress.rowsCopied) return `${formatCount(progress.rowsCopied)} rows copied`;
  if (index === 3 && progress.result) return `${formatCount(progress.result.success)} saved, ${formatCount(progress.result.failed)} failed`;
  return undefined;
}

/** Preparing → Processing → Persisting → Done, driven by the live events. */
export function ImportStepper({progress, type}: {progress: ImportProgress; type: UploadType}) {
  const done = progress.step >= DONE_STEP;
  return (
    <Box aria-live="polite">
      <Stepper activeStep={progress.step} alternativeLabel sx={{mb: 3}} aria-label="Import progress">
        {IMPORT_STEPS.map((label, i) => {
          const text = caption(progress, i);
          return (
            <Step key={label}>
              <StepLabel error={!!progress.error && i === progress.step} optional={text ? <Typography variant="caption">{text}</Typography> : undefined}>
                {label}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      {!done && !progress.error && <LinearProgress aria-label="Importing" sx={{mb: 2}} />}
      {progress.retrying && !progress.error && <Alert severity="warning">{progress.retrying}</Alert>}
      {progress.error && <Alert severity="error">{progress.error}</Alert>}
      {done && <Alert severity="success">{SUCCESS_TEXT[type]}</Alert>}
    </Box>
  );
}
