import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {Link as RouterLink, useLocation} from 'react-router-dom';
import {useSession} from '../../session/SessionContext';
import {navItemsFor} from './navItems';

/** The signed-in side navigation. */
export function SideNav({onNavigate}: {onNavigate?: () => void}) {
  const {claims, profile} = useSession();
  const {pathname} = useLocation();
  const items = navItemsFor(claims, profile?.permissions);
  if (!items.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{p: 3}}>
        No navigation is available for your account.
      </Typography>
    );
  }
  return (
    <Box component="nav" aria-label="Main">
      <List sx={{px: 1.5, py: 2}}>
        {items.map(item => {
          const Icon = item.icon;
          const selected = !!item.match && pathname.toLowerCase().startsWith(item.match);
          const linkProps = item.external
            ? {component: 'a' as const, href: item.to}
            : {component: RouterLink, to: item.to};
          return (
            <ListItemButton
              key={`${item.label}-${item.to}`}
              {...linkProps}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              onClick={onNavigate}
              sx={{
                borderRadius: 2,
                mb: 0.5,
                '&.Mui-selected': {bgcolor: 'rgba(11,93,122,0.1)', color: 'primary.main'},
                '&.Mui-selected .MuiListItemIcon-root': {color: 'primary.main'},
              }}
            >
              <ListItemIcon sx={{minWidth: 38}}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={item.label} slotProps={{primary: {sx: {fontWeight: selected ? 700 : 500}}}} />
              {item.external && <OpenInNewIcon sx={{fontSize: 16, color: 'text.secondary'}} aria-hidden />}
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}
