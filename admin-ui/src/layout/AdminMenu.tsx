import {Box, ListItemIcon, MenuItem} from '@mui/material';
import {Menu, type MenuProps} from 'react-admin';
import {MENU_ENTRIES} from './menuEntries';
import {Wordmark} from './Wordmark';

/** A link into the portal looks like react-admin's menu entries (theme.ts's RaMenuItemLink) beside it. */
const portalLinkSx = {
  color: 'text.secondary',
  borderRadius: '8px',
  margin: '1px 8px',
  paddingLeft: '10px',
  '& .MuiListItemIcon-root': {minWidth: 40},
} as const;

/** The left menu: document 002's admin entries in order; collapsed, icons with tooltips. */
export const AdminMenu = (props: MenuProps) => (
  <Menu {...props} sx={{mt: 1, pb: 2}}>
    {/* On phones the top bar has no room for the wordmark: the drawer carries it. */}
    <Box sx={{display: {xs: 'block', sm: 'none'}, px: 2, pt: 1, pb: 1.5}}>
      <Wordmark inverse />
    </Box>
    {MENU_ENTRIES.map(entry =>
      entry.external ? (
        <MenuItem key={entry.to} component="a" href={entry.to} sx={portalLinkSx}>
          <ListItemIcon>{entry.icon}</ListItemIcon>
          {entry.label}
        </MenuItem>
      ) : (
        <Menu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={entry.icon} />
      ),
    )}
  </Menu>
);
