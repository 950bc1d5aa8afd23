import HomeWorkIcon from '@mui/icons-material/HomeWork';
import {InstallationList} from './InstallationList';

/** Every installation (/Installations). */
export default {list: InstallationList, icon: HomeWorkIcon};
