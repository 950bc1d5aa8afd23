import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import type {ReactNode} from 'react';
import {Link as RouterLink} from 'react-router-dom';
import {BrandMark} from './BrandMark';
import {SiteFooter} from './SiteFooter';

/** Public pages (legal, guides, the fallback): a header with Login and Register, a copyright footer. */
export function PublicLayout({children, maxWidth = 'lg'}: {children: ReactNode; maxWidth?: 'md' | 'lg'}) {
  return (
    <Box sx={{minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default'}}>
      <AppBar position="sticky" color="inherit" sx={{bgcolor: 'background.paper'}}>
        <Toolbar sx={{gap: 2}}>
          <Link component={RouterLink} to="/login" underline="none" aria-label="VoltCheck home">
            <BrandMark size="small" />
          </Link>
          <Box sx={{flex: 1}} />
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/login" variant="outlined">
              Login
            </Button>
            <Button component={RouterLink} to="/register" variant="contained">
              Register
            </Button>
          </Stack>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth={maxWidth} sx={{flex: 1, py: {xs: 3, md: 5}}}>
        {children}
      </Container>
      <Box sx={{borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper'}}>
        <Container maxWidth={maxWidth} disableGutters>
          <SiteFooter />
        </Container>
      </Box>
    </Box>
  );
}
