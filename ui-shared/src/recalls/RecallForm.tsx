import {useState} from 'react';
import type {FormEvent} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {ProblemList} from './ProblemList';
import {QueuedChange} from './QueuedChange';
import {createRecall, createRecallFromFile, type NewRecall} from './recalls.queries';
import {EMPTY_SELECTION, selectionBody, type RowProblem, type SelectionErrors} from './selection';
import {isQueued} from './statusChange.queries';
import {SerialSelection} from './SerialSelection';

type Notice = Pick<NewRecall, 'title' | 'hazard' | 'remedy' | 'noticeUrl' | 'contact'>;
const EMPTY: Notice = {title: '', hazard: '', remedy: '', noticeUrl: '', contact: ''};
const LABELS: Record<keyof Notice, string> = {
  title: 'Title',
  hazard: 'Hazard',
  remedy: 'Remedy',
  noticeUrl: 'Notice URL',
  contact: 'Contact',
};

interface Props {
  /** Administrators choose the manufacturer; a manufacturer's users recall their own serials. */
  manufacturers?: {id: number; name: string}[];
  /** The recall exists: its id, and the job when the server runs a big change in the background. */
  onOpen: (id: number) => void;
}

function noticeErrors(notice: Notice): Partial<Record<keyof Notice, string>> {
  const errors: Partial<Record<keyof Notice, string>> = {};
  for (const key of Object.keys(LABELS) as (keyof Notice)[])
    if (!notice[key]?.trim()) errors[key] = 'This field is required';
  if (!errors.noticeUrl && !/^https?:\/\/\S+$/i.test(notice.noticeUrl.trim()))
    errors.noticeUrl = 'A web address (https://...)';
  return errors;
}

/** A new recall: its notice (title, hazard, remedy, notice URL, contact) and the serials it takes. */
export function RecallForm({manufacturers, onOpen}: Props) {
  const [notice, setNotice] = useState<Notice>(EMPTY);
  const [manufacturerId, setManufacturerId] = useState('');
  const [selection, setSelection] = useState(EMPTY_SELECTION);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const [created, setCreated] = useState<{id: number; affected: number; problems: RowProblem[]}>();
  const [queued, setQueued] = useState<{changeId: number; total: number}>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const selected = selectionBody(selection);
    const found: Record<string, string | undefined> = {...noticeErrors(notice), ...selected.errors};
    if (manufacturers && !manufacturerId) found.manufacturerId = 'This field is required';
    setErrors(found);
    if (Object.keys(found).length || !(selected.body || selected.file)) return;
    setSaving(true);
    setFailure('');
    try {
      const trimmed = Object.fromEntries(Object.entries(notice).map(([k, v]) => [k, v.trim()])) as Notice;
      const fields = {...trimmed, ...(manufacturers ? {manufacturerId: Number(manufacturerId)} : {})};
      const answer = selected.file
        ? await createRecallFromFile({...fields, file: selected.file})
        : await createRecall({...fields, ...selected.body!});
      if (isQueued(answer)) setQueued({changeId: answer.changeId, total: answer.total});
      else if (answer.problems.length) setCreated(answer);
      else onOpen(answer.id);
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setSaving(false);
    }
  }

  if (queued && !created)
    return (
      <QueuedChange
        changeId={queued.changeId}
        total={queued.total}
        onDone={done => {
          if (done.recallId === null || done.recallId === undefined) return;
          if (done.problems?.length)
            setCreated({id: done.recallId, affected: done.matched ?? 0, problems: done.problems});
          else onOpen(done.recallId);
        }}
      />
    );

  if (created)
    return (
      <Stack spacing={2}>
        <ProblemList problems={created.problems}>
          <Typography variant="subtitle2">The recall was created with {created.affected} affected serials.</Typography>
        </ProblemList>
        <Box>
          <Button variant="contained" onClick={() => onOpen(created.id)}>
            Open the recall
          </Button>
        </Box>
      </Stack>
    );

  const text = (key: keyof Notice, extra: object = {}) => ({
    label: LABELS[key],
    name: key,
    value: notice[key],
    error: !!errors[key],
    helperText: errors[key],
    onChange: (e: {target: {value: string}}) => setNotice(n => ({...n, [key]: e.target.value})),
    fullWidth: true,
    ...extra,
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="New recall">
      <Stack spacing={2.5}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {saving && <LinearProgress aria-label="Changing the serials" />}
        {manufacturers && (
          <TextField
            select
            label="Manufacturer"
            value={manufacturerId}
            onChange={e => setManufacturerId(e.target.value)}
            error={!!errors.manufacturerId}
            helperText={errors.manufacturerId}
          >
            {manufacturers.map(m => (
              <MenuItem key={m.id} value={String(m.id)}>
                {m.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField {...text('title')} />
        <TextField {...text('hazard', {multiline: true, minRows: 2})} />
        <TextField {...text('remedy', {multiline: true, minRows: 2})} />
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
          <TextField {...text('noticeUrl')} />
          <TextField {...text('contact')} />
        </Stack>
        <Typography variant="h6" component="h2">
          Affected serials
        </Typography>
        <SerialSelection value={selection} errors={errors as SelectionErrors} onChange={setSelection} />
        <Box>
          <Button type="submit" variant="contained" size="large" loading={saving}>
            Create recall
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
