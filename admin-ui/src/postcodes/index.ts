import PlaceIcon from '@mui/icons-material/Place';
import {PostcodeList} from './PostcodeList';

/** Manage Postcodes (/ManagePostCodes). */
export default {list: PostcodeList, icon: PlaceIcon};
