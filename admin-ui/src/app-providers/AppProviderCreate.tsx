import {useState} from 'react';
import {
  BooleanInput,
  Create,
  email,
  FormDataConsumer,
  required,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
} from 'react-admin';
import {PHOTO_NEEDS_ENABLED} from './AppProviderPhotoToggle';
import {AppProviderSecretDialog} from './AppProviderSecretDialog';
import type {AppProvider} from '@voltcheck/api-client';
import {toCreateInput} from './createInput';
import {APP_PROVIDERS} from './resource';

/** The photo rule follows the provider: shown off and locked while the provider is disabled (and sent off, see transform). */
const PhotoInput = () => (
  <FormDataConsumer<{enabled?: boolean}>>
    {({formData}) => (
      <BooleanInput
        source="mandatorySerialPhoto"
        label="Mandatory serial photo"
        disabled={!formData.enabled}
        format={(value: boolean) => !!formData.enabled && !!value}
        helperText={formData.enabled ? 'Every serial this provider sends needs a photo.' : PHOTO_NEEDS_ENABLED}
      />
    )}
  </FormDataConsumer>
);

/** "New app provider": on success the client id and secret are shown once, then the list. */
export const AppProviderCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const [created, setCreated] = useState<AppProvider | null>(null);

  const done = () => {
    setCreated(null);
    redirect('list', APP_PROVIDERS);
  };

  return (
    <Create
      title="New app provider"
      transform={toCreateInput}
      mutationOptions={{
        onSuccess: (data: AppProvider) => {
          notify('Updated Settings', {type: 'success'});
          setCreated(data);
        },
        onError: (error: unknown) => notify((error as Error).message || 'Some error occured', {type: 'error'}),
      }}
    >
      <SimpleForm defaultValues={{enabled: false, mandatorySerialPhoto: false}} sx={{maxWidth: 560}}>
        <TextInput source="name" label="Name" validate={required('This field is required')} fullWidth />
        <TextInput
          source="contactEmail"
          label="Contact email"
          type="email"
          validate={email('Please enter valid email address')}
          fullWidth
        />
        <BooleanInput
          source="enabled"
          label="Enabled"
          helperText="Apps get tokens only while their provider is enabled."
        />
        <PhotoInput />
      </SimpleForm>
      {created && <AppProviderSecretDialog record={created} onClose={done} />}
    </Create>
  );
};
