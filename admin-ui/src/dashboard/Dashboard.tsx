import {Alert, Box, Grid, Typography} from '@mui/material';
import {Title} from 'react-admin';
import {AppProvidersCard} from './AppProvidersCard';
import {FeedCards} from './FeedCards';
import {LockedAccountsCard} from './LockedAccountsCard';
import {ManufacturersCard} from './ManufacturersCard';
import {PendingActivationsCard} from './PendingActivationsCard';
import {SuppliersCard} from './SuppliersCard';
import {useAdminStats} from './useAdminStats';
import {UsersByRoleChart} from './UsersByRoleChart';

/** The admin dashboard (/AdminDashboard): one widget per file, all from `adminStats`. */
export const Dashboard = () => {
  const {stats, error} = useAdminStats();
  return (
    <Box sx={{mt: 2}}>
      <Title title="Dashboard" />
      <Typography variant="h5" component="h1" sx={{mb: 2}}>
        Overview
      </Typography>
      {error && (
        <Alert severity="error" sx={{mb: 2}}>
          Something went wrong. Please try again later.
        </Alert>
      )}
      <FeedCards />
      <Grid container spacing={2}>
        <Grid size={{xs: 12, sm: 6, lg: 3}}>
          <ManufacturersCard stats={stats} />
        </Grid>
        <Grid size={{xs: 12, sm: 6, lg: 3}}>
          <SuppliersCard stats={stats} />
        </Grid>
        <Grid size={{xs: 12, sm: 6, lg: 3}}>
          <PendingActivationsCard stats={stats} />
        </Grid>
        <Grid size={{xs: 12, sm: 6, lg: 3}}>
          <LockedAccountsCard stats={stats} />
        </Grid>
        <Grid size={12}>
          <UsersByRoleChart stats={stats} />
        </Grid>
        <Grid size={{xs: 12, sm: 6, lg: 3}}>
          <AppProvidersCard />
        </Grid>
      </Grid>
    </Box>
  );
};
