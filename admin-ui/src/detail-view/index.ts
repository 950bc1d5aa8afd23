import InsightsIcon from '@mui/icons-material/Insights';
import {DetailView} from './DetailView';

/** Detail View (/DetailView). */
export default {list: DetailView, icon: InsightsIcon};
