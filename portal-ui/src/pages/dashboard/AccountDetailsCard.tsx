import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type {Role} from '@voltcheck/api-client';
import type {Profile} from '../../session/profile';
import {roleLabel} from '../../session/roles';
import {frequencyLabel} from './WelcomeCard';

/** The profile as the server knows it. */
export function AccountDetailsCard({profile, role}: {profile: Profile; role: Role | undefined}) {
  const rows: Array<[string, string | null | undefined]> = [
    ['Company', profile.displayName],
    ['Role', roleLabel(role)],
    ['Name', [profile.firstName, profile.lastName].filter(Boolean).join(' ')],
    ['Username', profile.username ?? ''],
    ['Email', profile.email],
    ['Phone', profile.phoneNumber],
    ['Upload frequency', frequencyLabel(profile.uploadFrequency)],
    ['Address', profile.address],
  ];
  return (
    <Card sx={{height: '100%'}}>
      <CardHeader title="Account details" slotProps={{title: {variant: 'h5', component: 'h2'}}} />
      <Divider />
      <CardContent>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: {xs: '1fr', sm: '150px 1fr'},
            rowGap: {xs: 0.25, sm: 1.25},
            columnGap: 2,
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{display: 'contents'}}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{m: 0, fontWeight: 500, mb: {xs: 1, sm: 0}, wordBreak: 'break-word'}}
              >
                {value || '—'}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
