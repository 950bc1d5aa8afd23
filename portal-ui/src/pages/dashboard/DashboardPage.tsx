import {useEffect, useState} from 'react';
import {Link as RouterLink} from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {hasNoManufacturer, isDistributorRole, manufacturerIds} from '@voltcheck/api-client';
import {config} from '../../config';
import {useAsync} from '../../components/useAsync';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {useManufacturerChoice} from '../../session/manufacturerChoice';
import {useSession} from '../../session/SessionContext';
import {DashboardTabs} from './DashboardTabs';
import {loadDashboardProfile} from './dashboard.queries';
import {FailedSerialsDialog} from './FailedSerialsDialog';
import {InstallationsPanel} from './InstallationsPanel';
import {StatesPanel} from './StatesPanel';
import {Permitted} from '../../components/Permitted';
import {LinkRequestsPanel} from '../link-requests/LinkRequestsPanel';
import {PERMISSION} from '../../session/permissions';
import {mayAskForLinks} from '../../session/roles';

export const NO_MANUFACTURER = 'No manufacturer is attached with your profile. Please contact the distributor.';
/** A supplier or distributor linked to nothing yet: its first screen offers the way to get linked. */
export const NO_LINK_YET =
  'Your account is not linked to a manufacturer yet. Request a link below: once it is approved you can upload serials for it.';

/** `/dashboard` (document 001 section 2): buttons, the installations panels and the three tabs. */
export function DashboardPage() {
  useDocumentTitle(`${config.productCode} | Dashboard`);
  const {claims, updateProfile} = useSession();
  const {manufacturerId, needsChoice} = useManufacturerChoice();
  const {data: profile} = useAsync(loadDashboardProfile, []);
  const [failedOpen, setFailedOpen] = useState(false);
  // The header shows the same, fresh profile (suppliers start from a placeholder).
  useEffect(() => {
    if (profile) updateProfile(profile);
  }, [profile, updateProfile]);

  const noManufacturer =
    hasNoManufacturer(claims) ||
    (isDistributorRole(claims?.role) && !manufacturerIds(claims).length) ||
    (isDistributorRole(claims?.role) && needsChoice && manufacturerId === undefined);
  const asksForLinks = mayAskForLinks(claims?.role);
  if (noManufacturer)
    return (
      <Box>
        <Typography variant="h1" sx={{mb: 3}}>
          Dashboard
        </Typography>
        <Alert severity="warning" sx={{mb: 3}}>
          {asksForLinks ? NO_LINK_YET : NO_MANUFACTURER}
        </Alert>
        {asksForLinks && <LinkRequestsPanel />}
      </Box>
    );

  return (
    <Box>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{justifyContent: 'space-between', mb: 3}}>
        <Typography variant="h1">Dashboard</Typography>
        {/* useFlexGap: a wrapped button starts flush left (Stack's margins would indent it) and keeps a row gap. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
          <Permitted permission={PERMISSION.download}>
            <Button variant="outlined" color="error" onClick={() => setFailedOpen(true)}>
              Failed Serials
            </Button>
          </Permitted>
          <Permitted permission={PERMISSION.upload}>
            <Button variant="contained" component={RouterLink} to="/flash">
              Flash Data
            </Button>
          </Permitted>
          <Permitted permission={PERMISSION.upload}>
            <Button variant="outlined" component={RouterLink} to="/flash">
              Resolve Failed
            </Button>
          </Permitted>
        </Stack>
      </Stack>
      <Grid container spacing={3} sx={{mb: 3}}>
        <Grid size={{xs: 12, lg: 7}}>
          <InstallationsPanel manufacturerId={manufacturerId} />
        </Grid>
        <Grid size={{xs: 12, lg: 5}}>
          <StatesPanel manufacturerId={manufacturerId} />
        </Grid>
      </Grid>
      <DashboardTabs manufacturerId={manufacturerId} />
      {failedOpen && <FailedSerialsDialog manufacturerId={manufacturerId} onClose={() => setFailedOpen(false)} />}
    </Box>
  );
}
