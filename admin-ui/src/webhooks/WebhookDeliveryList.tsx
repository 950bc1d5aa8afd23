import {
  Box,
  Card,
  Chip,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import {useState} from 'react';
import {Title} from 'react-admin';
import {EmptyState, ErrorState, Loading} from '../reports/PageStates';
import {displayTime, useRestQuery} from '@voltcheck/ui-shared';

const STATUS_COLOUR = {delivered: 'success', pending: 'warning', failed: 'error'} as const;
type Status = keyof typeof STATUS_COLOUR;
const isStatus = (value: string): value is Status => value in STATUS_COLOUR;

/** /WebhookDeliveries: every webhook delivery to an integrator's endpoint, with its attempts and last answer. */
export const WebhookDeliveryList = () => {
  const [status, setStatus] = useState<Status | ''>('');
  const deliveries = useRestQuery('/api/v1/webhook-deliveries', {params: {query: {status: status || undefined}}});
  const rows = deliveries.data;
  return (
    <Box sx={{mt: 2}}>
      <Title title="Webhook deliveries" />
      <Card variant="outlined">
        <Box sx={{display: 'flex', alignItems: 'center', gap: 2, p: 2}}>
          <Typography variant="body2" color="text.secondary" sx={{flex: 1, minWidth: 0}}>
            Signed events sent to the endpoints app providers and manufacturers registered, newest first. A failed
            attempt is retried with backoff, six attempts in all.
          </Typography>
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={e => setStatus(isStatus(e.target.value) ? e.target.value : '')}
            fullWidth={false}
            sx={{width: 180, flexShrink: 0}}
          >
            <MenuItem value="">All</MenuItem>
            <MenuItem value="pending">Pending</MenuItem>
            <MenuItem value="delivered">Delivered</MenuItem>
            <MenuItem value="failed">Failed</MenuItem>
          </TextField>
        </Box>
        <Loading loading={deliveries.loading} />
        {deliveries.error && (
          <Box sx={{px: 2}}>
            <ErrorState message={deliveries.error.message} />
          </Box>
        )}
        {rows && !rows.length && (
          <EmptyState>{status ? `No ${status} deliveries.` : 'No webhook deliveries yet.'}</EmptyState>
        )}
        {!!rows?.length && (
          <Table size="small" aria-label="Webhook deliveries">
            <TableHead>
              <TableRow>
                <TableCell>Created</TableCell>
                <TableCell>Event</TableCell>
                <TableCell>Subscriber</TableCell>
                <TableCell>Endpoint</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Attempts</TableCell>
                <TableCell>Last answer</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(d => (
                <TableRow key={d.id}>
                  <TableCell sx={{whiteSpace: 'nowrap'}}>{displayTime(d.createdOn)}</TableCell>
                  <TableCell sx={{fontFamily: 'monospace'}}>{d.eventType}</TableCell>
                  <TableCell>{d.owner}</TableCell>
                  <TableCell sx={{maxWidth: 260, wordBreak: 'break-all'}}>{d.url}</TableCell>
                  <TableCell>
                    <Chip size="small" color={STATUS_COLOUR[d.status]} label={d.status} />
                  </TableCell>
                  <TableCell align="right">{d.attempts}</TableCell>
                  <TableCell sx={{maxWidth: 280}}>
                    <Tooltip title={d.lastResponse ?? ''}>
                      <span>
                        {d.lastStatusCode ?? '—'}
                        {d.lastError ? ` · ${d.lastError}` : ''}
                        {d.lastAttemptOn ? ` · ${displayTime(d.lastAttemptOn)}` : ''}
                      </span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </Box>
  );
};
