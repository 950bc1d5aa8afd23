import EngineeringIcon from '@mui/icons-material/Engineering';
import {InstallersPage} from './InstallersPage';
import type {InstallerRecord} from './resource';

/** Installers: the AdminInstaller resource (/AdminInstaller), listed through its own query. */
export default {
  list: InstallersPage,
  icon: EngineeringIcon,
  recordRepresentation: (i: InstallerRecord) => `${i.firstName ?? ''} ${i.lastName ?? ''}`.trim() || (i.accCode ?? ''),
};
