import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import {Link as RouterLink, useParams} from 'react-router-dom';
import {RecallDetail} from '@voltcheck/ui-shared';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {useCanManageRecalls} from './useRecallAccess';

/** `/recalls/:id`: the recall's notice and reach. */
export function RecallDetailPage() {
  useDocumentTitle('Recall');
  const {id} = useParams();
  const canManage = useCanManageRecalls();
  return (
    <Box>
      <Link component={RouterLink} to="/recalls" variant="body2">
        ← Recalls
      </Link>
      <Box sx={{mt: 1}}>
        <RecallDetail recallId={Number(id)} canRemedy={canManage} />
      </Box>
    </Box>
  );
}
