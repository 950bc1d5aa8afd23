import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type {ReactNode} from 'react';
import {BatteryIllustration} from './BatteryIllustration';
import {BrandMark} from './BrandMark';
import {SiteFooter} from './SiteFooter';

const POINTS = [
  'Verify battery serials at the point of installation',
  'Upload and manage your product serials securely',
  'Keep warranties and product lines in one place',
];

/** The default side of the auth screens: the product's promise and a battery illustration. */
function BrandAside() {
  return (
    <Stack spacing={4} sx={{maxWidth: 460}}>
      <Box>
        <Typography variant="h1" sx={{color: 'common.white', fontSize: {md: '2rem', lg: '2.4rem'}, lineHeight: 1.15}}>
          Genuine batteries.
          <Box component="span" sx={{display: 'block', color: 'secondary.light'}}>
            Verified serials.
          </Box>
        </Typography>
        <Typography sx={{mt: 2, color: 'rgba(255,255,255,0.82)', fontSize: '1.02rem'}}>
          The battery serial verification portal for the Australian solar supply chain.
        </Typography>
      </Box>
      <BatteryIllustration height={210} />
      <Stack spacing={1.2} component="ul" sx={{listStyle: 'none', p: 0, m: 0}}>
        {POINTS.map(p => (
          <Box
            component="li"
            key={p}
            sx={{display: 'flex', gap: 1.2, alignItems: 'center', color: 'rgba(255,255,255,0.9)'}}
          >
            <CheckCircleIcon sx={{color: 'secondary.light', fontSize: 20}} />
            <Typography variant="body2">{p}</Typography>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Replaces the default brand panel (the registration page describes the project there). */
  aside?: ReactNode;
  /** Width of the form column's content. */
  maxWidth?: number;
  /** Phones hide the side panel; set this to show it below the form instead. */
  asideOnPhones?: boolean;
}

/** Split screen: a branded panel on the left (hidden on phones), the form on the right. */
export function AuthLayout({title, subtitle, children, aside, maxWidth = 420, asideOnPhones = false}: AuthLayoutProps) {
  return (
    <Box sx={{minHeight: '100vh', display: 'flex', bgcolor: 'background.paper'}}>
      <Box
        component="aside"
        sx={{
          display: {xs: 'none', md: 'flex'},
          flexDirection: 'column',
          width: {md: '42%', lg: '40%'},
          maxWidth: 620,
          flexShrink: 0,
          px: {md: 5, lg: 7},
          py: 5,
          color: 'common.white',
          background:
            'radial-gradient(circle at 85% 10%, rgba(245,165,36,0.28), transparent 40%), linear-gradient(160deg, #0b5d7a 0%, #063f54 70%, #042c3b 100%)',
        }}
      >
        <BrandMark inverse />
        <Box sx={{flex: 1, display: 'flex', alignItems: 'center', py: 4}}>{aside ?? <BrandAside />}</Box>
        <SiteFooter inverse flush />
      </Box>
      <Box sx={{flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0}}>
        <Box
          sx={{
            display: {xs: 'flex', md: 'none'},
            px: 2,
            py: 1.5,
            background: 'linear-gradient(120deg, #0b5d7a, #063f54)',
          }}
        >
          <BrandMark inverse size="small" />
        </Box>
        <Box
          component="main"
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            px: {xs: 2, sm: 4},
            py: {xs: 4, md: 6},
          }}
        >
          <Box sx={{width: '100%', maxWidth}}>
            <Typography variant="h2" component="h1" sx={{mb: subtitle ? 1 : 3}}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{mb: 3}}>
                {subtitle}
              </Typography>
            )}
            {children}
          </Box>
        </Box>
        {asideOnPhones && aside && (
          <Box
            component="aside"
            sx={{
              display: {md: 'none'},
              px: 2.5,
              py: 4,
              background: 'linear-gradient(160deg, #0b5d7a 0%, #063f54 100%)',
            }}
          >
            {aside}
          </Box>
        )}
        <Box sx={{display: {md: 'none'}, borderTop: 1, borderColor: 'divider'}}>
          <SiteFooter />
        </Box>
      </Box>
    </Box>
  );
}
