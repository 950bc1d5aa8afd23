import {Box, Typography} from '@mui/material';
import {displayTime} from '@voltcheck/ui-shared';
import {useRecordContext} from 'react-admin';
import type {Delivery} from './resource';

const Fact = ({label, children}: {label: string; children: React.ReactNode}) => (
  <>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{wordBreak: 'break-all'}}>
      {children ?? '—'}
    </Typography>
  </>
);

/**
 * A delivery's detail, opened under its row (react-admin's expand): the event's id, its attempts and the endpoint's
 * last answer in full (the row shows its status code only).
 */
export const DeliveryDetail = () => {
  const d = useRecordContext<Delivery>();
  if (!d) return null;
  return (
    <Box
      aria-label={`Delivery ${d.id}`}
      role="region"
      sx={{display: 'grid', gridTemplateColumns: '160px 1fr', columnGap: 2, rowGap: 0.5, p: 1, maxWidth: 900}}
    >
      <Fact label="Event ID">
        <Box component="span" sx={{fontFamily: 'monospace'}}>
          {d.eventId}
        </Box>
      </Fact>
      <Fact label="Attempts">{d.attempts}</Fact>
      <Fact label="Last attempt">{d.lastAttemptOn ? displayTime(d.lastAttemptOn) : null}</Fact>
      <Fact label="Delivered">{d.deliveredOn ? displayTime(d.deliveredOn) : null}</Fact>
      <Fact label="Last status code">{d.lastStatusCode}</Fact>
      <Fact label="Last error">{d.lastError}</Fact>
      <Fact label="Last response">
        {d.lastResponse ? (
          <Box component="pre" sx={{m: 0, fontSize: 12, whiteSpace: 'pre-wrap'}}>
            {d.lastResponse}
          </Box>
        ) : null}
      </Fact>
    </Box>
  );
};
