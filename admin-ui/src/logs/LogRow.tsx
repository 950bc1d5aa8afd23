import {Box, Chip, Link, TableCell, TableRow, Typography} from '@mui/material';
import type {AdminLogsQuery} from '@voltcheck/api-client';
import {Link as RouterLink} from 'react-router-dom';
import {ExchangeButtons} from './ExchangeButtons';
import {isVerified, mapLink, requesterTypeLabel} from './logCodes';
import {displayTime} from '@voltcheck/ui-shared';

export type LogRecord = AdminLogsQuery['allLogs']['list'][number];

const Muted = ({children}: {children: React.ReactNode}) => (
  <Typography variant="body2" color="text.secondary" component="div">
    {children}
  </Typography>
);

/** One verification log: the columns of document 002, section 2.15. */
export const LogRow = ({log}: {log: LogRecord}) => {
  const map = mapLink(log.latitude, log.longitude);
  return (
    <TableRow hover>
      <TableCell>
        <Typography variant="body2">#{log.productLogId}</Typography>
        <Typography variant="body2" sx={{fontFamily: 'monospace', fontWeight: 600}}>
          {log.failedSerial}
        </Typography>
      </TableCell>
      <TableCell>
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
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={isVerified(log.status) ? 'success' : 'error'}
          label={isVerified(log.status) ? 'Verified' : 'Not Verified'}
        />
        {!isVerified(log.status) && <Muted>{log.reason}</Muted>}
      </TableCell>
      <TableCell>
        <Typography variant="body2">{log.requestedBrand ?? '—'}</Typography>
        <Muted>{log.requestedModel ?? ''}</Muted>
      </TableCell>
      <TableCell>
        <Typography variant="body2">{log.requesterName ?? '—'}</Typography>
        <Muted>
          {log.requesterAbn ? `ABN ${log.requesterAbn} · ` : ''}
          {requesterTypeLabel(log.requesterType)}
        </Muted>
      </TableCell>
      <TableCell>
        <Typography variant="body2">{displayTime(log.requestedTime)}</Typography>
        <Muted>{log.requesterAppName}</Muted>
      </TableCell>
      <TableCell>
        {map ? (
          <Link href={map} target="_blank" rel="noopener noreferrer" variant="body2">
            {log.latitude?.toFixed(5)}, {log.longitude?.toFixed(5)}
          </Link>
        ) : (
          <Muted>—</Muted>
        )}
      </TableCell>
      <TableCell sx={{maxWidth: 200}}>
        <Box sx={{fontSize: 13, color: log.parralelImportComment ? 'warning.dark' : 'text.disabled'}}>
          {log.parralelImportComment ?? '—'}
        </Box>
      </TableCell>
      <TableCell>
        <ExchangeButtons batchId={log.requestBatchId} />
      </TableCell>
    </TableRow>
  );
};
