import AppSettingsAltIcon from '@mui/icons-material/AppSettingsAlt';
import {useGetList} from 'react-admin';
import {APP_PROVIDERS} from '../app-providers/resource';
import {StatCard} from './StatCard';

/** How many app providers are registered, leading to the admin settings (/AdminSettings) where they are enabled. */
export const AppProvidersCard = () => {
  const {total, error} = useGetList(APP_PROVIDERS, {
    pagination: {page: 1, perPage: 1},
    sort: {field: 'name', order: 'ASC'},
  });
  return (
    <StatCard
      title="App providers"
      value={error ? undefined : total}
      icon={<AppSettingsAltIcon />}
      to="/AdminSettings"
      tone="secondary"
      caption={error ? 'Could not load the count' : 'Admin settings: enable, disable, photo rule'}
    />
  );
};
