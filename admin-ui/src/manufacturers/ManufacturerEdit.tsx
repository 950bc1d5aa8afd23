import {Typography} from '@mui/material';
import type {Manufacturer} from '@voltcheck/api-client';
import {
  Edit,
  email,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import {FREQUENCIES} from './queries';

const FREQUENCY_CHOICES = Object.entries(FREQUENCIES).map(([id, name]) => ({id: Number(id), name}));
const REQUIRED = required('This field is required');

const EditTitle = () => {
  const record = useRecordContext<Manufacturer>();
  return <>Edit {record?.name ?? 'manufacturer'}</>;
};

const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * The Edit of a manufacturer (document 002 section 2.6): its company details as registration gave them
 * (document 000). The server checks each field with the registration's rules and audits the change; its
 * refusals show beside the field they are about. Activation stays on the list's allow-listed toggle.
 */
export const ManufacturerEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<EditTitle />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: (m: Manufacturer) => {
          notify('Manufacturer updated', {type: 'success'});
          redirect(`/ManufacturerDetail?manufacturerId=${m.id}`);
        },
      }}
    >
      <SimpleForm toolbar={<EditToolbar />} sx={{maxWidth: 640}}>
        <Typography variant="body2" color="text.secondary" sx={{mb: 1}}>
          The brand this manufacturer owns, its accounts and its active state are not changed here.
        </Typography>
        <TextInput source="name" label="Display name" validate={[REQUIRED, maxLength(200)]} fullWidth />
        <TextInput source="abn" label="ABN" validate={REQUIRED} fullWidth />
        <TextInput
          source="email"
          label="Email"
          validate={[REQUIRED, email('Please enter valid email address')]}
          fullWidth
        />
        <TextInput source="phone" label="Phone" validate={REQUIRED} fullWidth />
        <TextInput source="address" label="Address" validate={[REQUIRED, maxLength(200)]} fullWidth />
        <SelectInput
          source="uploadFrequency"
          label="Upload frequency"
          choices={FREQUENCY_CHOICES}
          validate={required('Please select upload frequency')}
        />
      </SimpleForm>
    </Edit>
  );
};
