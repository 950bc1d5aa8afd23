import {Alert, Box, Card, Tab, Tabs, Typography} from '@mui/material';
import type {ManufacturerDetailQuery, SupplierLinksQuery} from '@voltcheck/api-client';
import {useState} from 'react';
import {Title} from 'react-admin';
import {useLocation} from 'react-router-dom';
import {NotificationsTab} from '../notifications';
import {FailureBar} from '../registry/FailureBar';
import {useGraphql} from '../registry/useGraphql';
import {DETAIL_MANUFACTURER} from './detailQueries';
import {InstallationsTab, StaffTab, UploadsTab} from './DetailTables';
import {SUPPLIER_LINKS} from './queries';

export const DETAIL_TABS = [
  'Models',
  'Serials',
  'Installation(verified)',
  'Staff',
  'Notifications',
  'Upload History',
  'Suppliers',
];

const Pending = ({what}: {what: string}) => (
  <Typography sx={{p: 2}} color="text.secondary">
    The {what} of this manufacturer show here once the portal serves them to administrators.
  </Typography>
);

const SuppliersTab = ({manufacturerId}: {manufacturerId: string}) => {
  const {data} = useGraphql<SupplierLinksQuery>(SUPPLIER_LINKS, {manufacturerId});
  if (data && !data.supplierLinks.length)
    return <Typography sx={{p: 2}}>Self Supplier: no supplier linked.</Typography>;
  return (
    <Box sx={{p: 2, display: 'grid', gap: 1}}>
      {data?.supplierLinks.map(l => (
        <Typography key={l.distributorId}>
          {l.distributorName}: from {l.startDate}
          {l.endDate ? ` to ${l.endDate}` : ''} {l.current ? '' : '(not current)'}
        </Typography>
      ))}
    </Box>
  );
};

/**
 * One manufacturer (document 002, section 2.7; /ManufacturerDetail with the manufacturer in the navigation
 * state). activeIndexRestore picks the tab to open on (4, Notifications, when returning from notification editing).
 */
export const ManufacturerDetail = () => {
  const state = (useLocation().state ?? {}) as {manufacturerId?: string; activeIndexRestore?: number};
  const [tab, setTab] = useState(state.activeIndexRestore ?? 0);
  const id = state.manufacturerId ?? '';
  const {data, error} = useGraphql<ManufacturerDetailQuery>(DETAIL_MANUFACTURER, {id}, !id);
  if (!id) return <Alert severity="info">Open a manufacturer from the Manufacturers list.</Alert>;
  if (error) return <Alert severity="error">Some error occured</Alert>;
  const m = data?.Manufacturer;
  return (
    <Box sx={{mt: 2}}>
      <Title title={m?.name ?? 'Manufacturer'} />
      <Card sx={{p: 2, mb: 2, display: 'flex', gap: 4, flexWrap: 'wrap'}}>
        <Box>
          <Typography variant="h6">{m?.name}</Typography>
          <Typography color="text.secondary">{m?.address}</Typography>
          <Typography>
            {m?.userName} · {m?.email} · {m?.phone}
          </Typography>
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
        {tab === 0 && <Pending what="models" />}
        {tab === 1 && <Pending what="serials" />}
        {tab === 2 && <InstallationsTab manufacturerId={id} />}
        {tab === 3 && <StaffTab manufacturerId={id} />}
        {tab === 4 && <NotificationsTab manufacturerId={id} />}
        {tab === 5 && <UploadsTab manufacturerId={id} />}
        {tab === 6 && <SuppliersTab manufacturerId={id} />}
      </Card>
    </Box>
  );
};
