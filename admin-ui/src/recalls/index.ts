import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import type {Recall} from '@voltcheck/ui-shared';
import {RecallCreate} from './RecallCreate';
import {RecallList} from './RecallList';
import {RecallShow} from './RecallShow';

/** The `Recalls` resource: every manufacturer's recalls through the REST API (GET/POST /api/recalls). */
export default {
  list: RecallList,
  edit: undefined,
  create: RecallCreate,
  show: RecallShow,
  icon: ReportProblemIcon,
  recordRepresentation: (record: Recall) => record.title,
};
