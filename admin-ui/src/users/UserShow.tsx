import {Box, Stack} from '@mui/material';
import {
  BooleanField,
  DateField,
  EditButton,
  EmailField,
  Labeled,
  SelectField,
  Show,
  TextField,
  TopToolbar,
} from 'react-admin';
import {CompanyField} from './CompanyField';
import {ROLE_CHOICES} from './roles';
import {UnlockButton} from './UnlockButton';
import {UserActiveToggle} from './UserActiveToggle';
import {UserStatusField} from './UserStatusField';
import {UserTitle} from './UserTitle';

const UserShowActions = () => (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);

/** One account: who, which company, and its state (active, activated, lockout). */
export const UserShow = () => (
  <Show title={<UserTitle />} actions={<UserShowActions />}>
    <Box sx={{p: 2, display: 'grid', gridTemplateColumns: {xs: '1fr', md: '1fr 1fr'}, gap: 2}}>
      <Stack spacing={1.5}>
        <Labeled label="Username">
          <TextField source="username" />
        </Labeled>
        <Labeled label="First name">
          <TextField source="firstName" />
        </Labeled>
        <Labeled label="Last name">
          <TextField source="lastName" />
        </Labeled>
        <Labeled label="Email">
          <EmailField source="email" />
        </Labeled>
        <Labeled label="Mobile">
          <TextField source="mobile" emptyText="—" />
        </Labeled>
        <Labeled label="Role">
          <SelectField source="role" choices={ROLE_CHOICES} />
        </Labeled>
        <Labeled label="Company">
          <CompanyField />
        </Labeled>
      </Stack>
      <Stack spacing={1.5}>
        <Labeled label="Status">
          <UserStatusField />
        </Labeled>
        <Labeled label="Account">
          <UserActiveToggle withLabel />
        </Labeled>
        <Labeled label="Activated (email confirmed)">
          <BooleanField source="emailConfirmed" />
        </Labeled>
        <Labeled label="Locked until">
          <DateField source="lockoutEnd" showTime locales="en-AU" emptyText="Not locked" />
        </Labeled>
        <Labeled label="Failed sign-ins">
          <TextField source="failedLogins" />
        </Labeled>
        <Box>
          <UnlockButton />
        </Box>
        <Labeled label="Created">
          <DateField source="createdAt" showTime locales="en-AU" />
        </Labeled>
      </Stack>
    </Box>
  </Show>
);
