import {Box, Button, Card, CardActions, CardContent, CircularProgress, Typography} from '@mui/material';
import type {SyncCardState} from './syncApi';
import {SYNC_TEXTS} from './syncTexts';
import {displayTime} from '@voltcheck/ui-shared';

/** What the latest run did, as one line. */
function lastRunLine(card: SyncCardState): string {
  const run = card.lastRun;
  if (!run) return 'Never run';
  if (!run.finishedAt) return `Running since ${displayTime(run.startedAt)}`;
  if (run.error) return `Failed ${displayTime(run.finishedAt)}: ${run.error}`;
  if (card.kind === 'certInfo' || card.kind === 'analytics') return `Last fetched ${displayTime(run.finishedAt)}`;
  return `Last run ${displayTime(run.finishedAt)}: ${run.added} added, ${run.changed} changed, ${run.removed} removed`;
}

/** One operation of the Miscellaneous page: description, note, last run, and 'Sync Now' with its spinner. */
export function SyncCard({card, running, onSync}: {card: SyncCardState; running: boolean; onSync: () => void}) {
  const texts = SYNC_TEXTS[card.kind];
  return (
    <Card variant="outlined" sx={{height: '100%', display: 'flex', flexDirection: 'column'}} data-kind={card.kind}>
      <CardContent sx={{flexGrow: 1}}>
        <Typography variant="h6" gutterBottom>
          {card.title}
        </Typography>
        <Typography variant="body2">{texts.description}</Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{mt: 1}}>
          Note: {texts.note}
        </Typography>
        <Typography
          variant="caption"
          component="p"
          sx={{mt: 1}}
          color={card.lastRun?.error ? 'error' : 'text.secondary'}
        >
          {lastRunLine(card)}
        </Typography>
      </CardContent>
      <CardActions>
        <Box sx={{position: 'relative'}}>
          <Button variant="contained" onClick={onSync} disabled={running}>
            Sync Now
          </Button>
          {running && (
            <CircularProgress
              size={24}
              aria-label={`${card.title} running`}
              sx={{position: 'absolute', top: '50%', left: '50%', mt: '-12px', ml: '-12px'}}
            />
          )}
        </Box>
      </CardActions>
    </Card>
  );
}
