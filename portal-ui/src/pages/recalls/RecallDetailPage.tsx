import {useCallback, useState} from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import {Link as RouterLink, useParams, useSearchParams} from 'react-router-dom';
import {RecallDetail} from '@voltcheck/ui-shared';
import {JobProgressBar} from '../../components/JobProgressBar';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {useCanManageRecalls} from './useRecallAccess';

/** `/recalls/:id`: the recall's notice and reach; `?job=` while the server still marks a big recall's serials. */
export function RecallDetailPage() {
  useDocumentTitle('Recall');
  const {id} = useParams();
  const [search] = useSearchParams();
  const canManage = useCanManageRecalls();
  const jobId = search.get('job');
  // The figures are read again once the job has marked every serial.
  const [round, setRound] = useState(0);
  const reread = useCallback(() => setRound(r => r + 1), []);
  return (
    <Box>
      <Link component={RouterLink} to="/recalls" variant="body2">
        ← Recalls
      </Link>
      {jobId && (
        <Box sx={{my: 2}}>
          <JobProgressBar jobId={jobId} onFinished={reread} />
        </Box>
      )}
      <Box sx={{mt: 1}}>
        <RecallDetail key={`${id}-${round}`} recallId={Number(id)} canRemedy={canManage} />
      </Box>
    </Box>
  );
}
