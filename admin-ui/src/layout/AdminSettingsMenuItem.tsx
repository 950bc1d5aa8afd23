import AppSettingsAltIcon from '@mui/icons-material/AppSettingsAlt';
import {ListItemIcon, ListItemText, MenuItem} from '@mui/material';
import {useUserMenu} from 'react-admin';
import {Link} from 'react-router-dom';

/**
 * The user menu's way to /AdminSettings: document 002's admin menu does not list the route,
 * so the left menu keeps its sixteen entries.
 */
export const AdminSettingsMenuItem = () => {
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/AdminSettings" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <AppSettingsAltIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Admin settings</ListItemText>
    </MenuItem>
  );
};
