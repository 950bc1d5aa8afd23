import {useState} from 'react';
import {Alert, Box, Button, Card, CardContent, TextField, Typography} from '@mui/material';
import {ApiError} from '@voltcheck/api-client';
import {
  addStaff,
  EMPTY_STAFF_FORM,
  PermissionChecks,
  STAFF_ADDED,
  validateStaff,
  type StaffFormErrors,
  type StaffFormValues,
} from '@voltcheck/ui-shared';
import {Title} from 'react-admin';
import {Link, useParams} from 'react-router-dom';

type TextKey = 'userName' | 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'designation';
const FIELDS: Array<[TextKey, string]> = [
  ['userName', 'User Name'],
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['email', 'Email'],
  ['phoneNumber', 'Phone'],
  ['designation', 'Designation'],
];

/** `/addmember/{manufacturerId}`: an administrator adds a staff member to a manufacturer, with its permissions. */
export function AddStaffPage() {
  const manufacturerId = Number(useParams().manufacturerId);
  const [values, setValues] = useState<StaffFormValues>(EMPTY_STAFF_FORM);
  const [errors, setErrors] = useState<StaffFormErrors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ok: boolean; message: string}>();
  const back = `/ManufacturerDetail?manufacturerId=${manufacturerId}&tab=3`;

  async function save() {
    const next = validateStaff(values, {editing: false, distributor: false});
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await addStaff({
        UserName: values.userName.trim(),
        FirstName: values.firstName.trim(),
        LastName: values.lastName.trim(),
        Email: values.email.trim(),
        PhoneNumber: values.phoneNumber.trim(),
        Designation: values.designation.trim(),
        ManufacturerId: manufacturerId,
        SerializedPermissions: JSON.stringify(values.permissions.map(id => ({id, checked: true}))),
      });
      setResult({ok: true, message: STAFF_ADDED});
      setValues(EMPTY_STAFF_FORM);
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      const message =
        status >= 500 ? `Error: Staff account couldn't be created - Status:${status}` : (e as Error).message;
      setResult({ok: false, message});
    } finally {
      setBusy(false);
    }
  }

  if (!(manufacturerId > 0)) return <Alert severity="info">Missing manufacturer information</Alert>;
  return (
    <Card sx={{mt: 2, maxWidth: 760}}>
      <Title title="Add staff member" />
      <CardContent component="form" aria-label="Add staff member" sx={{display: 'grid', gap: 2}}>
        <Typography variant="h6">Add new staff member</Typography>
        <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr'}}}>
          {FIELDS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              value={values[key]}
              required={key !== 'designation' && key !== 'phoneNumber'}
              onChange={e => setValues({...values, [key]: e.target.value})}
              error={!!errors[key]}
              helperText={errors[key]}
            />
          ))}
        </Box>
        <Typography variant="subtitle1" sx={{fontWeight: 700}}>
          Permissions
        </Typography>
        <PermissionChecks value={values.permissions} onChange={permissions => setValues({...values, permissions})} />
        {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>}
        <Box sx={{display: 'flex', gap: 2}}>
          <Button variant="contained" disabled={busy} onClick={() => void save()}>
            {busy ? 'Saving…' : 'Add Member'}
          </Button>
          <Button component={Link} to={back}>
            Back
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
