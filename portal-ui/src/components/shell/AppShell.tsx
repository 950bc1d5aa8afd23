import {useState} from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import type {ReactNode} from 'react';
import {Link as RouterLink, Outlet} from 'react-router-dom';
import {homePathFor} from '@voltcheck/api-client';
import {BrandMark} from '../BrandMark';
import {SiteFooter} from '../SiteFooter';
import {useSession} from '../../session/SessionContext';
import {ManufacturerSelector} from './ManufacturerSelector';
import {SideNav} from './SideNav';
import {UserMenu} from './UserMenu';

const DRAWER_WIDTH = 248;

/** The signed-in shell: app bar with the logo and the user menu, side navigation, the page. */
export function AppShell({children}: {children?: ReactNode}) {
  const {claims} = useSession();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{display: 'flex', minHeight: '100vh', bgcolor: 'background.default'}}>
      <AppBar position="fixed" color="inherit" sx={{bgcolor: 'background.paper', zIndex: t => t.zIndex.drawer + 1}}>
        <Toolbar sx={{gap: 1}}>
          <IconButton
            edge="start"
            aria-label="Open navigation"
            onClick={() => setOpen(true)}
            sx={{display: {md: 'none'}}}
          >
            <MenuIcon />
          </IconButton>
          {/* On a phone the wordmark gives way to the manufacturer selector and the user menu (the drawer shows it). */}
          <Link
            component={RouterLink}
            to={homePathFor(claims?.role)}
            underline="none"
            aria-label="VoltCheck home"
            sx={{'& .MuiTypography-root': {display: {xs: 'none', sm: 'block'}}}}
          >
            <BrandMark size="small" />
          </Link>
          <Box sx={{flex: 1}} />
          <ManufacturerSelector />
          <UserMenu />
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        sx={{display: {md: 'none'}, zIndex: t => t.zIndex.drawer + 2, '& .MuiDrawer-paper': {width: DRAWER_WIDTH}}}
      >
        <Toolbar>
          <BrandMark size="small" />
        </Toolbar>
        <SideNav onNavigate={() => setOpen(false)} />
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: {xs: 'none', md: 'block'},
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': {width: DRAWER_WIDTH, boxSizing: 'border-box', borderRight: 1, borderColor: 'divider'},
        }}
      >
        <Toolbar />
        <SideNav />
      </Drawer>
      <Box sx={{flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column'}}>
        <Toolbar />
        <Box component="main" sx={{flex: 1, p: {xs: 2, sm: 3, lg: 4}, maxWidth: 1280, width: '100%', mx: 'auto'}}>
          {children ?? <Outlet />}
        </Box>
        <Box sx={{borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper'}}>
          <SiteFooter />
        </Box>
      </Box>
    </Box>
  );
}
