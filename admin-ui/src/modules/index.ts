import ViewModuleIcon from '@mui/icons-material/ViewModule';
import {ModuleList} from './ModuleList';

/** Modules (/Module). */
export default {list: ModuleList, icon: ViewModuleIcon};
