import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {Link as RouterLink} from 'react-router-dom';
import {config} from '../../config';
import {PublicLayout} from '../../components/PublicLayout';
import {useDocumentTitle} from '../../components/useDocumentTitle';

/** `/FormFooter`: content not specified; the footer information of the forms, as a page. */
export function FormFooterPage() {
  useDocumentTitle(config.appName);
  return (
    <PublicLayout maxWidth="md">
      <Paper variant="outlined" sx={{p: {xs: 3, md: 4}}}>
        <Typography variant="h2" component="h1" sx={{mb: 2}}>
          {config.appName}
        </Typography>
        <Typography sx={{mb: 2}}>Battery serial verification for the Australian solar supply chain.</Typography>
        <Box component="address" sx={{fontStyle: 'normal', mb: 2, color: 'text.secondary'}}>
          {config.companyName}
          <br />
          {config.companyAddress}
          <br />
          <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
        </Box>
        <Typography variant="body2" color="text.secondary">
          By using the portal you agree to the{' '}
          <Link component={RouterLink} to="/termsofuse">
            Terms of use
          </Link>{' '}
          and the{' '}
          <Link component={RouterLink} to="/privacy">
            Privacy
          </Link>{' '}
          policy.
        </Typography>
      </Paper>
    </PublicLayout>
  );
}
