import {useState} from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockResetIcon from '@mui/icons-material/LockReset';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import {useNavigate} from 'react-router-dom';
import {isAdminRole, isDistributorRole} from '@voltcheck/api-client';
import {config} from '../../config';
import {displayNameOf} from '../../session/profile';
import {roleLabel} from '../../session/roles';
import {useSession} from '../../session/SessionContext';
import {useStoredFile} from '@voltcheck/ui-shared';

function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map(p => p[0]!.toUpperCase())
      .join('') || '?'
  );
}

/**
 * The header's user menu (document 001 section 2): who is signed in with its photo, My Account (hidden for
 * distributors), Change Password and Log Out (to /login?signout).
 */
export function UserMenu() {
  const {profile, claims} = useSession();
  const photo = useStoredFile(profile?.profilePhoto);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = displayNameOf(profile) || claims?.unique_name || 'Account';
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={e => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-label={`Account menu for ${name}`}
        endIcon={<ExpandMoreIcon />}
        sx={{gap: 0.5, px: 1}}
      >
        <Avatar
          src={photo}
          alt={photo ? name : undefined}
          sx={{width: 32, height: 32, bgcolor: 'primary.main', fontSize: 14, fontWeight: 700}}
        >
          {initialsOf(name)}
        </Avatar>
        <Box sx={{display: {xs: 'none', sm: 'block'}, textAlign: 'left', ml: 1}}>
          <Typography variant="body2" sx={{fontWeight: 600, lineHeight: 1.2}}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{lineHeight: 1.2}}>
            {roleLabel(claims?.role)}
          </Typography>
        </Box>
      </Button>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{vertical: 'bottom', horizontal: 'right'}}
        transformOrigin={{vertical: 'top', horizontal: 'right'}}
        slotProps={{paper: {sx: {minWidth: 240, mt: 1}}}}
      >
        <Box sx={{px: 2, py: 1.5}}>
          <Typography sx={{fontWeight: 700}}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {profile?.email || roleLabel(claims?.role)}
          </Typography>
        </Box>
        <Divider />
        {isAdminRole(claims?.role) && (
          <MenuItem component="a" href={config.adminConsoleUrl} onClick={close}>
            <ListItemIcon>
              <AdminPanelSettingsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Admin Console
          </MenuItem>
        )}
        {!isDistributorRole(claims?.role) && (
          <MenuItem
            onClick={() => {
              close();
              navigate('/Myaccount');
            }}
          >
            <ListItemIcon>
              <ManageAccountsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            My Account
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            navigate('/ChangePassword');
          }}
        >
          <ListItemIcon>
            <LockResetIcon fontSize="small" />
          </ListItemIcon>
          Change Password
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            navigate('/login?signout');
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Log Out
        </MenuItem>
      </Menu>
    </>
  );
}
