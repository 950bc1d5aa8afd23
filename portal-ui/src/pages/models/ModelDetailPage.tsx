import {useState} from 'react';
import {useQuery} from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {Link as RouterLink, useLocation, useParams} from 'react-router-dom';
import type {ProductQuery, ProductQueryVariables} from '@voltcheck/api-client';
import {config} from '../../config';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {manufacturerIdVariable, useManufacturerChoice} from '../../session/manufacturerChoice';
import {BatteryDetailsDialog, SearchBox, SerialHistoryDialog, SerialImagesDialog, StatusFilter} from '../serials';
import type {StatusFilterValue} from '../serials';
import type {ImagesTarget} from '../serials/SerialImagesDialog';
import type {ProductSerial} from '../serials/serials.queries';
import {ModelSerialsPanel} from './ModelSerialsPanel';
import {ModelSystemPanel} from './ModelSystemPanel';
import {AVAILABLE_BY_PRODUCT, FAILED_BY_PRODUCT, INSTALLED_BY_PRODUCT, PRODUCT} from './models.queries';
import type {ProductModel} from './models.queries';
import {ErrorState, useDebouncedValue} from '@voltcheck/ui-shared';
import {Permitted} from '../../components/Permitted';
import {PERMISSION} from '../../session/permissions';

const TABS = [
  {kind: 'failed', label: 'Serial Failed', document: FAILED_BY_PRODUCT, field: 'ProductFailedSerialsByProductId'},
  {kind: 'installed', label: 'Installed', document: INSTALLED_BY_PRODUCT, field: 'ProductInstalledSerialsByProductId'},
  {kind: 'available', label: 'Available', document: AVAILABLE_BY_PRODUCT, field: 'ProductAvailableSerialsByProductId'},
] as const;

/** `/model/{productId}`: one model's failed requests, installed and available serials (the model comes in navigation state, or is read). */
export function ModelDetailPage() {
  const {productId = ''} = useParams();
  const passed = (useLocation().state as {model?: ProductModel} | null)?.model;
  const {manufacturerId} = useManufacturerChoice();
  const manufacturer = manufacturerIdVariable(manufacturerId);
  const {data, error} = useQuery<ProductQuery, ProductQueryVariables>(PRODUCT, {
    skip: passed?.productId === productId,
    variables: {productId, manufacturerId: manufacturer},
  });
  const model = passed?.productId === productId ? passed : data?.product;
  useDocumentTitle(`${config.productCode} | ${model?.model ?? 'Model'}`);
  const [tab, setTab] = useState(0);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilterValue>('');
  const [page, setPage] = useState(1);
  const [images, setImages] = useState<ImagesTarget | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  const [details, setDetails] = useState<ProductSerial | null>(null);
  const filter = useDebouncedValue(search.trim(), config.searchDebounceMs);
  const current = TABS[tab];
  return (
    <Box>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap'}}>
        <Link component={RouterLink} to="/dashboard" sx={{display: 'flex', alignItems: 'center', gap: 0.5}}>
          <ArrowBackIcon fontSize="small" /> Back
        </Link>
        <Typography variant="h1" sx={{flex: 1}}>
          {model?.model ?? 'Model'}
        </Typography>
        <Permitted permission={PERMISSION.upload}>
          <Button variant="contained" component={RouterLink} to="/flash">
            Upload Serials
          </Button>
        </Permitted>
      </Box>
      {error && <ErrorState message={`Error! ${error.message}`} />}
      {model && (
        <Typography color="text.secondary" sx={{mb: 2}}>
          {model.productLine?.lineName ?? 'No Product Line Assigned'} · {model.productType}
        </Typography>
      )}
      {!error && <ModelSystemPanel productId={productId} manufacturerId={manufacturer} />}
      {!error && (
        <Paper sx={{p: 2}}>
          <Box sx={{display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5}}>
            <Tabs
              value={tab}
              onChange={(_, t: number) => {
                setTab(t);
                setPage(1);
              }}
              sx={{flex: 1}}
              aria-label="Model serials"
            >
              {TABS.map(t => (
                <Tab key={t.kind} label={t.label} />
              ))}
            </Tabs>
            {current.kind !== 'failed' && (
              <StatusFilter
                value={status}
                onChange={v => {
                  setStatus(v);
                  setPage(1);
                }}
              />
            )}
            <SearchBox
              label="Search serial"
              value={search}
              onChange={v => {
                setSearch(v);
                setPage(1);
              }}
            />
          </Box>
          <ModelSerialsPanel
            key={current.kind}
            kind={current.kind}
            document={current.document}
            field={current.field}
            productId={productId}
            manufacturerId={manufacturer}
            filter={filter}
            status={status}
            page={page}
            onPage={setPage}
            actions={{onImages: setImages, onHistory: setHistory, onDetails: setDetails}}
          />
        </Paper>
      )}
      <SerialImagesDialog target={images} manufacturerId={manufacturer} onClose={() => setImages(null)} />
      <SerialHistoryDialog productSerialId={history} manufacturerId={manufacturer} onClose={() => setHistory(null)} />
      <BatteryDetailsDialog serial={details} onClose={() => setDetails(null)} />
    </Box>
  );
}
