import {Box, Stack, Typography} from '@mui/material';
import {
  BooleanField,
  DataTable,
  DateField,
  EmailField,
  FunctionField,
  Labeled,
  NumberField,
  ReferenceManyField,
  SelectField,
  Show,
  TextField,
  useRecordContext,
} from 'react-admin';
import {ROLE_CHOICES} from '../users/roles';
import {UserActiveToggle} from '../users/UserActiveToggle';
import type {Manufacturer} from '@voltcheck/api-client';
import {FREQUENCIES} from './queries';

const ManufacturerTitle = () => {
  const record = useRecordContext<Manufacturer>();
  return <>{record ? record.name : 'Manufacturer'}</>;
};

/** One manufacturer's record and its accounts (the resource's show; /ManufacturerDetail holds the tabs of document 002). */
export const ManufacturerShow = () => (
  <Show title={<ManufacturerTitle />}>
    <Box sx={{p: 2}}>
      <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', md: 'repeat(3, 1fr)'}, gap: 2, mb: 3}}>
        <Stack spacing={1.5}>
          <Labeled label="Name">
            <TextField source="name" />
          </Labeled>
          <Labeled label="ABN">
            <TextField source="abn" emptyText="—" />
          </Labeled>
          <Labeled label="Active">
            <BooleanField source="isActive" />
          </Labeled>
        </Stack>
        <Stack spacing={1.5}>
          <Labeled label="Email">
            <EmailField source="email" emptyText="—" />
          </Labeled>
          <Labeled label="Phone">
            <TextField source="phone" emptyText="—" />
          </Labeled>
          <Labeled label="Address">
            <TextField source="address" emptyText="—" />
          </Labeled>
        </Stack>
        <Stack spacing={1.5}>
          <Labeled label="Upload frequency">
            <FunctionField<Manufacturer> render={m => FREQUENCIES[m.uploadFrequency] ?? `code ${m.uploadFrequency}`} />
          </Labeled>
          <Labeled label="Suppliers linked">
            <NumberField source="supplierCount" />
          </Labeled>
          <Labeled label="Registered">
            <DateField source="createdAt" locales="en-AU" />
          </Labeled>
        </Stack>
      </Box>
      <Typography variant="h6" sx={{mb: 1}}>
        Accounts
      </Typography>
      <ReferenceManyField
        reference="Users"
        target="manufacturerId"
        sort={{field: 'username', order: 'ASC'}}
        perPage={50}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="username" label="Username" />
          <DataTable.Col source="email" label="Email" />
          <DataTable.Col source="role" label="Role">
            <SelectField source="role" choices={ROLE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="isActive" label="Active">
            <UserActiveToggle />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </Box>
  </Show>
);
