import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type {SvgIconComponent} from '@mui/icons-material';
import AppRegistrationIcon from '@mui/icons-material/AppRegistration';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import {PublicLayout} from '../../components/PublicLayout';
import {useDocumentTitle} from '../../components/useDocumentTitle';

const STEPS: Array<{icon: SvgIconComponent; title: string; text: string}> = [
  {
    icon: AppRegistrationIcon,
    title: 'Register and activate',
    text: 'Register your company, then open the activation link we email you.',
  },
  {
    icon: CloudUploadOutlinedIcon,
    title: 'Upload your serials',
    text: 'Upload a spreadsheet of the battery serial numbers you bring to the Australian market (Flash Data).',
  },
  {
    icon: QrCodeScannerIcon,
    title: 'Installer scans the battery',
    text: "At installation, the installer's app scans each battery's serial and asks VoltCheck to verify it.",
  },
  {
    icon: VerifiedOutlinedIcon,
    title: 'Result and follow-up',
    text: 'Genuine serials are confirmed on the spot. Failed serials appear on your dashboard so you can resolve them.',
  },
];

/** `/installationVideo`: content not specified; a short written guide (no video: nothing is fetched from elsewhere). */
export function InstallationGuidePage() {
  useDocumentTitle('Installation guide');
  return (
    <PublicLayout maxWidth="md">
      <Typography variant="h1" sx={{mb: 1}}>
        How battery verification works
      </Typography>
      <Typography color="text.secondary" sx={{mb: 4}}>
        A short guide for manufacturers, suppliers and installers.
      </Typography>
      <Grid container spacing={2.5}>
        {STEPS.map(({icon: Icon, title, text}, i) => (
          <Grid key={title} size={{xs: 12, sm: 6}}>
            <Card sx={{height: '100%'}}>
              <CardContent>
                <Box sx={{display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5}}>
                  <Box
                    sx={{
                      width: 40,
                      height: 40,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'rgba(11,93,122,0.09)',
                      color: 'primary.main',
                    }}
                  >
                    <Icon />
                  </Box>
                  <Typography variant="overline" color="text.secondary">
                    Step {i + 1}
                  </Typography>
                </Box>
                <Typography variant="h5" component="h2" sx={{mb: 0.75}}>
                  {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Alert severity="info" sx={{mt: 4}}>
        Installers verify batteries through their installation app; the portal is where manufacturers and suppliers keep
        their serials up to date.
      </Alert>
    </PublicLayout>
  );
}
