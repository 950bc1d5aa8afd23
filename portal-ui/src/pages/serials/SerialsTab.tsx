import {useState} from 'react';
import {useQuery} from '@apollo/client';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {isAdminRole} from '@voltcheck/api-client';
import type {FailedSerialsQuery, FailedSerialsQueryVariables} from '@voltcheck/api-client';
import {config} from '../../config';
import {manufacturerIdVariable} from '../../session/manufacturerChoice';
import {useSession} from '../../session/SessionContext';
import {BatteryDetailsDialog} from './BatteryDetailsDialog';
import {FailedPanel} from './FailedPanel';
import {SearchBox, StatusFilter} from './ListControls';
import type {StatusFilterValue} from './ListControls';
import {ParallelImportPanel} from './ParallelImportPanel';
import {SerialHistoryDialog} from './SerialHistoryDialog';
import {SerialImagesDialog} from './SerialImagesDialog';
import type {ImagesTarget} from './SerialImagesDialog';
import {SerialListPanel} from './SerialListPanel';
import {SerialStatusAction} from './SerialStatusAction';
import {useCanManageRecalls} from '../recalls/useRecallAccess';
import {badgeCount} from './serialFormat';
import {BADGE_MAX, FAILED_SERIALS} from './serials.queries';
import type {ProductSerial} from './serials.queries';
import {useDebouncedValue} from '@voltcheck/ui-shared';

type SubTab = 'failed' | 'installed' | 'available' | 'parallel';

/**
 * The dashboard's Serials tab (document 001 section 2): Failed (count badge), Installed, Available and,
 * in the administrators' global view, Parallel Import; one search box, paging of 100, the serial dialogs.
 * `manufacturerId`: the distributor's chosen manufacturer, or the one an administrator looks at.
 */
export function SerialsTab({manufacturerId, globalView}: {manufacturerId?: number; globalView?: boolean}) {
  const {claims} = useSession();
  const admin = isAdminRole(claims?.role);
  const [tab, setTab] = useState<SubTab>('failed');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilterValue>('');
  const [page, setPage] = useState(1);
  const [images, setImages] = useState<ImagesTarget | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  const [details, setDetails] = useState<ProductSerial | null>(null);
  const canChangeStatus = useCanManageRecalls();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selection = canChangeStatus
    ? {selected, onSelect: (serials: string[], on: boolean) => setSelected(s => ticked(s, serials, on))}
    : undefined;
  const filter = useDebouncedValue(search.trim(), config.searchDebounceMs);
  const manufacturer = manufacturerIdVariable(manufacturerId);
  const failed = useQuery<FailedSerialsQuery, FailedSerialsQueryVariables>(FAILED_SERIALS, {
    variables: {manufacturerId: manufacturer, first: 1, skip: 0},
    fetchPolicy: 'cache-and-network',
  });
  const failedCount = failed.data?.FailedProductSerialListing.count ?? 0;
  const common = {filter, manufacturerId: manufacturer, page, onPage: setPage, onImages: setImages};
  const actions = {onImages: setImages, onHistory: setHistory, onDetails: setDetails};

  return (
    <Box>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5}}>
        <Tabs
          value={tab}
          onChange={(_, t: SubTab) => {
            setTab(t);
            setPage(1);
            setSelected(new Set());
          }}
          sx={{flex: 1}}
          aria-label="Serials"
        >
          <Tab
            value="failed"
            label={
              <Badge color="error" max={BADGE_MAX} badgeContent={badgeCount(failedCount, BADGE_MAX)} sx={{pr: 2}}>
                Failed
              </Badge>
            }
          />
          <Tab value="installed" label="Installed" />
          <Tab value="available" label="Available" />
          {globalView && admin && <Tab value="parallel" label="Parallel Import" />}
        </Tabs>
        {(tab === 'installed' || tab === 'available') && (
          <StatusFilter
            value={status}
            onChange={v => {
              setStatus(v);
              setPage(1);
            }}
          />
        )}
        {selection && <SerialStatusAction selection={selection} onChanged={() => setSelected(new Set())} />}
        <SearchBox
          label="Search serial"
          value={search}
          onChange={v => {
            setSearch(v);
            setPage(1);
          }}
        />
      </Box>
      {tab === 'failed' && <FailedPanel {...common} admin={admin} failedCount={failedCount} />}
      {tab === 'installed' && (
        <SerialListPanel {...common} columns="installed" status={status} actions={actions} selection={selection} />
      )}
      {tab === 'available' && (
        <SerialListPanel {...common} columns="available" status={status} actions={actions} selection={selection} />
      )}
      {tab === 'parallel' && <ParallelImportPanel {...common} />}
      <SerialImagesDialog target={images} manufacturerId={manufacturer} onClose={() => setImages(null)} />
      <SerialHistoryDialog productSerialId={history} manufacturerId={manufacturer} onClose={() => setHistory(null)} />
      <BatteryDetailsDialog serial={details} onClose={() => setDetails(null)} />
    </Box>
  );
}

/** The ticked serials after ticking or unticking some. */
function ticked(selected: ReadonlySet<string>, serials: string[], on: boolean): ReadonlySet<string> {
  const next = new Set(selected);
  for (const serial of serials) {
    if (on) next.add(serial);
    else next.delete(serial);
  }
  return next;
}
