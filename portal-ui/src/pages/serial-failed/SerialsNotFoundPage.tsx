import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {Link as RouterLink} from 'react-router-dom';
import {config} from '../../config';
import {useDocumentTitle} from '../../components/useDocumentTitle';

/** `/serialfailed`: the static 'Serials not found on service' page of document 001, with its back link. */
export function SerialsNotFoundPage() {
  useDocumentTitle(`${config.productCode} | Serials not found on service`);
  return (
    <Box>
      <Link component={RouterLink} to="/dashboard" sx={{display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2}}>
        <ArrowBackIcon fontSize="small" /> Back to dashboard
      </Link>
      <Box sx={{textAlign: 'center', py: 6}}>
        <SearchOffIcon sx={{fontSize: 64, color: 'text.secondary'}} />
        <Typography variant="h1" sx={{my: 2}}>
          Serials not found on service
        </Typography>
        <Typography color="text.secondary">
          Serials that installers asked about and the service could not find appear on the dashboard&apos;s Failed tab.
        </Typography>
      </Box>
    </Box>
  );
}
