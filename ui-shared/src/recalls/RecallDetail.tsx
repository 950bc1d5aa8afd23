import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {ApiError} from '@voltcheck/api-client';
import {useRestQuery} from '../rest/useRestQuery';
import {EmptyState, ErrorState, LoadingState} from '../states/StateViews';
import {RecallNotice} from './RecallNotice';
import {RecallReach} from './RecallReach';

interface Props {
  recallId: number;
  canRemedy: boolean;
}

/** One recall: its notice, then its reach. An id the caller may not see answers 404, like an unknown one. */
export function RecallDetail({recallId, canRemedy}: Props) {
  const {data, error, loading, reload} = useRestQuery('/api/recalls/{id}', {params: {path: {id: recallId}}});
  if (loading && !data) return <LoadingState />;
  if (error instanceof ApiError && error.status === 404) return <EmptyState title="No such recall." />;
  if (error || !data) return <ErrorState message={error?.message} onRetry={reload} />;
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{data.title}</Typography>
      <RecallNotice recall={data} />
      <RecallReach recallId={recallId} canRemedy={canRemedy} />
    </Stack>
  );
}
