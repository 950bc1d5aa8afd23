import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {Link as RouterLink, useNavigate} from 'react-router-dom';
import {RecallForm} from '@voltcheck/ui-shared';
import {useDocumentTitle} from '../../components/useDocumentTitle';

/** `/recalls/new`: the notice and the serials of a new recall; a big one opens with its progress bar. */
export function RecallCreatePage() {
  useDocumentTitle('New recall');
  const navigate = useNavigate();
  return (
    <Box sx={{maxWidth: 900}}>
      <Link component={RouterLink} to="/recalls" variant="body2">
        ← Recalls
      </Link>
      <Typography variant="h1" sx={{mt: 1, mb: 3}}>
        New recall
      </Typography>
      <Card>
        <CardContent>
          <RecallForm onOpen={id => navigate(`/recalls/${id}`)} />
        </CardContent>
      </Card>
    </Box>
  );
}
