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
import {reportSummary, SUCCESS_TEXT} from './reportSummary';

/** The import's outcome once Done: no success claimed when every row failed. */
function DoneSummary({type, result}: {type: UploadType; result: ImportProgress['result']}) {
  const summary = result
    ? reportSummary({mode: type, ...result})
    : {severity: 'success' as const, text: SUCCESS_TEXT[type]};
  return <Alert severity={summary.severity}>{summary.text}</Alert>;
}

function caption(progress: ImportProgress, index: number, totalRows: number): string | undefined {
  if (index === 1 && progress.rowsRead) {
    return totalRows
      ? `${formatCount(progress.rowsRead)} of ${formatCount(totalRows)} rows read`
      : `${formatCount(progress.rowsRead)} rows read`;
  }
  if (index === 2 && progress.rowsCopied) return `${formatCount(progress.rowsCopied)} rows copied`;
  if (index === 3 && progress.result)
    return `${formatCount(progress.result.success)} saved, ${formatCount(progress.result.failed)} failed`;
  return undefined;
}

/** The share of the rows read while they are being read (totalRows: the enabled sheets' data rows, from the preview). */
function readPercent(progress: ImportProgress, totalRows: number): number | undefined {
  if (progress.step !== 1 || !totalRows) return undefined;
  return Math.min(100, (100 * progress.rowsRead) / totalRows);
}

/** Preparing → Processing → Persisting → Done, driven by the live events. */
export function ImportStepper({
  progress,
  type,
  totalRows = 0,
}: {
  progress: ImportProgress;
  type: UploadType;
  totalRows?: number;
}) {
  const done = progress.step >= DONE_STEP;
  const percent = readPercent(progress, totalRows);
  return (
    <Box aria-live="polite">
      <Stepper activeStep={progress.step} alternativeLabel sx={{mb: 3}} aria-label="Import progress">
        {IMPORT_STEPS.map((label, i) => {
          const text = caption(progress, i, totalRows);
          return (
            <Step key={label}>
              <StepLabel
                error={!!progress.error && i === progress.step}
                optional={text ? <Typography variant="caption">{text}</Typography> : undefined}
              >
                {label}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      {!done && !progress.error && (
        <LinearProgress
          aria-label="Importing"
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          sx={{mb: 2}}
        />
      )}
      {progress.retrying && !progress.error && <Alert severity="warning">{progress.retrying}</Alert>}
      {progress.error && <Alert severity="error">{progress.error}</Alert>}
      {done && <DoneSummary type={type} result={progress.result} />}
    </Box>
  );
}
