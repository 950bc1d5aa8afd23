import {useState} from 'react';
import type {FormEvent} from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {ApiError, MESSAGES, type RestData} from '@voltcheck/api-client';
import {GENERIC_ERROR} from '@voltcheck/ui-shared';
import {PublicLayout} from '../../components/PublicLayout';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {checkRecall, NO_RECALL, RATE_LIMITED} from './recallCheck.queries';

type Answer = RestData<'/api/recall-check', 'get'>;
type Outcome = {serial: string; answer: Answer} | {error: string} | null;

/** `/recall-check`: anyone (a homeowner, an electrician) asks whether a battery's serial is under a recall. */
export function RecallCheckPage() {
  useDocumentTitle('Recall check');
  const [serial, setSerial] = useState('');
  const [invalid, setInvalid] = useState('');
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = serial.trim();
    setInvalid(value ? '' : MESSAGES.required);
    if (!value || loading) return;
    setLoading(true);
    setOutcome(null);
    try {
      setOutcome({serial: value, answer: await checkRecall(value)});
    } catch (e) {
      setOutcome({error: e instanceof ApiError && e.status === 429 ? RATE_LIMITED : GENERIC_ERROR});
    } finally {
      setLoading(false);
    }
  }

  return (
    <PublicLayout maxWidth="md">
      <Typography variant="h1" gutterBottom>
        Is my battery recalled?
      </Typography>
      <Typography color="text.secondary" sx={{mb: 3}}>
        Type the serial number printed on the battery (or on its installation certificate) to learn whether its
        manufacturer has recalled it, and what to do.
      </Typography>
      <Card>
        <CardContent>
          <Box component="form" noValidate onSubmit={submit} aria-label="Recall check">
            <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
              <TextField
                label="Serial number"
                name="serial"
                autoFocus
                fullWidth
                value={serial}
                onChange={e => setSerial(e.target.value)}
                error={!!invalid}
                helperText={invalid}
                slotProps={{htmlInput: {maxLength: 100}}}
              />
              <Button type="submit" variant="contained" size="large" loading={loading} sx={{minWidth: 140, py: 1.8}}>
                Check
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <Box sx={{mt: 3}} aria-live="polite">
        {outcome && 'error' in outcome && <Alert severity="warning">{outcome.error}</Alert>}
        {outcome && 'answer' in outcome && <RecallAnswer serial={outcome.serial} answer={outcome.answer} />}
      </Box>
    </PublicLayout>
  );
}

function RecallAnswer({serial, answer}: {serial: string; answer: Answer}) {
  const recall = answer.recall;
  if (!answer.recalled || !recall)
    return (
      <Alert severity="success" role="status">
        <AlertTitle>{NO_RECALL}</AlertTitle>
        Serial {serial} is not under any recall we know of. If the battery is damaged, hot or smells, switch it off and
        call your installer.
      </Alert>
    );
  return (
    <Alert severity="error" role="alert" variant="outlined">
      <AlertTitle>
        Serial {serial} is under a recall: {recall.title}
      </AlertTitle>
      <Stack spacing={1.5} sx={{mt: 1}}>
        <Field label="Hazard">{recall.hazard}</Field>
        <Field label="What to do">{recall.remedy}</Field>
        <Field label="Contact">{recall.contact}</Field>
        {/^https?:\/\//i.test(recall.noticeUrl) && (
          <Link href={recall.noticeUrl} target="_blank" rel="noopener noreferrer" sx={{fontWeight: 600}}>
            Read the recall notice
          </Link>
        )}
      </Stack>
    </Alert>
  );
}

function Field({label, children}: {label: string; children: string}) {
  return (
    <Box>
      <Typography variant="subtitle2">{label}</Typography>
      <Typography variant="body2" sx={{whiteSpace: 'pre-line'}}>
        {children}
      </Typography>
    </Box>
  );
}
