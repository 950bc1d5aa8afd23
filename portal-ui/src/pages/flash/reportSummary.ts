import type {AlertColor} from '@mui/material/Alert';
import {formatCount} from '../../components/formatCount';
import type {UploadType} from './flash.types';

/** Document 001's success texts, word for word. */
export const SUCCESS_TEXT: Record<UploadType, string> = {
  1: 'Flash data imported succesfully.',
  2: 'Serials resolved succesfully',
};

/**
 * The line above an import's counts. The catalogue's success text (document 001) when rows were saved; when every row
 * failed nothing was imported, and saying "imported succesfully" would contradict the counts below it.
 */
export function reportSummary(report: {mode: UploadType; success: number; failed: number; total: number}): {
  severity: AlertColor;
  text: string;
} {
  const failed = `${formatCount(report.failed)} of ${formatCount(report.total)} rows failed`;
  if (report.failed > 0 && report.success === 0)
    return {severity: 'error', text: `Nothing was saved: ${failed}; the report gives the reason of each.`};
  if (report.failed > 0)
    return {severity: 'warning', text: `${SUCCESS_TEXT[report.mode]} ${failed}; the report gives the reason of each.`};
  return {severity: 'success', text: SUCCESS_TEXT[report.mode]};
}
