import {useEffect, useState} from 'react';
import {useParams} from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {PublicLayout} from '../../components/PublicLayout';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {unsubscribe, unsubscribeLink} from './notification.queries';
import {LoadingState} from '@voltcheck/ui-shared';

type State =
  | {kind: 'loading'}
  | {kind: 'ready'; email: string; manufacturer: string; unsubscribed: boolean}
  | {kind: 'failed'; message: string};

/** `/unsubscribe/{token}`: the link of every notification mail; works without signing in. */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const {token = ''} = useParams();
  const [state, setState] = useState<State>({kind: 'loading'});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    unsubscribeLink(token)
      .then(link => setState({kind: 'ready', ...link}))
      .catch((err: Error) => setState({kind: 'failed', message: err.message}));
  }, [token]);
  const confirm = async () => {
    setBusy(true);
    try {
      await unsubscribe(token);
      setState(s => (s.kind === 'ready' ? {...s, unsubscribed: true} : s));
    } catch (err) {
      setState({kind: 'failed', message: (err as Error).message});
    } finally {
      setBusy(false);
    }
  };
  return (
    <PublicLayout>
      <Card sx={{maxWidth: 560, mx: 'auto', my: 6}}>
        <CardContent sx={{p: 4}}>
          <Typography variant="h1" sx={{fontSize: 26, mb: 2}}>
            Notification mails
          </Typography>
          {state.kind === 'loading' && <LoadingState />}
          {state.kind === 'failed' && <Alert severity="error">{state.message}</Alert>}
          {state.kind === 'ready' && state.unsubscribed && (
            <Alert severity="success">
              You have been unsubscribed. {state.email} no longer receives the notifications of {state.manufacturer}.
            </Alert>
          )}
          {state.kind === 'ready' && !state.unsubscribed && (
            <>
              <Typography sx={{mb: 3}}>
                Stop the notification mails of <strong>{state.manufacturer}</strong> to <strong>{state.email}</strong>?
              </Typography>
              <Button variant="contained" disabled={busy} onClick={() => void confirm()}>
                Unsubscribe
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
