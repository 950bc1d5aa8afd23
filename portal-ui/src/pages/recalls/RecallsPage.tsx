import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {Link as RouterLink, useNavigate} from 'react-router-dom';
import {RecallList} from '@voltcheck/ui-shared';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {useCanManageRecalls} from './useRecallAccess';

/** `/recalls`: the manufacturer's recalls with their reach figures; New recall for those who may create one. */
export function RecallsPage() {
  useDocumentTitle('Recalls');
  const navigate = useNavigate();
  const canManage = useCanManageRecalls();
  const create = canManage && (
    <Button component={RouterLink} to="/recalls/new" variant="contained" startIcon={<AddIcon />}>
      New recall
    </Button>
  );
  return (
    <Box>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, mb: 1}}>
        <Typography variant="h1" sx={{flex: 1}}>
          Recalls
        </Typography>
        {create}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{mb: 3}}>
        Take serials out of circulation and reach every installation that holds them.
      </Typography>
      <RecallList
        onOpen={id => navigate(`/recalls/${id}`)}
        emptyAction={canManage ? 'Create one with New recall.' : undefined}
      />
    </Box>
  );
}
