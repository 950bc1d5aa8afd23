import LockResetIcon from '@mui/icons-material/LockReset';
import {ListItemIcon, ListItemText, MenuItem} from '@mui/material';
import {useUserMenu} from 'react-admin';
import {Link} from 'react-router-dom';
import {CHANGE_PASSWORD_PATH} from './paths';

/** The user menu's way to /changepassword (the route of document 002 section 2.1 that its menu does not list). */
export const ChangePasswordMenuItem = () => {
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={CHANGE_PASSWORD_PATH} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <LockResetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Change password</ListItemText>
    </MenuItem>
  );
};
