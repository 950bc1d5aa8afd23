import EditIcon from '@mui/icons-material/Edit';
import {Alert, Box, Button, Card, Tab, Tabs, Typography} from '@mui/material';
import type {ManufacturerDetailQuery, SupplierLinksQuery} from '@voltcheck/api-client';
import {useState} from 'react';
import {Title} from 'react-admin';
import {Link, useLocation, useSearchParams} from 'react-router-dom';
import {NotificationsTab} from '../notifications';
import {FailureBar} from '../registry/FailureBar';
import {ModelsTab} from './DetailCatalogue';
import {SerialsTabs} from './SerialsTabs';
import {DETAIL_MANUFACTURER} from './detailQueries';
import {InstallationsTab, UploadsTab} from './DetailTables';
import {AddStaffButton, StaffTab} from '../staff';
import {RecallsTab} from './RecallsTab';
import {SUPPLIER_LINKS} from './queries';
import {displayDay} from '../reports/dates';
import {useConsoleQuery} from '../graphql';

export const DETAIL_TABS = [
  'Models',
  'Serials',
  'Installation(verified)',
  'Staff',
  'Notifications',
  'Upload History',
  'Suppliers',
  'Recalls',
];

const SuppliersTab = ({manufacturerId}: {manufacturerId: string}) => {
  const {data} = useConsoleQuery<SupplierLinksQuery>(SUPPLIER_LINKS, {manufacturerId});
  if (data && !data.supplierLinks.length)
    return <Typography sx={{p: 2}}>Self Supplier: no supplier linked.</Typography>;
  return (
    <Box sx={{p: 2, display: 'grid', gap: 1}}>
      {data?.supplierLinks.map(l => (
        <Typography key={l.distributorId}>
          {l.distributorName}: from {displayDay(l.startDate)}
          {l.endDate ? ` to ${displayDay(l.endDate)}` : ''} {l.current ? '' : '(not current)'}
        </Typography>
      ))}
    </Box>
  );
};

/**
 * One manufacturer (document 002, section 2.7; /ManufacturerDetail with the manufacturer in the navigation
 * state). activeIndexRestore picks the tab to open on (4, Notifications, when returning from notification editing).
 * `?manufacturerId=` names it too, so that a reload or a shared link opens the same manufacturer.
 */
export const ManufacturerDetail = () => {
  const state = (useLocation().state ?? {}) as {manufacturerId?: string; activeIndexRestore?: number};
  const [params] = useSearchParams();
  const restore = state.activeIndexRestore ?? Number(params.get('tab') ?? 0);
  const [tab, setTab] = useState(restore >= 0 && restore < DETAIL_TABS.length ? restore : 0);
  const id = String(state.manufacturerId ?? params.get('manufacturerId') ?? '');
  const {data, error} = useConsoleQuery<ManufacturerDetailQuery>(DETAIL_MANUFACTURER, {id}, !id);
  if (!id) return <Alert severity="info">Open a manufacturer from the Manufacturers list.</Alert>;
  if (error) return <Alert severity="error">Some error occured</Alert>;
  if (data && !data.Manufacturer) return <Alert severity="warning">No manufacturer has this id.</Alert>;
  const m = data?.Manufacturer;
  return (
    <Box sx={{mt: 2}}>
      <Title title={m?.name ?? 'Manufacturer'} />
      <Card sx={{p: 2, mb: 2, display: 'flex', gap: 4, flexWrap: 'wrap'}}>
        <Box>
          <Box sx={{display: 'flex', alignItems: 'center', gap: 1}}>
            <Typography variant="h6">{m?.name}</Typography>
            <Button size="small" component={Link} to={`/Manufacturers/${id}`} startIcon={<EditIcon />}>
              Edit
            </Button>
          </Box>
          <Typography color="text.secondary">{m?.address}</Typography>
          <Typography>{m ? [m.userName, m.email, m.phone].map(v => v ?? '—').join(' · ') : ''}</Typography>
        </Box>
        {m && <FailureBar failed={m.totalFailed} total={m.totalRequest} />}
        {m && (
          <Typography>
            Uploaded {m.totalSerial} · Scanned {m.totalInstalled} · Pending {m.totalPending}
          </Typography>
        )}
      </Card>
      <Card>
        <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="scrollable">
          {DETAIL_TABS.map(t => (
            <Tab key={t} label={t} />
          ))}
        </Tabs>
        {tab === 0 && <ModelsTab manufacturerId={id} />}
        {tab === 1 && <SerialsTabs manufacturerId={id} />}
        {tab === 2 && <InstallationsTab manufacturerId={id} />}
        {tab === 3 && (
          <Box sx={{p: 2}}>
            <AddStaffButton manufacturerId={id} />
            <StaffTab manufacturerId={id} />
          </Box>
        )}
        {tab === 4 && <NotificationsTab manufacturerId={id} />}
        {tab === 5 && <UploadsTab manufacturerId={id} />}
        {tab === 6 && <SuppliersTab manufacturerId={id} />}
        {tab === 7 && <RecallsTab manufacturerId={id} />}
      </Card>
    </Box>
  );
};
