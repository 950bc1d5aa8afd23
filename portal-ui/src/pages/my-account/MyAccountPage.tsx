import {useState} from 'react';
import type {FormEvent} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {ApiError, isStaffRole} from '@voltcheck/api-client';
import {config} from '../../config';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {fetchProfile} from '../../session/profile';
import {useSession} from '../../session/SessionContext';
import {ImagePicker} from './ImagePicker';
import {
  DEFAULT_UPLOAD_FREQUENCY,
  SNACKBAR_MS,
  UPLOAD_FREQUENCIES,
  updateProfile,
  uploadImage,
  validateAccount,
} from './myAccount';
import type {AccountValues} from './myAccount';
import {Permitted} from '../../components/Permitted';
import {PERMISSION} from '../../session/permissions';

type Notice = {message: string; severity: 'success' | 'error'};

/** `/Myaccount`: profile photo, company logo and upload frequency (not for staff), names and phone. */
export function MyAccountPage() {
  useDocumentTitle(`${config.productCode} | My Account`);
  const {claims, profile, updateProfile: storeProfile} = useSession();
  const staff = isStaffRole(claims?.role) || !!profile?.isStaff;
  const manufacturerOwner = claims?.role === 'madmin' || claims?.role === 'manufacturer';
  const [values, setValues] = useState<AccountValues>({
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone: profile?.phoneNumber ?? '',
    uploadFrequency: profile?.uploadFrequency || DEFAULT_UPLOAD_FREQUENCY,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof AccountValues, string>>>({});
  const [busy, setBusy] = useState<'form' | 'photo' | 'logo' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const refresh = async () => storeProfile(await fetchProfile());
  const fail = (e: unknown) =>
    setNotice({message: e instanceof ApiError || e instanceof Error ? e.message : String(e), severity: 'error'});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = validateAccount(values);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy('form');
    try {
      const answer = await updateProfile(values, staff);
      await refresh();
      setNotice({message: answer.message, severity: answer.status ? 'success' : 'error'});
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  }

  async function upload(kind: 'photo' | 'logo', file: File) {
    setBusy(kind);
    try {
      await uploadImage(kind === 'photo' ? 'uploadprofilephoto' : 'uploadlogo', file, profile?.userId);
      await refresh();
      setNotice({message: kind === 'photo' ? 'Profile photo updated' : 'Company logo updated', severity: 'success'});
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  }

  const set = (change: Partial<AccountValues>) => setValues(v => ({...v, ...change}));
  return (
    <Box sx={{maxWidth: 880}}>
      <Typography variant="h1" sx={{mb: 3}}>
        My Account
      </Typography>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={submit}
        sx={{p: {xs: 2, sm: 3}}}
        aria-label="My Account"
      >
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={4} sx={{mb: 3}}>
          <ImagePicker
            label="Profile photo"
            variant="circular"
            path={profile?.profilePhoto}
            busy={busy === 'photo'}
            onPick={f => void upload('photo', f)}
          />
          {!staff && manufacturerOwner && (
            <ImagePicker
              label="Company logo"
              variant="rounded"
              path={profile?.logo}
              busy={busy === 'logo'}
              onPick={f => void upload('logo', f)}
            />
          )}
        </Stack>
        <Grid container spacing={2.5}>
          <Grid size={{xs: 12, sm: 6}}>
            <TextField
              fullWidth
              required
              label="First Name"
              value={values.firstName}
              onChange={e => set({firstName: e.target.value})}
              error={!!errors.firstName}
              helperText={errors.firstName}
            />
          </Grid>
          <Grid size={{xs: 12, sm: 6}}>
            <TextField
              fullWidth
              required
              label="Last Name"
              value={values.lastName}
              onChange={e => set({lastName: e.target.value})}
              error={!!errors.lastName}
              helperText={errors.lastName}
            />
          </Grid>
          <Grid size={{xs: 12, sm: 6}}>
            <TextField
              fullWidth
              label="Phone"
              value={values.phone}
              onChange={e => set({phone: e.target.value})}
              error={!!errors.phone}
              helperText={errors.phone}
              inputMode="tel"
            />
          </Grid>
          {!staff && (
            <Grid size={{xs: 12, sm: 6}}>
              <TextField
                select
                fullWidth
                label="Upload frequency"
                value={values.uploadFrequency}
                onChange={e => set({uploadFrequency: Number(e.target.value)})}
              >
                {UPLOAD_FREQUENCIES.map(f => (
                  <MenuItem key={f.value} value={f.value}>
                    {f.label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          )}
        </Grid>
        <Permitted permission={PERMISSION.manageProfile}>
          <Button type="submit" variant="contained" size="large" sx={{mt: 3}} disabled={busy === 'form'}>
            Update
          </Button>
        </Permitted>
      </Paper>
      <Snackbar open={!!notice} autoHideDuration={SNACKBAR_MS} onClose={() => setNotice(null)}>
        <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={() => setNotice(null)}>
          {notice?.message}
        </Alert>
      </Snackbar>
    </Box>
  );
}
