import {useState} from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {isAdminRole} from '@voltcheck/api-client';
import {config} from '../../config';
import {useManufacturerChoice} from '../../session/manufacturerChoice';
import {useSession} from '../../session/SessionContext';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {BatteryDetailsDialog} from './BatteryDetailsDialog';
import {SearchBox, StatusFilter} from './ListControls';
import type {StatusFilterValue} from './ListControls';
import {SerialHistoryDialog} from './SerialHistoryDialog';
import {SerialImagesDialog} from './SerialImagesDialog';
import type {ImagesTarget} from './SerialImagesDialog';
import {SerialListPanel} from './SerialListPanel';
import {SerialsTab} from './SerialsTab';
import type {ProductSerial} from './serials.queries';
import {useDebouncedValue} from '@voltcheck/ui-shared';

/**
 * `/serials`: for administrators the global view (every serial in the global form, then the Serials tab
 * with Parallel Import); for everyone else their Serials tab on a page of its own.
 */
export function GlobalSerialsPage() {
  useDocumentTitle(`${config.productCode} | Serials`);
  const {claims} = useSession();
  const {manufacturerId} = useManufacturerChoice();
  if (!isAdminRole(claims?.role))
    return (
      <Box>
        <Typography variant="h1" sx={{mb: 2}}>
          Serials
        </Typography>
        <Paper sx={{p: 2}}>
          <SerialsTab manufacturerId={manufacturerId} />
        </Paper>
      </Box>
    );
  return <AdminSerials />;
}

function AdminSerials() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilterValue>('');
  const [page, setPage] = useState(1);
  const [images, setImages] = useState<ImagesTarget | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  const [details, setDetails] = useState<ProductSerial | null>(null);
  const filter = useDebouncedValue(search.trim(), config.searchDebounceMs);
  return (
    <Box>
      <Typography variant="h1" sx={{mb: 2}}>
        Serials
      </Typography>
      <Paper sx={{p: 2, mb: 3}}>
        <Box sx={{display: 'flex', alignItems: 'center', gap: 2, mb: 1.5}}>
          <Typography variant="h6" sx={{flex: 1}}>
            All serials
          </Typography>
          <StatusFilter
            value={status}
            onChange={v => {
              setStatus(v);
              setPage(1);
            }}
          />
          <SearchBox
            label="Search all serials"
            value={search}
            onChange={v => {
              setSearch(v);
              setPage(1);
            }}
          />
        </Box>
        <SerialListPanel
          columns="global"
          filter={filter}
          status={status}
          manufacturerId={null}
          page={page}
          onPage={setPage}
          actions={{onImages: setImages, onHistory: setHistory, onDetails: setDetails}}
        />
      </Paper>
      <Paper sx={{p: 2}}>
        <SerialsTab globalView />
      </Paper>
      <SerialImagesDialog target={images} manufacturerId={null} onClose={() => setImages(null)} />
      <SerialHistoryDialog productSerialId={history} manufacturerId={null} onClose={() => setHistory(null)} />
      <BatteryDetailsDialog serial={details} onClose={() => setDetails(null)} />
    </Box>
  );
}
