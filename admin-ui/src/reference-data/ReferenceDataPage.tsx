import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  List,
  ListItem,
  ListItemText,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import type {AdminReferenceDataQuery} from '@voltcheck/api-client';
import {useState} from 'react';
import {Title} from 'react-admin';
import {displayDay} from '../reports/dates';
import {EmptyState, ErrorState, Loading} from '../reports/PageStates';
import {REFERENCE_DATA} from './queries';
import {displayTime} from '@voltcheck/ui-shared';
import {useConsoleQuery} from '../graphql';

/** Card titles as they read before MUI's title slot: subtitle1, bold. */
const TITLE = {variant: 'subtitle1', sx: {fontWeight: 600}} as const;

type Data = AdminReferenceDataQuery['referenceData'];

const ManufacturerCards = ({data}: {data: Data}) =>
  data.manufacturers.length === 0 ? (
    <EmptyState>No manufacturers are registered.</EmptyState>
  ) : (
    <Grid container spacing={2}>
      {data.manufacturers.map(m => (
        <Grid key={m.manufacturerId} size={{xs: 12, sm: 6, lg: 4}}>
          <Card variant="outlined" sx={{height: '100%'}}>
            <CardHeader
              title={m.name}
              subheader={`Brand ${m.brand} · ${m.totalSuppliers} supplier${m.totalSuppliers === 1 ? '' : 's'}`}
              slotProps={{title: TITLE}}
              action={
                <Chip
                  size="small"
                  label={m.isActive ? 'Active' : 'De-Active'}
                  color={m.isActive ? 'success' : 'default'}
                />
              }
            />
            <CardContent sx={{pt: 0}}>
              {m.suppliers.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Self supplied: no linked suppliers.
                </Typography>
              ) : (
                <List dense disablePadding>
                  {m.suppliers.map(s => (
                    <ListItem key={s.distributorId} disableGutters>
                      <ListItemText
                        primary={s.name}
                        secondary={`From ${displayDay(s.startDate)}${s.endDate ? ` to ${displayDay(s.endDate)}` : ''}`}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
              {m.totalSuppliers > 3 && (
                <Typography variant="caption" color="text.secondary">
                  and {m.totalSuppliers - 3} more
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );

const AppProviderCards = ({data}: {data: Data}) =>
  data.appProviders.length === 0 ? (
    <EmptyState>No app providers are registered.</EmptyState>
  ) : (
    <Grid container spacing={2}>
      {data.appProviders.map(a => (
        <Grid key={a.id} size={{xs: 12, sm: 6, lg: 4}}>
          <Card variant="outlined">
            <CardHeader
              title={a.name}
              subheader={a.contactEmail ?? 'No contact email'}
              slotProps={{title: TITLE}}
              action={
                <Chip
                  size="small"
                  label={a.enabled ? 'Enabled' : 'Disabled'}
                  color={a.enabled ? 'success' : 'default'}
                />
              }
            />
            <CardContent sx={{pt: 0}}>
              <Typography variant="body2" color="text.secondary">
                Registered {displayTime(a.createdOn)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );

/** The VSPs tab: the endpoints the Reference Data sync last read from the scheme registry. */
const VspCards = ({data}: {data: Data}) =>
  data.vsps.length === 0 ? (
    <Card>
      <EmptyState>
        No verification service providers (VSPs) are held yet. Run the Reference Data sync on the Miscellaneous page:
        the endpoints it reads from the scheme registry are listed here.
      </EmptyState>
    </Card>
  ) : (
    <Grid container spacing={2}>
      {data.vsps.map(v => (
        <Grid key={v.id} size={{xs: 12, sm: 6, lg: 4}}>
          <Card variant="outlined" sx={{height: '100%'}}>
            <CardHeader
              title={v.name}
              subheader={v.version ? `Version ${v.version}` : 'No version given'}
              slotProps={{title: TITLE}}
            />
            <CardContent sx={{pt: 0}}>
              <Typography variant="body2" sx={{wordBreak: 'break-all'}}>
                {v.url}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Read from the registry {displayTime(v.updatedOn)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );

/** Reference Data (/ReferenceData, document 002 section 2.24): Manufacturers, VSPs, App Providers. */
export const ReferenceDataPage = () => {
  const [tab, setTab] = useState(0);
  const {data, error, loading} = useConsoleQuery<AdminReferenceDataQuery>(REFERENCE_DATA, {});
  return (
    <Box sx={{mt: 2}}>
      <Title title="Reference Data" />
      <Card sx={{mb: 2}}>
        <Tabs value={tab} onChange={(_, t: number) => setTab(t)} sx={{px: 2}}>
          <Tab label="Manufacturers" />
          <Tab label="VSPs" />
          <Tab label="App Providers" />
        </Tabs>
        <Loading loading={loading} />
      </Card>
      {error && <ErrorState message={error.message} />}
      {data && tab === 0 && <ManufacturerCards data={data.referenceData} />}
      {data && tab === 1 && <VspCards data={data.referenceData} />}
      {data && tab === 2 && <AppProviderCards data={data.referenceData} />}
    </Box>
  );
};
