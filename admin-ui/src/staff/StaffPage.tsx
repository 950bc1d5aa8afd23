import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {Title, useGetList} from 'react-admin';
import {useSearchParams} from 'react-router-dom';
import {AddStaffButton} from './AddStaffButton';
import {StaffTab} from './StaffTab';

/** `/staff`: administrators choose a manufacturer and see its staff (list, add and reset password). */
export function StaffPage() {
  const [params, setParams] = useSearchParams();
  const manufacturerId = params.get('manufacturerId') ?? undefined;
  const {data: manufacturers = [], isPending} = useGetList('Manufacturers', {
    pagination: {page: 1, perPage: 500},
    sort: {field: 'name', order: 'ASC'},
  });
  const chosen = manufacturers.find(m => String(m.id) === manufacturerId) ?? null;
  return (
    <Card sx={{mt: 2}}>
      <Title title="Staff" />
      <CardContent>
        <Box sx={{display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap'}}>
          <Typography variant="h5" sx={{flex: 1}}>
            Staff Members
          </Typography>
          <Autocomplete
            sx={{width: 320}}
            loading={isPending}
            options={manufacturers}
            value={chosen}
            getOptionLabel={m => String(m.name)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_e, m) => setParams(m ? {manufacturerId: String(m.id)} : {})}
            renderInput={p => <TextField {...p} label="Manufacturer" size="small" />}
          />
        </Box>
        {manufacturerId && <AddStaffButton manufacturerId={manufacturerId} />}
        <StaffTab manufacturerId={manufacturerId} />
      </CardContent>
    </Card>
  );
}
