import PlaceIcon from '@mui/icons-material/Place';
import {PostcodeList} from './PostcodeList';
import type {CityRecord} from './resource';

/** Manage Postcodes: the ManagePostCodes resource (/ManagePostCodes), listed through its own query. */
export default {
  list: PostcodeList,
  icon: PlaceIcon,
  recordRepresentation: (c: CityRecord) => `${c.cityName}, ${c.stateName} ${c.postalCode}`,
};
