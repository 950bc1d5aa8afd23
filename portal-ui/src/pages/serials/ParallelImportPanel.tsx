import {useState} from 'react';
import {useQuery} from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import type {ParallelImportsQuery, ParallelImportsQueryVariables} from '@voltcheck/api-client';
import {rest, saveDownload} from '@voltcheck/api-client';
import {downloadFailure} from '../../components/download';
import {FailedSerialsTable} from './FailedSerialsTable';
import type {PanelProps} from './FailedPanel';
import {ListState} from './ListState';
import {Paging} from './ListControls';
import {PARALLEL_IMPORTS, SERIALS_PAGE_SIZE} from './serials.queries';
import {Permitted} from '../../components/Permitted';
import {PERMISSION} from '../../session/permissions';

/** The Parallel Import sub-tab (global view): requests with a parallel-import comment, and the comments download. */
export function ParallelImportPanel({filter, manufacturerId, page, onPage, onImages}: PanelProps) {
  const [error, setError] = useState<string>();
  const {
    data,
    loading,
    error: queryError,
  } = useQuery<ParallelImportsQuery, ParallelImportsQueryVariables>(PARALLEL_IMPORTS, {
    variables: {filter: filter || null, manufacturerId, first: SERIALS_PAGE_SIZE, skip: (page - 1) * SERIALS_PAGE_SIZE},
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.AdminParallelImport;
  const download = () =>
    saveDownload(
      rest.download('get', '/api/serials/parallel-comments/export', {
        params: {
          query: {manufacturerId: manufacturerId ? Number(manufacturerId) : undefined, filter: filter || undefined},
        },
      }),
      'parallel_comments_failed.csv',
    ).catch(err => setError(downloadFailure(err)));
  return (
    <Box>
      <Box sx={{display: 'flex', justifyContent: 'flex-end', mb: 1.5}}>
        <Permitted permission={PERMISSION.download}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()}>
            Download
          </Button>
        </Permitted>
      </Box>
      {error && (
        <Alert severity="error" sx={{mb: 1}} onClose={() => setError(undefined)}>
          {error}
        </Alert>
      )}
      <ListState loading={loading} error={queryError} empty={!list?.list.length}>
        <FailedSerialsTable rows={list?.list ?? []} withComment onImages={onImages} />
        <Paging page={page} count={list?.count ?? 0} onPage={onPage} />
      </ListState>
    </Box>
  );
}
