import CallMergeIcon from '@mui/icons-material/CallMerge';
import type {PullRequest} from '@voltcheck/api-client';
import {PullRequestList} from './PullRequestList';
import {PullRequestShow} from './PullRequestShow';

/** The `PullRequests` resource (GraphQL type PullRequest; route /PullRequests of document 002). */
export default {
  list: PullRequestList,
  edit: undefined,
  create: undefined,
  show: PullRequestShow,
  icon: CallMergeIcon,
  recordRepresentation: (record: PullRequest) => `#${record.number}`,
};
