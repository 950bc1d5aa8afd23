import {useState} from 'react';
import {useQuery} from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import {Link as RouterLink} from 'react-router-dom';
import type {FailedSerialsQuery, FailedSerialsQueryVariables} from '@voltcheck/api-client';
import {downloadFailure} from '../../components/download';
import {formatCount} from '../../components/formatCount';
import {DownloadFailedDialog, downloadFailedSerials} from './DownloadFailedDialog';
import {FailedSerialsTable} from './FailedSerialsTable';
import {ListState} from './ListState';
import {Paging} from './ListControls';
import type {ImagesTarget} from './SerialImagesDialog';
import {FAILED_SERIALS, SERIALS_PAGE_SIZE} from './serials.queries';
import {Permitted} from '../../components/Permitted';
import {PERMISSION} from '../../session/permissions';

export interface PanelProps {
  filter: string;
  manufacturerId: string | null;
  page: number;
  onPage: (page: number) => void;
  onImages: (target: ImagesTarget) => void;
}

/** The Failed sub-tab: administrators get 'Download Failed Serials'; others with failures the banner, 'Upload Now' and CSV/XLSX. */
export function FailedPanel({
  filter,
  manufacturerId,
  page,
  onPage,
  onImages,
  admin,
  failedCount,
}: PanelProps & {
  admin: boolean;
  failedCount: number;
}) {
  const [dialog, setDialog] = useState(false);
  const [error, setError] = useState<string>();
  const {
    data,
    loading,
    error: queryError,
  } = useQuery<FailedSerialsQuery, FailedSerialsQueryVariables>(FAILED_SERIALS, {
    variables: {filter: filter || null, manufacturerId, first: SERIALS_PAGE_SIZE, skip: (page - 1) * SERIALS_PAGE_SIZE},
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.FailedProductSerialListing;
  const download = (format: 'csv' | 'xlsx') =>
    downloadFailedSerials(format, manufacturerId ? Number(manufacturerId) : undefined).catch(err =>
      setError(downloadFailure(err)),
    );
  return (
    <Box>
      {admin && (
        <Box sx={{display: 'flex', justifyContent: 'flex-end', mb: 1.5}}>
          <Permitted permission={PERMISSION.download}>
            <Button variant="outlined" onClick={() => setDialog(true)}>
              Download Failed Serials
            </Button>
          </Permitted>
          <DownloadFailedDialog
            open={dialog}
            onClose={() => setDialog(false)}
            manufacturerId={manufacturerId ? Number(manufacturerId) : undefined}
          />
        </Box>
      )}
      {!admin && failedCount > 0 && (
        <Alert
          severity="error"
          sx={{mb: 1.5}}
          action={
            <Permitted permission={PERMISSION.download}>
              <ButtonGroup size="small" variant="outlined" color="inherit" aria-label="Download failed serials">
                <Button onClick={() => void download('csv')}>CSV</Button>
                <Button onClick={() => void download('xlsx')}>XLSX</Button>
              </ButtonGroup>
            </Permitted>
          }
        >
          {formatCount(failedCount)} serial{failedCount === 1 ? ' was' : 's were'} requested by installers but never
          uploaded. Please upload them immediately.{' '}
          <Permitted permission={PERMISSION.upload}>
            <Button size="small" color="inherit" component={RouterLink} to="/flash" sx={{textDecoration: 'underline'}}>
              Upload Now
            </Button>
          </Permitted>
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{mb: 1}} onClose={() => setError(undefined)}>
          {error}
        </Alert>
      )}
      <ListState loading={loading} error={queryError} empty={!list?.list.length}>
        <FailedSerialsTable rows={list?.list ?? []} onImages={onImages} />
        <Paging page={page} count={list?.count ?? 0} onPage={onPage} />
      </ListState>
    </Box>
  );
}
