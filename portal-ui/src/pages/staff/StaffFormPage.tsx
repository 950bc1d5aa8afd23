import {useEffect, useState} from 'react';
import {useMutation} from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {Link as RouterLink} from 'react-router-dom';
import {ApiError} from '@voltcheck/api-client';
import type {UpdateStaffMutation, UpdateStaffMutationVariables} from '@voltcheck/api-client';
import {config} from '../../config';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {StaffFields} from './StaffFields';
import {addStaff, UPDATE_STAFF, uploadStaffPhoto} from './staff.queries';
import {
  MISSING_MANUFACTURER,
  serializedMapping,
  STAFF_ADDED,
  STAFF_SNACKBAR_MS,
  validateStaff,
} from '@voltcheck/ui-shared';
import type {StaffFormErrors, StaffFormValues} from '@voltcheck/ui-shared';
import {useStaffFormSource} from './useStaffFormSource';
import {useUserNameTaken} from './useUserNameTaken';
import {ErrorState, LoadingState} from '@voltcheck/ui-shared';

type Notice = {message: string; severity: 'success' | 'error'};

/** `/addmember/{manufacturerId?}`, `/editstaff/{staffId}` and `/editdistributorstaff/{staffId}`. */
export function StaffFormPage({distributorRoute = false}: {distributorRoute?: boolean}) {
  const source = useStaffFormSource(distributorRoute);
  useDocumentTitle(`${config.productCode} | ${source.editing ? 'Edit staff member' : 'Add new staff member'}`);
  const [values, setValues] = useState<StaffFormValues>();
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<StaffFormErrors>({});
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const taken = useUserNameTaken(source.editing ? '' : (values?.userName ?? ''));
  const [updateStaff] = useMutation<UpdateStaffMutation, UpdateStaffMutationVariables>(UPDATE_STAFF);
  // Administrators came from the console's staff of that manufacturer, and go back there.
  const consoleBack = source.admin
    ? `${config.adminConsoleUrl}staff?manufacturerId=${source.manufacturerId ?? ''}`
    : undefined;
  const backTo = '/Staff';
  const backProps = consoleBack ? {href: consoleBack} : {component: RouterLink, to: backTo};

  useEffect(() => {
    if (!values && source.initial) setValues(source.initial);
  }, [source.initial, values]);
  useEffect(() => {
    if (taken !== undefined) setErrors(e => ({...e, userName: taken ? 'User name already taken' : undefined}));
  }, [taken]);

  if (source.editing && source.loading && !values) return <LoadingState />;
  if (source.error) return <ErrorState message={source.error.message} />;
  if (!values) return <LoadingState />;

  async function save(current: StaffFormValues) {
    const next = validateStaff(current, {
      editing: source.editing,
      distributor: source.distributor,
      userNameTaken: taken,
    });
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    if (source.admin && !source.editing && !(source.manufacturerId && source.manufacturerId > 0)) {
      setNotice({message: MISSING_MANUFACTURER, severity: 'error'});
      return;
    }
    setUploading(true);
    try {
      if (source.editing) await saveEdit(current);
      else await saveNew(current);
    } catch (e) {
      setNotice({message: failureOf(e), severity: 'error'});
    } finally {
      setUploading(false);
    }
  }

  async function saveNew(current: StaffFormValues) {
    await addStaff({
      MyFile: photo ?? undefined,
      UserName: current.userName.trim(),
      FirstName: current.firstName.trim(),
      LastName: current.lastName.trim(),
      Email: current.email.trim(),
      PhoneNumber: current.phoneNumber.trim(),
      Designation: current.designation.trim(),
      ManufacturerId: source.manufacturerId || undefined,
      ...(source.distributor
        ? {SerializedManufacturerMapping: JSON.stringify(serializedMapping(current.mapping))}
        : {SerializedPermissions: JSON.stringify(current.permissions.map(id => ({id, checked: true})))}),
    });
    setNotice({message: STAFF_ADDED, severity: 'success'});
    setValues({...current, userName: '', firstName: '', lastName: '', email: '', phoneNumber: '', designation: ''});
    setPhoto(null);
  }

  async function saveEdit(current: StaffFormValues) {
    const id = source.staffId as string;
    await updateStaff({
      variables: {
        id,
        input: {
          firstName: current.firstName.trim(),
          lastName: current.lastName.trim(),
          email: current.email.trim(),
          phoneNumber: current.phoneNumber.trim(),
          designation: current.designation.trim(),
          ...(source.distributor
            ? {
                manufacturerMapping: current.mapping.map(m => ({
                  manufacturerId: String(m.manufacturerId),
                  isManufacturerAttached: m.attached,
                  permissions: m.attached ? m.permissions : [],
                })),
              }
            : {permissions: current.permissions}),
        },
      },
    });
    if (photo) await uploadStaffPhoto(id, photo);
    setNotice({message: 'Staff member updated successfully', severity: 'success'});
  }

  return (
    <Box sx={{maxWidth: 880}}>
      <Link {...backProps} sx={{display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2}}>
        <ArrowBackIcon fontSize="small" /> Back
      </Link>
      <Typography variant="h1" sx={{mb: 3}}>
        {source.editing ? 'Edit staff member' : 'Add new staff member'}
      </Typography>
      <Paper variant="outlined" sx={{p: {xs: 2, sm: 3}}}>
        <StaffFields
          values={values}
          errors={errors}
          editing={source.editing}
          distributor={source.distributor}
          photo={photo}
          currentPhoto={source.member?.profilePhoto}
          onPhoto={setPhoto}
          onChange={setValues}
        />
        <Box sx={{display: 'flex', gap: 2, mt: 3}}>
          <Button variant="contained" size="large" disabled={uploading} onClick={() => void save(values)}>
            {uploading ? 'Uploading…' : source.editing ? 'Update' : 'Add Member'}
          </Button>
          <Button {...backProps}>Cancel</Button>
        </Box>
      </Paper>
      <Snackbar open={!!notice} autoHideDuration={STAFF_SNACKBAR_MS} onClose={() => setNotice(null)}>
        <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={() => setNotice(null)}>
          {notice?.message}
        </Alert>
      </Snackbar>
    </Box>
  );
}

/** A 400 shows the server's first error; any other status says the account could not be created (document 001 section 8). */
function failureOf(e: unknown): string {
  if (e instanceof ApiError)
    return e.status === 400 || e.status === 409 || e.status === 403
      ? e.message
      : `Error: Staff account couldn't be created - Status:${e.status}`;
  return (e as Error).message;
}
