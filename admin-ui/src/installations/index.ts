import HomeWorkIcon from '@mui/icons-material/HomeWork';
import {InstallationList} from './InstallationList';
import type {InstallationRecord} from './resource';

/** Every installation: the Installations resource (/Installations), listed through its own query. */
export default {
  list: InstallationList,
  icon: HomeWorkIcon,
  recordRepresentation: (i: InstallationRecord) => `#${i.productInstallationId}`,
};
