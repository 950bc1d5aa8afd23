import {useState} from 'react';
import {useQuery} from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import {Link as RouterLink, useLocation, useSearchParams} from 'react-router-dom';
import type {UploadStateQuery, UploadStateQueryVariables} from '@voltcheck/api-client';
import {config} from '../../config';
import {rest, saveDownload} from '@voltcheck/api-client';
import {downloadFailure} from '../../components/download';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {manufacturerIdVariable, useManufacturerChoice} from '../../session/manufacturerChoice';
import {UPLOAD_STATE} from '../flash/flash.queries';
import type {UploadReportState} from '../flash/flash.types';
import {formatCount} from '../../components/formatCount';
import {reportSummary} from '../flash/reportSummary';
import {LoadingState, uploadSystemCounts} from '@voltcheck/ui-shared';
import {Permitted} from '../../components/Permitted';
import {PERMISSION} from '../../session/permissions';

function Stat({label, value, color}: {label: string; value: number; color?: string}) {
  return (
    <Paper variant="outlined" data-stat={label} sx={{p: 2.5, textAlign: 'center'}}>
      <Typography variant="h3" component="p" sx={{fontWeight: 700, color}}>
        {formatCount(value)}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Paper>
  );
}

/** `/uploadreport`: the result of an import, with 'Upload more' and the report downloads. */
export function UploadReportPage() {
  useDocumentTitle(`${config.productCode} | Upload report`);
  const carried = useLocation().state as UploadReportState | null;
  const [params] = useSearchParams();
  const choice = useManufacturerChoice();
  const batchId = carried?.batchId ?? params.get('batchId') ?? '';
  const manufacturerId = carried?.manufacturerId ?? choice.manufacturerId;
  const {data, loading, error} = useQuery<UploadStateQuery, UploadStateQueryVariables>(UPLOAD_STATE, {
    variables: {batchId, manufacturerId: manufacturerIdVariable(manufacturerId)},
    skip: !!carried || !batchId,
  });
  const [downloadError, setDownloadError] = useState('');
  const [downloading, setDownloading] = useState<string | null>(null);

  const s = data?.upload;
  const report =
    carried ??
    (s && {
      fileName: '',
      batchId,
      success: s.success ?? 0,
      failed: s.failed ?? 0,
      total: s.totalRecords ?? 0,
      unitCount: s.unitCount ?? 0,
      moduleCount: s.moduleCount ?? 0,
      mode: s.type === 2 ? 2 : 1,
    });
  const download = async (format: 'csv' | 'xlsx') => {
    setDownloadError('');
    setDownloading(format);
    try {
      const params = {query: {batchId, manufacturerId, fileName: format}};
      await saveDownload(rest.download('get', '/api/upload/report', {params}), `report.${format}`);
    } catch (err) {
      setDownloadError(downloadFailure(err));
    } finally {
      setDownloading(null);
    }
  };

  const summary = report && reportSummary(report);
  return (
    <Box>
      <Typography variant="h1" sx={{mb: 3}}>
        Upload report
      </Typography>
      {loading && <LoadingState />}
      {(!batchId || (!loading && !report)) && (
        <Alert severity="warning">{error ? error.message : 'No upload to report on. Import a file first.'}</Alert>
      )}
      {report && summary && (
        <Paper sx={{p: {xs: 2, md: 4}}}>
          <Alert severity={summary.severity} sx={{mb: 3}}>
            {summary.text}
          </Alert>
          {report.fileName && (
            <Typography sx={{mb: 0.5}}>
              <b>File:</b> {report.fileName}
            </Typography>
          )}
          <Typography color="text.secondary" sx={{mb: 3, wordBreak: 'break-all'}}>
            <b>Batch:</b> {batchId}
          </Typography>
          <Grid container spacing={2} sx={{mb: 3}}>
            <Grid size={{xs: 12, sm: 4}}>
              <Stat label="Total" value={report.total} />
            </Grid>
            <Grid size={{xs: 6, sm: 4}}>
              <Stat label="Saved" value={report.success} color="success.main" />
            </Grid>
            <Grid size={{xs: 6, sm: 4}}>
              <Stat label="Failed" value={report.failed} color={report.failed ? 'error.main' : undefined} />
            </Grid>
            {uploadSystemCounts(report).map(([label, value]) => (
              <Grid key={label} size={{xs: 6}}>
                <Stat label={label} value={value} />
              </Grid>
            ))}
          </Grid>
          {downloadError && (
            <Alert severity="error" sx={{mb: 2}}>
              {downloadError}
            </Alert>
          )}
          <Box sx={{display: 'flex', gap: 2, flexWrap: 'wrap'}}>
            <Permitted permission={PERMISSION.upload}>
              <Button
                variant="contained"
                component={RouterLink}
                to={report.mode === 2 ? '/flash/resolve' : '/flash'}
                startIcon={<CloudUploadOutlinedIcon />}
              >
                Upload more
              </Button>
            </Permitted>
            {(['csv', 'xlsx'] as const).map(format => (
              <Permitted key={format} permission={PERMISSION.download}>
                <Button
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  loading={downloading === format}
                  onClick={() => download(format)}
                >
                  Download Report ({format})
                </Button>
              </Permitted>
            ))}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
