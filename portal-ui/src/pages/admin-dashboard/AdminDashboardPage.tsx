import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type {SvgIconComponent} from '@mui/icons-material';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import FactoryOutlinedIcon from '@mui/icons-material/FactoryOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import EngineeringOutlinedIcon from '@mui/icons-material/EngineeringOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {config} from '../../config';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {displayNameOf} from '../../session/profile';
import {roleLabel} from '../../session/roles';
import {useSession} from '../../session/SessionContext';

const AREAS: Array<{icon: SvgIconComponent; title: string; text: string}> = [
  {icon: FactoryOutlinedIcon, title: 'Manufacturers', text: 'Brands, models, product lines and their serials.'},
  {
    icon: LocalShippingOutlinedIcon,
    title: 'Suppliers',
    text: 'Suppliers, distributors and the manufacturers they serve.',
  },
  {icon: EngineeringOutlinedIcon, title: 'Installers', text: 'Installers and their verification activity.'},
  {
    icon: FactCheckOutlinedIcon,
    title: 'Verification logs',
    text: 'Every serial check, failed and parallel-import serials.',
  },
  {icon: ReceiptLongOutlinedIcon, title: 'Ledger', text: 'Submission of verified installations to the ledger.'},
  {icon: AssessmentOutlinedIcon, title: 'Reports', text: 'Leadership board, reports, users and reference data.'},
];

/**
 * `/AdminDashboard`: the administrators' landing page in the portal. The work happens in the admin
 * console, another app: a prominent link, not an automatic redirect (see the README).
 */
export function AdminDashboardPage() {
  useDocumentTitle(`${config.productCode} | Admin Dashboard`);
  const {profile, claims} = useSession();
  const name = displayNameOf(profile) || claims?.unique_name || 'Administrator';
  return (
    <Box>
      <Typography variant="h1" sx={{mb: 3}}>
        Admin Dashboard
      </Typography>
      <Paper
        sx={{
          p: {xs: 3, md: 5},
          mb: 4,
          color: 'common.white',
          display: 'flex',
          flexDirection: {xs: 'column', md: 'row'},
          alignItems: {md: 'center'},
          gap: 3,
          background:
            'radial-gradient(circle at 95% 10%, rgba(245,165,36,0.35), transparent 40%), linear-gradient(135deg, #0b5d7a, #042c3b)',
        }}
      >
        <AdminPanelSettingsOutlinedIcon sx={{fontSize: 72, color: 'secondary.light'}} aria-hidden />
        <Box sx={{flex: 1}}>
          <Typography variant="overline" sx={{color: 'secondary.light', letterSpacing: '0.12em', fontWeight: 700}}>
            {roleLabel(claims?.role)}
          </Typography>
          <Typography variant="h1" component="h2" sx={{color: 'common.white', mb: 1}}>
            Welcome, {name}
          </Typography>
          <Typography sx={{color: 'rgba(255,255,255,0.85)', maxWidth: 620}}>
            Manufacturers, suppliers, installers, verification logs, the ledger and reports are managed in the admin
            console.
          </Typography>
        </Box>
        <Button
          component="a"
          href={config.adminConsoleUrl}
          variant="contained"
          color="secondary"
          size="large"
          endIcon={<OpenInNewIcon />}
          sx={{alignSelf: {xs: 'stretch', md: 'center'}, py: 1.5, px: 3, fontSize: '1rem'}}
        >
          Open the admin console
        </Button>
      </Paper>
      <Typography variant="h4" component="h2" sx={{mb: 2}}>
        In the admin console
      </Typography>
      <Grid container spacing={2.5}>
        {AREAS.map(({icon: Icon, title, text}) => (
          <Grid key={title} size={{xs: 12, sm: 6, lg: 4}}>
            <Card sx={{height: '100%'}}>
              <CardContent sx={{display: 'flex', gap: 2}}>
                <Box
                  sx={{
                    flex: 'none',
                    width: 42,
                    height: 42,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(11,93,122,0.09)',
                    color: 'primary.main',
                  }}
                >
                  <Icon />
                </Box>
                <Box>
                  <Typography variant="h6" component="h3">
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {text}
                  </Typography>
                </Box>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
