import {Alert, Box, Grid, Snackbar, Typography} from '@mui/material';
import {useCallback, useState} from 'react';
import {Title} from 'react-admin';
import {AnalyticsDialog} from './AnalyticsDialog';
import {CertInfoDialog} from './CertInfoDialog';
import {SyncCard} from './SyncCard';
import type {SyncKind} from './syncApi';
import {useSyncCards} from './useSyncCards';

/** Snackbar auto-hide on this page (document 002 section 9). */
const SNACK_MS = 3000;

/** Miscellaneous Operations (/Miscellaneous, document 002 section 2.14): the seven sync cards. */
export function MiscellaneousPage() {
  const [snack, setSnack] = useState<{message: string; key: number} | null>(null);
  const notify = useCallback((message: string) => setSnack({message, key: Date.now()}), []);
  const {cards, loadFailed, start, running, refresh} = useSyncCards(notify);
  /** A dialog's fetch is a run too: its card shows it at once. */
  const afterFetch = useCallback(
    (message: string) => {
      notify(message);
      void refresh();
    },
    [notify, refresh],
  );
  const [dialog, setDialog] = useState<'certInfo' | 'analytics' | null>(null);

  const onSync = (kind: SyncKind) => {
    if (kind === 'certInfo' || kind === 'analytics') setDialog(kind);
    else void start(kind);
  };

  return (
    <Box sx={{p: 2}}>
      <Title title="Miscellaneous" />
      <Typography variant="h5" gutterBottom>
        Miscellaneous Operations
      </Typography>
      {loadFailed && <Alert severity="error">{'Some error occured, please try again'}</Alert>}
      <Grid container spacing={2}>
        {cards.map(card => (
          <Grid key={card.kind} size={{xs: 12, sm: 6, lg: 4}}>
            <SyncCard card={card} running={running(card.kind)} onSync={() => onSync(card.kind)} />
          </Grid>
        ))}
      </Grid>
      <CertInfoDialog open={dialog === 'certInfo'} onClose={() => setDialog(null)} notify={afterFetch} />
      <AnalyticsDialog open={dialog === 'analytics'} onClose={() => setDialog(null)} notify={afterFetch} />
      <Snackbar
        key={snack?.key}
        open={!!snack}
        message={snack?.message}
        autoHideDuration={SNACK_MS}
        onClose={() => setSnack(null)}
        anchorOrigin={{vertical: 'bottom', horizontal: 'left'}}
      />
    </Box>
  );
}
