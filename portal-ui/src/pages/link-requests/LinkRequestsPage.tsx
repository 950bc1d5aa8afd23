import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {LinkRequestsPanel} from './LinkRequestsPanel';

/** `/linkrequests`: a supplier's or distributor's requests to be linked to manufacturers. */
export function LinkRequestsPage() {
  useDocumentTitle('Manufacturer Links');
  return (
    <Box>
      <Typography variant="h1" sx={{mb: 3}}>
        Manufacturer Links
      </Typography>
      <LinkRequestsPanel />
    </Box>
  );
}
