import {useState} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/Download';
import {useDebouncedValue} from '../hooks/useDebouncedValue';
import {Pager} from '../paging/Pager';
import {useRestQuery} from '../rest/useRestQuery';
import {EmptyState, ErrorState, LoadingState} from '../states/StateViews';
import {RecallFigures} from './RecallFigures';
import {exportReach, PER_PAGE, type ReachKind} from './recalls.queries';
import {ReachTable} from './ReachTable';
import {RemedyDialog} from './RemedyDialog';

interface Props {
  recallId: number;
  /** The caller may mark installations as remedied (the server checks it again). */
  canRemedy: boolean;
}

/** Who holds the recalled serials: the figures, the installations and the serials not installed yet, paged. */
export function RecallReach({recallId, canRemedy}: Props) {
  const [kind, setKind] = useState<ReachKind>('installed');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [remedying, setRemedying] = useState<string[] | null>(null);
  const [exportFailure, setExportFailure] = useState('');
  const q = useDebouncedValue(search.trim());
  const {data, error, loading, reload} = useRestQuery('/api/recalls/{id}/reach', {
    params: {path: {id: recallId}, query: {kind, page, perPage: PER_PAGE, ...(q ? {q} : {})}},
  });
  const select = (serials: string[], on: boolean) =>
    setSelected(s => {
      const next = new Set(s);
      for (const serial of serials) {
        if (on) next.add(serial);
        else next.delete(serial);
      }
      return next;
    });
  const download = (format: 'csv' | 'xlsx') =>
    exportReach(recallId, format).catch((e: Error) => setExportFailure(e.message));

  return (
    <Stack spacing={3}>
      {data ? <RecallFigures figures={data} /> : error ? null : <LoadingState />}
      <Card>
        <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 2, pt: 1}}>
          <Tabs
            value={kind}
            onChange={(_, next: ReachKind) => {
              setKind(next);
              setPage(1);
            }}
            sx={{flex: '1 1 auto'}}
          >
            <Tab value="installed" label="Installed" />
            <Tab value="uninstalled" label="Not installed" />
          </Tabs>
          <TextField
            size="small"
            placeholder="Search serial"
            value={search}
            onChange={e => {
              setSearch(e.target.value);
              setPage(1);
            }}
            slotProps={{htmlInput: {'aria-label': 'Search serial'}}}
            sx={{width: 240}}
          />
          <Button startIcon={<DownloadIcon />} onClick={() => void download('csv')}>
            CSV
          </Button>
          <Button startIcon={<DownloadIcon />} onClick={() => void download('xlsx')}>
            XLSX
          </Button>
        </Box>
        {canRemedy && kind === 'installed' && (
          <Box sx={{display: 'flex', gap: 1, px: 2, py: 1}}>
            <Button
              variant="contained"
              size="small"
              disabled={!selected.size}
              onClick={() => setRemedying([...selected])}
            >
              Remedy selected ({selected.size})
            </Button>
            <Button size="small" onClick={() => setRemedying([])}>
              Remedy by list…
            </Button>
          </Box>
        )}
        {exportFailure && (
          <Alert severity="error" onClose={() => setExportFailure('')}>
            {exportFailure}
          </Alert>
        )}
        {loading && !data ? (
          <LoadingState />
        ) : error ? (
          <ErrorState message={error.message} onRetry={reload} />
        ) : !data?.rows.length ? (
          <EmptyState title={q ? 'No serial matches.' : kind === 'installed' ? 'No installation.' : 'None.'}>
            {kind === 'installed'
              ? 'No affected serial has been installed.'
              : 'Every affected serial has been installed.'}
          </EmptyState>
        ) : (
          <ReachTable
            kind={kind}
            rows={data.rows}
            {...(canRemedy ? {selected, onSelect: select, onRemedy: serial => setRemedying([serial])} : {})}
          />
        )}
        <Pager count={data?.total ?? 0} pageSize={PER_PAGE} page={page} onPage={setPage} sx={{p: 2}} />
      </Card>
      {remedying && (
        <RemedyDialog
          recallId={recallId}
          serials={remedying}
          onClose={() => setRemedying(null)}
          onDone={() => {
            setSelected(new Set());
            reload();
          }}
        />
      )}
    </Stack>
  );
}
