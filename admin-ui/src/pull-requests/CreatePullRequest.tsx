import {Alert, Autocomplete, Button, Card, CardContent, Stack, TextField, Typography} from '@mui/material';
import type {CreatePullRequestMutation, Manufacturer, Supplier} from '@voltcheck/api-client';
import {useState} from 'react';
import {Title, useGetList} from 'react-admin';
import {useNavigate, useParams} from 'react-router-dom';
import {isoDay} from '../reports/dates';
import {DayField} from '../reports/DayField';
import {CREATE_PULL_REQUEST} from './queries';
import {useConsoleClient} from '../graphql';

/** /CreatePullRequest/{manufacturerId}/{distributorId}: propose linking a supplier to a manufacturer. */
export const CreatePullRequest = () => {
  const params = useParams();
  const navigate = useNavigate();
  const {mutate} = useConsoleClient();
  const [manufacturerId, setManufacturerId] = useState(params.manufacturerId ?? '');
  const [distributorId, setDistributorId] = useState(params.distributorId ?? '');
  const [startDate, setStartDate] = useState(isoDay(new Date()));
  const [endDate, setEndDate] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const manufacturers = useGetList<Manufacturer>('Manufacturers', {
    pagination: {page: 1, perPage: 500},
    sort: {field: 'name', order: 'ASC'},
  });
  const suppliers = useGetList<Supplier>('Suppliers', {
    pagination: {page: 1, perPage: 500},
    sort: {field: 'displayName', order: 'ASC'},
  });
  const chosenM = manufacturers.data?.find(m => String(m.id) === manufacturerId) ?? null;
  const chosenS = suppliers.data?.find(s => String(s.id) === distributorId) ?? null;

  const submit = async () => {
    setError(undefined);
    try {
      const r = await mutate<CreatePullRequestMutation>(CREATE_PULL_REQUEST, {
        manufacturerId,
        distributorId,
        startDate,
        endDate: endDate || null,
        title: chosenS && chosenM ? `Link ${chosenS.displayName} to ${chosenM.name}` : undefined,
        description: description || null,
      });
      navigate(`/PullRequests/${r.createPullRequest.id}/show`);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <Card sx={{mt: 2, maxWidth: 640}}>
      <Title title="New PullRequest" />
      <CardContent sx={{display: 'grid', gap: 2}}>
        <Typography variant="h6">Link a supplier to a manufacturer</Typography>
        <Autocomplete
          options={manufacturers.data ?? []}
          value={chosenM}
          getOptionLabel={m => m.name}
          onChange={(_, m) => setManufacturerId(m ? String(m.id) : '')}
          renderInput={p => <TextField {...p} label="Manufacturer" />}
        />
        <Autocomplete
          options={suppliers.data ?? []}
          value={chosenS}
          getOptionLabel={s => s.displayName}
          onChange={(_, s) => setDistributorId(s ? String(s.id) : '')}
          renderInput={p => <TextField {...p} label="Supplier" />}
        />
        {/* Typed DD/MM/YYYY like every console date (a native date input follows the browser's locale). */}
        <Stack direction="row" spacing={2}>
          <DayField label="Start date" value={startDate} onChange={setStartDate} />
          <DayField label="End date (optional)" value={endDate} onChange={setEndDate} allowEmpty />
        </Stack>
        <TextField
          label="Description"
          multiline
          minRows={2}
          value={description}
          onChange={e => setDescription(e.target.value)}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Button variant="contained" disabled={!manufacturerId || !distributorId || !startDate} onClick={submit}>
          Create pull request
        </Button>
      </CardContent>
    </Card>
  );
};
