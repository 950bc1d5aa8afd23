import {Box} from '@mui/material';
import {AppBar, Logout, TitlePortal, UserMenu} from 'react-admin';
import {ChangePasswordMenuItem} from '../account';
import {AdminSettingsMenuItem} from './AdminSettingsMenuItem';
import {Wordmark} from './Wordmark';

const AdminUserMenu = () => (
  <UserMenu>
    <AdminSettingsMenuItem />
    <ChangePasswordMenuItem />
    <Logout />
  </UserMenu>
);

/** Top bar: menu toggle, wordmark, the page title, and the user menu with Admin settings, Change password and Logout. */
export const AdminAppBar = () => (
  <AppBar color="primary" userMenu={<AdminUserMenu />}>
    <Box sx={{mr: 3, display: {xs: 'none', sm: 'block'}}}>
      <Wordmark />
    </Box>
    <TitlePortal variant="h6" sx={{opacity: 0.9, fontWeight: 500}} />
  </AppBar>
);
