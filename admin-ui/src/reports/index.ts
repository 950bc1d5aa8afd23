import AssessmentIcon from '@mui/icons-material/Assessment';
import {ReportsPage} from './ReportsPage';

/** Reports (/Reports). The folder also holds what the other oversight pages share (queries, CSV, dates). */
export default {list: ReportsPage, icon: AssessmentIcon};
