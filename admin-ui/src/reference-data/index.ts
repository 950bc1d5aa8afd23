import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import {ReferenceDataPage} from './ReferenceDataPage';

/** Reference Data (/ReferenceData). */
export default {list: ReferenceDataPage, icon: LibraryBooksIcon};
