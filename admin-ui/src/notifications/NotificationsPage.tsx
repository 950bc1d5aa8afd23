import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {useState} from 'react';
import {Title, useGetList} from 'react-admin';
import {useNavigate, useSearchParams} from 'react-router-dom';
import type {Manufacturer} from '@voltcheck/api-client';
import {NotificationGroups, type GroupEditing} from '@voltcheck/ui-shared';

/**
 * Notification groups of any manufacturer (document 002 section 2.16): pick the manufacturer, then its
 * panels. `/Notifications?manufacturerId=`; `/AddGroup?manufacturerId=` opens the Add Group form.
 */
export const NotificationsPage = ({adding = false}: {adding?: boolean}) => {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const manufacturerId = params.get('manufacturerId');
  const [editing, setEditing] = useState<GroupEditing>(adding && manufacturerId ? {kind: 'new'} : null);
  const {data: manufacturers = [], isPending} = useGetList<Manufacturer>('Manufacturers', {
    pagination: {page: 1, perPage: 1000},
    sort: {field: 'name', order: 'ASC'},
  });
  const chosen = manufacturers.find(m => String(m.id) === manufacturerId) ?? null;
  return (
    <Box sx={{mt: 2}}>
      <Title title="Notifications" />
      <Card sx={{mb: 2}}>
        <CardContent sx={{display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap'}}>
          <Autocomplete
            sx={{minWidth: 320}}
            options={manufacturers}
            loading={isPending}
            value={chosen}
            getOptionLabel={m => m.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_e, m) => setParams(m ? {manufacturerId: String(m.id)} : {})}
            renderInput={input => <TextField {...input} label="Manufacturer" size="small" />}
          />
          <Typography variant="body2" color="text.secondary" sx={{flex: 1, minWidth: 260}}>
            The contacts of a manufacturer&apos;s enabled groups receive the mails each group chooses: the daily digest
            of new failed serials, overdue-upload reminders and ledger failures.
          </Typography>
        </CardContent>
      </Card>
      {chosen && (
        <NotificationGroups
          key={chosen.id}
          manufacturerId={String(chosen.id)}
          editing={editing}
          onEditing={next => {
            setEditing(next);
            if (!next && adding) navigate(`/Notifications?manufacturerId=${chosen.id}`, {replace: true});
          }}
        />
      )}
    </Box>
  );
};
