import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {useEffect, useMemo} from 'react';
import {MappingFields} from './MappingFields';
import {PermissionChecks} from '@voltcheck/ui-shared';
import {StaffAvatar} from './StaffAvatar';
import type {StaffFormErrors, StaffFormValues} from '@voltcheck/ui-shared';

interface Props {
  values: StaffFormValues;
  errors: StaffFormErrors;
  editing: boolean;
  distributor: boolean;
  photo: File | null;
  currentPhoto?: string | null;
  onPhoto(file: File | null): void;
  onChange(values: StaffFormValues): void;
}

const TEXT_FIELDS: Array<{key: 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'designation'; label: string}> = [
  {key: 'firstName', label: 'First Name'},
  {key: 'lastName', label: 'Last Name'},
  {key: 'email', label: 'Email'},
  {key: 'phoneNumber', label: 'Phone'},
  {key: 'designation', label: 'Designation'},
];

/** The add and edit form's fields: photo, user name (add only), names, email, phone, designation, permissions. */
export function StaffFields({values, errors, editing, distributor, photo, currentPhoto, onPhoto, onChange}: Props) {
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : undefined), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const set = (change: Partial<StaffFormValues>) => onChange({...values, ...change});
  return (
    <Grid container spacing={2.5}>
      <Grid size={12} sx={{display: 'flex', alignItems: 'center', gap: 2}}>
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt="New profile photo"
            sx={{width: 64, height: 64, borderRadius: '50%', objectFit: 'cover'}}
          />
        ) : (
          <StaffAvatar photo={currentPhoto} name={values.firstName} size={64} />
        )}
        <Button component="label" variant="outlined">
          Profile photo
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label="Profile photo"
            onChange={e => onPhoto(e.target.files?.[0] ?? null)}
          />
        </Button>
      </Grid>
      <Grid size={{xs: 12, sm: 6}}>
        <TextField
          fullWidth
          label="User Name"
          value={values.userName}
          disabled={editing}
          onChange={e => set({userName: e.target.value})}
          error={!!errors.userName}
          helperText={errors.userName}
          required
        />
      </Grid>
      {TEXT_FIELDS.map(f => (
        <Grid key={f.key} size={{xs: 12, sm: 6}}>
          <TextField
            fullWidth
            label={f.label}
            value={values[f.key]}
            onChange={e => set({[f.key]: e.target.value})}
            error={!!errors[f.key]}
            helperText={errors[f.key]}
            required={f.key !== 'designation' && (f.key !== 'phoneNumber' || editing)}
          />
        </Grid>
      ))}
      <Grid size={12}>
        {distributor ? (
          <MappingFields value={values.mapping} onChange={mapping => set({mapping})} error={errors.mapping} />
        ) : (
          <>
            <Typography variant="subtitle1" sx={{fontWeight: 700}}>
              Permissions
            </Typography>
            <PermissionChecks value={values.permissions} onChange={permissions => set({permissions})} />
          </>
        )}
      </Grid>
    </Grid>
  );
}
