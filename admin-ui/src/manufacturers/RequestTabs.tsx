import DownloadIcon from '@mui/icons-material/Download';
import {Button, Table, TableBody, TableCell, TableHead, TableRow, Typography} from '@mui/material';
import type {
  RequestLogFieldsFragment,
  ManufacturerFailedSerialsQuery,
  ManufacturerParallelImportsQuery,
} from '@voltcheck/api-client';
import {rest, saveDownload} from '@voltcheck/api-client';
import {shortDateTime, useDebouncedValue} from '@voltcheck/ui-shared';
import {useState} from 'react';
import {useNotify} from 'react-admin';
import {useConsoleQuery} from '../graphql';
import {requesterTypeLabel} from '../logs/logCodes';
import {Note, PAGE, Paged} from './DetailCatalogue';
import {DETAIL_FAILED, DETAIL_PARALLEL} from './detailQueries';

function RequestTable({
  rows,
  label,
  withComment,
}: {
  rows: RequestLogFieldsFragment[];
  label: string;
  withComment?: boolean;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Serial</TableCell>
          <TableCell>Requested Time</TableCell>
          <TableCell>Requester</TableCell>
          <TableCell>Request Type</TableCell>
          <TableCell>Requested Brand</TableCell>
          <TableCell>Requested Model</TableCell>
          <TableCell>App</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(r => (
          <TableRow key={r.productLogId}>
            <TableCell>
              <Typography variant="body2" sx={{fontFamily: 'monospace'}}>
                {r.failedSerial}
              </Typography>
              {withComment && r.parralelImportComment && (
                <Typography variant="caption" color="text.secondary">
                  {r.parralelImportComment}
                </Typography>
              )}
            </TableCell>
            <TableCell>{shortDateTime(r.requestedTime)}</TableCell>
            <TableCell>{r.requesterName ?? '—'}</TableCell>
            <TableCell>{requesterTypeLabel(r.requesterType ?? 0)}</TableCell>
            <TableCell>{r.requestedBrand ?? '—'}</TableCell>
            <TableCell>{r.requestedModel ?? '—'}</TableCell>
            <TableCell>{r.requesterAppName ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

type Kind = 'failed' | 'parallel';
const KINDS = {
  failed: {
    query: DETAIL_FAILED,
    label: 'Failed serials',
    empty: 'No failed serial: every serial requested has been uploaded.',
    download: 'Download Failed Serials',
    path: '/api/admin/manufacturers/{manufacturerId}/failed-serials',
    file: 'failed_serials.csv',
  },
  parallel: {
    query: DETAIL_PARALLEL,
    label: 'Parallel imports',
    empty: 'No parallel import reported.',
    download: 'Download Parallel Import',
    path: '/api/admin/manufacturers/{manufacturerId}/parallel-import',
    file: 'parallel_import.csv',
  },
} as const;

type Answer = Partial<ManufacturerFailedSerialsQuery & ManufacturerParallelImportsQuery>;

/**
 * The Serials tab's Failed and Parallel Import sub-tabs (the portal's, for the manufacturer looked at): requests for
 * serials never uploaded, or carrying a parallel-import comment; searchable, 25 a page, with the console's download.
 */
export function RequestTab({manufacturerId, kind}: {manufacturerId: string; kind: Kind}) {
  const k = KINDS[kind];
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const filter = useDebouncedValue(search.trim());
  const {data, error, loading} = useConsoleQuery<Answer>(k.query, {
    manufacturerId,
    filter: filter || undefined,
    skip: page * PAGE,
  });
  const list = data?.FailedProductSerialListing ?? data?.AdminParallelImport;
  const rows = list?.list ?? [];
  const download = () =>
    saveDownload(
      rest.download('get', k.path, {params: {path: {manufacturerId: Number(manufacturerId)}}}),
      k.file,
    ).catch(() => notify('some error occured', {type: 'error'}));
  const button = (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()}>
      {k.download}
    </Button>
  );
  return (
    <Paged
      label="Search serial"
      search={search}
      onSearch={s => [setSearch(s), setPage(0)]}
      filters={button}
      loading={loading}
      count={list?.count}
      page={page}
      onPage={setPage}
    >
      {error ? (
        <Note error text="Some error occured" />
      ) : data && !rows.length ? (
        <Note text={filter ? 'No serial matches this search.' : k.empty} />
      ) : (
        <RequestTable rows={rows} label={k.label} withComment={kind === 'parallel'} />
      )}
    </Paged>
  );
}
