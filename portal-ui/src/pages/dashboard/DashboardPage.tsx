import {useEffect} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {hasNoManufacturer} from '@voltcheck/api-client';
import {config} from '../../config';
import {ErrorState} from '../../components/StateViews';
import {useAsync} from '../../components/useAsync';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {useSession} from '../../session/SessionContext';
import {AccountDetailsCard} from './AccountDetailsCard';
import {loadDashboardProfile} from './dashboard.queries';
import {ManufacturersCard} from './ManufacturersCard';
import {WelcomeCard} from './WelcomeCard';

export const NO_MANUFACTURER = 'No manufacturer is attached with your profile. Please contact the distributor.';

/** `/dashboard`: the home of manufacturers, suppliers and distributors. */
export function DashboardPage() {
  useDocumentTitle(`${config.productCode} | Dashboard`);
  const {claims, profile: stored, updateProfile} = useSession();
  const {data: profile, error, loading, reload} = useAsync(loadDashboardProfile, []);
  // The header shows the same, fresh profile (suppliers start from a placeholder).
  useEffect(() => {
    if (profile) updateProfile(profile);
  }, [profile, updateProfile]);
  const noManufacturer = hasNoManufacturer(claims);

  return (
    <Box>
      <Typography variant="h1" sx={{mb: 3}}>
        Dashboard
      </Typography>
      {noManufacturer && (
        <Alert severity="warning" sx={{mb: 3}}>
          {NO_MANUFACTURER}
        </Alert>
      )}
      {loading && !profile && (
        <Box aria-busy="true" aria-label="Loading your profile">
          <Skeleton variant="rounded" height={190} sx={{mb: 3}} />
          <Grid container spacing={3}>
            <Grid size={{xs: 12, md: 7}}>
              <Skeleton variant="rounded" height={300} />
            </Grid>
            <Grid size={{xs: 12, md: 5}}>
              <Skeleton variant="rounded" height={300} />
            </Grid>
          </Grid>
        </Box>
      )}
      {!!error && !loading && (
        <Box sx={{mb: 3}}>
          <ErrorState onRetry={reload} />
        </Box>
      )}
      {profile && (
        <>
          <Box sx={{mb: 3}}>
            <WelcomeCard profile={profile} role={claims?.role} />
          </Box>
          <Grid container spacing={3}>
            <Grid size={{xs: 12, md: 7}}>
              <AccountDetailsCard
                profile={{...profile, username: profile.username ?? stored?.username}}
                role={claims?.role}
              />
            </Grid>
            {!noManufacturer && (
              <Grid size={{xs: 12, md: 5}}>
                <ManufacturersCard claims={claims} profile={profile} />
              </Grid>
            )}
          </Grid>
        </>
      )}
      {!!error && !loading && !noManufacturer && (
        <Grid container spacing={3}>
          <Grid size={{xs: 12, md: 5}}>
            <ManufacturersCard claims={claims} profile={stored} />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
