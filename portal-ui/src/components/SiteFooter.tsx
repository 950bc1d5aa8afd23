import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {Link as RouterLink} from 'react-router-dom';
import {config} from '../config';

const LINKS = [
  {to: '/termsofuse', label: 'Terms of use'},
  {to: '/privacy', label: 'Privacy'},
  {to: '/about', label: 'About'},
  {to: '/installationVideo', label: 'Installation guide'},
];

/** The copyright line every public page carries, with the legal links. */
export function SiteFooter({inverse = false, flush = false}: {inverse?: boolean; flush?: boolean}) {
  const color = inverse ? 'rgba(255,255,255,0.75)' : 'text.secondary';
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        py: 2,
        px: flush ? 0 : {xs: 2, sm: 3},
        color,
      }}
    >
      <Typography variant="body2" sx={{color}}>
        © {new Date().getFullYear()} {config.copyrightHolder}. All rights reserved.
      </Typography>
      <Box component="nav" aria-label="Legal" sx={{display: 'flex', flexWrap: 'wrap', gap: 2}}>
        {LINKS.map(l => (
          <Link key={l.to} component={RouterLink} to={l.to} variant="body2" underline="hover" sx={{color}}>
            {l.label}
          </Link>
        ))}
      </Box>
    </Box>
  );
}
