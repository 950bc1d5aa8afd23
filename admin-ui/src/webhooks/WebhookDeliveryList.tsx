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
import {api} from '@voltcheck/api-client';
import type {RestAnswer} from '@voltcheck/api-client';
import {useEffect, useState} from 'react';
import {Title} from 'react-admin';
import {displayTime} from '../reports/dates';
import {EmptyState, ErrorState, Loading} from '../reports/PageStates';

/** One delivery as GET /api/v1/webhook-deliveries answers it. */
type WebhookDelivery = RestAnswer<'/api/v1/webhook-deliveries', 'get'>[number];

const STATUS_COLOUR = {delivered: 'success', pending: 'warning', failed: 'error'} as const;

/** /WebhookDeliveries: every webhook delivery to an integrator's endpoint, with its attempts and last answer. */
export const WebhookDeliveryList = () => {
  const [status, setStatus] = useState('');
  const [state, setState] = useState<{rows?: WebhookDelivery[]; error?: string; loading: boolean}>({loading: true});
  useEffect(() => {
    const controller = new AbortController();
    setState(s => ({...s, loading: true, error: undefined}));
    api<WebhookDelivery[]>(`/v1/webhook-deliveries${status ? `?status=${status}` : ''}`, {signal: controller.signal})
      .then(rows => setState({rows, loading: false}))
      .catch((err: Error) => {
        if (!controller.signal.aborted) setState({error: err.message, loading: false});
      });
    return () => controller.abort();
  }, [status]);
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
            onChange={e => setStatus(e.target.value)}
            fullWidth={false}
            sx={{width: 180, flexShrink: 0}}
          >
            <MenuItem value="">All</MenuItem>
            <MenuItem value="pending">Pending</MenuItem>
            <MenuItem value="delivered">Delivered</MenuItem>
            <MenuItem value="failed">Failed</MenuItem>
          </TextField>
        </Box>
        <Loading loading={state.loading} />
        {state.error && (
          <Box sx={{px: 2}}>
            <ErrorState message={state.error} />
          </Box>
        )}
        {state.rows && !state.rows.length && (
          <EmptyState>{status ? `No ${status} deliveries.` : 'No webhook deliveries yet.'}</EmptyState>
        )}
        {!!state.rows?.length && (
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
              {state.rows.map(d => (
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
