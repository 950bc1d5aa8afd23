import EngineeringIcon from '@mui/icons-material/Engineering';
import FactoryIcon from '@mui/icons-material/Factory';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import {Grid} from '@mui/material';
import {gql, type TypedDocumentNode} from '@apollo/client';
import type {AdminFeedQuery, AdminFeedQueryVariables} from '@voltcheck/api-client';
import {StatCard, today} from './StatCard';
import {useConsoleQuery} from '../graphql';

export const ADMIN_FEED: TypedDocumentNode<AdminFeedQuery, AdminFeedQueryVariables> = gql`
  query AdminFeed {
    adminFeed {
      totalInstallers
      totalManufacturers
      totalSuppliers
    }
  }
`;

/** Document 002, section 2.4: totalManufacturers, totalSuppliers and totalInstallers, each with today's date. */
export const FeedCards = () => {
  const feed = useConsoleQuery(ADMIN_FEED).data?.adminFeed;
  const cards = [
    {title: 'totalManufacturers', value: feed?.totalManufacturers, to: '/Manufacturers', icon: <FactoryIcon />},
    {title: 'totalSuppliers', value: feed?.totalSuppliers, to: '/Suppliers', icon: <LocalShippingIcon />},
    {title: 'totalInstallers', value: feed?.totalInstallers, to: '/AdminInstaller', icon: <EngineeringIcon />},
  ];
  return (
    <Grid container spacing={2} sx={{mb: 2}}>
      {cards.map(c => (
        <Grid key={c.title} size={{xs: 12, md: 4}}>
          <StatCard title={c.title} value={c.value} to={c.to} icon={c.icon} caption={today()} />
        </Grid>
      ))}
    </Grid>
  );
};
