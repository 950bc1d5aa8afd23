import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type {AdminCityExistsQuery, AdminCreateCityMutation} from '@voltcheck/api-client';
import {useState} from 'react';
import {useNotify} from 'react-admin';
import {CITY_MESSAGES, CityForm, cityFormErrors, STATES} from './cityRules';
import {CITY_EXISTS, CREATE_CITY} from './queries';
import {useConsoleClient} from '../graphql';

const EMPTY: CityForm = {cityName: '', stateId: '', postalCode: ''};

/** Add a city: the checks of section 5, then the duplicate check, then the city is created. */
export const AddCityDialog = ({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) => {
  const notify = useNotify();
  const graphql = useConsoleClient();
  const [form, setForm] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errors = touched ? cityFormErrors(form) : {};
  const set = (name: keyof CityForm) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm(f => ({...f, [name]: e.target.value}));
  const close = () => {
    setForm(EMPTY);
    setTouched(false);
    setProblem(undefined);
    onClose();
  };
  const submit = async () => {
    setTouched(true);
    setProblem(undefined);
    if (Object.keys(cityFormErrors(form)).length) return;
    const vars = {cityName: form.cityName.trim(), stateId: Number(form.stateId), postalCode: form.postalCode.trim()};
    setBusy(true);
    try {
      const {cityExists} = await graphql.query<AdminCityExistsQuery>(CITY_EXISTS, vars);
      if (cityExists) return setProblem(CITY_MESSAGES.duplicate);
      const {createCity} = await graphql.mutate<AdminCreateCityMutation>(CREATE_CITY, vars);
      notify(`${createCity.cityName} ${createCity.postalCode} added`, {type: 'success'});
      onCreated();
      close();
    } catch (err) {
      const status = (err as {status?: number}).status;
      setProblem(status === 200 ? (err as Error).message : CITY_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>Add city</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{pt: 1}}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            label="City name"
            value={form.cityName}
            onChange={set('cityName')}
            error={!!errors.cityName}
            helperText={errors.cityName ?? ' '}
          />
          <TextField
            select
            label="State"
            value={form.stateId}
            onChange={set('stateId')}
            error={!!errors.stateId}
            helperText={errors.stateId ?? ' '}
          >
            {STATES.map(s => (
              <MenuItem key={s.stateId} value={String(s.stateId)}>
                {s.stateName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Postcode"
            value={form.postalCode}
            onChange={set('postalCode')}
            error={!!errors.postalCode}
            helperText={errors.postalCode ?? ' '}
            slotProps={{htmlInput: {inputMode: 'numeric', maxLength: 4}}}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
};
