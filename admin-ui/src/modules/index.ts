import ViewModuleIcon from '@mui/icons-material/ViewModule';
import {ModuleList} from './ModuleList';
import type {BatteryUnit} from './resource';

/** Battery systems: the Module resource (/Module), listed through its own query. */
export default {list: ModuleList, icon: ViewModuleIcon, recordRepresentation: (u: BatteryUnit) => u.serial};
