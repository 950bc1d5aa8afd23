import {Alert, Box, Stack, Typography} from '@mui/material';
import {
  BooleanInput,
  DateField,
  Edit,
  Labeled,
  SaveButton,
  SelectField,
  SimpleForm,
  TextField,
  Toolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import {CompanyField} from './CompanyField';
import {ROLE_CHOICES} from './roles';
import type {User} from '@voltcheck/api-client';
import {UnlockButton} from './UnlockButton';
import {UserTitle} from './UserTitle';

const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const ActiveInput = () => {
  const record = useRecordContext<User>();
  const {identity} = useGetIdentity();
  const isSelf = !!record && String(identity?.id) === String(record.id);
  return (
    <BooleanInput
      source="isActive"
      label="Active"
      disabled={isSelf}
      helperText={
        isSelf
          ? 'You cannot deactivate your own account.'
          : 'A deactivated account is refused at once, whatever its token.'
      }
    />
  );
};

const Lockout = () => {
  const record = useRecordContext<User>();
  if (!record) return null;
  return (
    <Stack spacing={1.5} sx={{mt: 1}}>
      <Typography variant="h6">Lockout</Typography>
      {record.locked ? (
        <Alert severity="warning">
          Locked after failed sign-ins until the time below. Unlock to let the user sign in now.
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          The account is not locked.
        </Typography>
      )}
      <Labeled label="Locked until">
        <DateField source="lockoutEnd" showTime locales="en-AU" emptyText="—" />
      </Labeled>
      <Labeled label="Failed sign-ins">
        <TextField source="failedLogins" />
      </Labeled>
      <Box>
        <UnlockButton />
      </Box>
    </Stack>
  );
};

/** Edit an account's state: the Active switch (saved with Save) and Unlock (at once). */
export const UserEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<UserTitle />}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (data: User, variables: {previousData?: User}) => {
          if (variables.previousData?.isActive === data.isActive)
            notify('ra.notification.updated', {messageArgs: {smart_count: 1}});
          else
            notify(data.isActive ? 'User activated successfully' : 'User deactivated successfully', {type: 'success'});
          redirect('show', 'Users', data.id);
        },
        onError: (error: unknown, variables: {data?: Partial<User>}) =>
          notify(
            `${variables.data?.isActive ? 'Failed to activate user' : 'Failed to deactivate user'}: ${(error as Error).message}`,
            {type: 'error'},
          ),
      }}
    >
      <SimpleForm toolbar={<EditToolbar />}>
        <Stack direction={{xs: 'column', md: 'row'}} spacing={4} sx={{width: '100%'}}>
          <Stack spacing={1.5} sx={{minWidth: 260}}>
            <Labeled label="Username">
              <TextField source="username" />
            </Labeled>
            <Labeled label="Email">
              <TextField source="email" />
            </Labeled>
            <Labeled label="Role">
              <SelectField source="role" choices={ROLE_CHOICES} />
            </Labeled>
            <Labeled label="Company">
              <CompanyField />
            </Labeled>
            <ActiveInput />
          </Stack>
          <Lockout />
        </Stack>
      </SimpleForm>
    </Edit>
  );
};
