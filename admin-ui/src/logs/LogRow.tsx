import {Box, Chip, Link, Typography} from '@mui/material';
import {displayTime} from '@voltcheck/ui-shared';
import {Link as RouterLink} from 'react-router-dom';
import {ExchangeButtons} from './ExchangeButtons';
import {isVerified, mapLink, requesterTypeLabel} from './logCodes';
import type {LogRecord} from './resource';

const Muted = ({children}: {children: React.ReactNode}) => (
  <Typography variant="body2" color="text.secondary" component="div">
    {children}
  </Typography>
);

/** The cells of one verification log: the columns of document 002, section 2.15. */
export const LOG_CELLS: Record<string, (log: LogRecord) => React.ReactNode> = {
  'Log / Serial': log => (
    <>
      <Typography variant="body2">#{log.productLogId}</Typography>
      <Typography variant="body2" sx={{fontFamily: 'monospace', fontWeight: 600}}>
        {log.failedSerial}
      </Typography>
    </>
  ),
  Batch: log => (
    <Link
      component={RouterLink}
      to={`/Logs/batch/${log.requestBatchId}`}
      variant="body2"
      aria-label={log.requestBatchId}
      title={log.requestBatchId}
      sx={{fontFamily: 'monospace', whiteSpace: 'nowrap'}}
    >
      {log.requestBatchId.slice(0, 8)}…
    </Link>
  ),
  Status: log => (
    <>
      <Chip
        size="small"
        color={isVerified(log.status) ? 'success' : 'error'}
        label={isVerified(log.status) ? 'Verified' : 'Not Verified'}
      />
      {!isVerified(log.status) && <Muted>{log.reason}</Muted>}
    </>
  ),
  'Brand / Model': log => (
    <>
      <Typography variant="body2">{log.requestedBrand ?? '—'}</Typography>
      <Muted>{log.requestedModel ?? ''}</Muted>
    </>
  ),
  Requester: log => (
    <>
      <Typography variant="body2">{log.requesterName ?? '—'}</Typography>
      <Muted>
        {log.requesterAbn ? `ABN ${log.requesterAbn} · ` : ''}
        {requesterTypeLabel(log.requesterType)}
      </Muted>
    </>
  ),
  'Time / App': log => (
    <>
      <Typography variant="body2">{displayTime(log.requestedTime)}</Typography>
      <Muted>{log.requesterAppName}</Muted>
    </>
  ),
  Location: log => {
    const map = mapLink(log.latitude, log.longitude);
    return map ? (
      <Link href={map} target="_blank" rel="noopener noreferrer" variant="body2">
        {log.latitude?.toFixed(5)}, {log.longitude?.toFixed(5)}
      </Link>
    ) : (
      <Muted>—</Muted>
    );
  },
  Comment: log => (
    <Box sx={{fontSize: 13, maxWidth: 200, color: log.parralelImportComment ? 'warning.dark' : 'text.disabled'}}>
      {log.parralelImportComment ?? '—'}
    </Box>
  ),
  XML: log => <ExchangeButtons batchId={log.requestBatchId} />,
};
