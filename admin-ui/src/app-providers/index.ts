import AppSettingsAltIcon from '@mui/icons-material/AppSettingsAlt';
import {AppProviderCreate} from './AppProviderCreate';
import {AppProviderList} from './AppProviderList';
import type {AppProvider} from '@voltcheck/api-client';

/**
 * App providers (GraphQL type AppProvider), as the console resource `AdminSettings` so that they
 * live at document 002's route /AdminSettings (list) and /AdminSettings/create.
 */
export default {
  list: AppProviderList,
  edit: undefined,
  create: AppProviderCreate,
  show: undefined,
  icon: AppSettingsAltIcon,
  recordRepresentation: (record: AppProvider) => record.name,
};
