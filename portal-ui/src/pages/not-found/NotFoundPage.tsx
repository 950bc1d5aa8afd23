import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExploreOffOutlinedIcon from '@mui/icons-material/ExploreOffOutlined';
import {Link as RouterLink} from 'react-router-dom';
import {PublicLayout} from '../../components/PublicLayout';
import {useDocumentTitle} from '../../components/useDocumentTitle';

export const PATH_NOT_FOUND = 'Error: Path does not exist!!';

/** The fallback's content; inside the signed-in shell it offers the way home instead of Login. */
export function NotFoundContent({homePath}: {homePath?: string}) {
  useDocumentTitle('Page not found');
  return (
    <Box sx={{textAlign: 'center', py: {xs: 6, md: 10}}}>
      <ExploreOffOutlinedIcon sx={{fontSize: 64, color: 'primary.light', mb: 2}} />
      <Typography variant="h2" component="h1" sx={{mb: 1}}>
        {PATH_NOT_FOUND}
      </Typography>
      <Typography color="text.secondary" sx={{mb: 3}}>
        The page you asked for is not part of the portal.
      </Typography>
      {homePath && (
        <Button component={RouterLink} to={homePath} variant="contained">
          Back to Dashboard
        </Button>
      )}
    </Box>
  );
}

/** Any other path, for a visitor who is not signed in. */
export function NotFoundPage() {
  return (
    <PublicLayout maxWidth="md">
      <NotFoundContent />
    </PublicLayout>
  );
}
