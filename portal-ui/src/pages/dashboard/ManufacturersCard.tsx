import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import FactoryOutlinedIcon from '@mui/icons-material/FactoryOutlined';
import PublicIcon from '@mui/icons-material/Public';
import {isAdminRole, manufacturerIds} from '@voltcheck/api-client';
import type {TokenClaims} from '@voltcheck/api-client';
import {EmptyState} from '../../components/StateViews';
import type {Profile} from '../../session/profile';

/** The manufacturers the sign-in covers (the token's ManufacturerIdList claim). */
export function ManufacturersCard({claims, profile}: {claims: TokenClaims | null; profile: Profile | null}) {
  const ids = manufacturerIds(claims).filter(id => id > 0);
  const global = isAdminRole(claims?.role);
  const nameOf = (id: number) => profile?.manufacturers?.find(m => m.id === id)?.name ?? `Manufacturer #${id}`;
  return (
    <Card sx={{height: '100%'}}>
      <CardHeader
        title="Manufacturers"
        subheader={
          global
            ? 'Global view'
            : ids.length === 1
              ? 'Your sign-in covers 1 manufacturer'
              : `Your sign-in covers ${ids.length} manufacturers`
        }
        slotProps={{title: {variant: 'h5', component: 'h2'}, subheader: {variant: 'body2'}}}
      />
      <Divider />
      <CardContent>
        {global ? (
          <Chip icon={<PublicIcon />} label="All manufacturers" color="primary" variant="outlined" />
        ) : ids.length === 0 ? (
          <EmptyState title="No result found." icon={<FactoryOutlinedIcon fontSize="inherit" />}>
            No manufacturer is linked to this sign-in yet.
          </EmptyState>
        ) : (
          <Box component="ul" sx={{listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1}}>
            {ids.map(id => (
              <Box component="li" key={id}>
                <Chip icon={<FactoryOutlinedIcon />} label={nameOf(id)} variant="outlined" color="primary" />
              </Box>
            ))}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{mt: 2}}>
          {global
            ? 'As an administrator you see every manufacturer, in the admin console.'
            : 'Serials you upload and the verification requests you see are limited to these manufacturers.'}
        </Typography>
      </CardContent>
    </Card>
  );
}
