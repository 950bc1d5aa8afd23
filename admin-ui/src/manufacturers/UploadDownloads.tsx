import DownloadIcon from '@mui/icons-material/Download';
import {Button, Stack} from '@mui/material';
import {type UploadFileFieldsFragment, type DownloadedFile, rest, saveDownload} from '@voltcheck/api-client';
import {WithReason} from '@voltcheck/ui-shared';
import {useNotify} from 'react-admin';

const NO_FILE = 'No file was kept for this upload.';

/**
 * An upload's files, through the routes the portal uses (the server checks the administrator and the manufacturer
 * named): the original file, the import report and the ledger report. Uploads loaded without a file keep neither of
 * the first two, and say so on hover.
 */
export function UploadDownloads({upload, manufacturerId}: {upload: UploadFileFieldsFragment; manufacturerId: string}) {
  const notify = useNotify();
  const query = {batchId: upload.batchId, manufacturerId: Number(manufacturerId)};
  const save = (download: Promise<DownloadedFile>, fallback: string) =>
    saveDownload(download, fallback).catch(() => notify('some error occured', {type: 'error'}));
  const button = (label: string, onClick: () => void) => (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      aria-label={`${label} of upload ${upload.uploadId}`}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return (
    <Stack direction="row" spacing={0.5}>
      <WithReason reason={upload.systemFileName ? null : NO_FILE}>
        {button('Original', () =>
          save(
            rest.download('get', '/api/upload/original', {params: {query: {...query, index: 0}}}),
            upload.sourceFileName ?? 'original',
          ),
        )}
      </WithReason>
      <WithReason reason={upload.reportFileName ? null : NO_FILE}>
        {button('Report', () =>
          save(
            rest.download('get', '/api/upload/report', {params: {query: {...query, fileName: 'csv'}}}),
            'report.csv',
          ),
        )}
      </WithReason>
      {button('Ledger Report', () =>
        save(rest.download('get', '/api/upload/ledger-report', {params: {query}}), 'SerialLedgerReport.csv'),
      )}
    </Stack>
  );
}
