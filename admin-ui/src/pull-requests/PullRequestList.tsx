import {Box, Button, Chip, Stack, Typography} from '@mui/material';
import type {PullRequest} from '@voltcheck/api-client';
import {DataTable, List, SearchInput, SelectInput, TopToolbar} from 'react-admin';
import {Link} from 'react-router-dom';
import {displayDay} from '../reports/dates';
import {displayTime} from '@voltcheck/ui-shared';

const filters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    label="Filter"
    emptyText="All"
    choices={[
      {id: 'Open', name: 'Open'},
      {id: 'Closed', name: 'Closed'},
    ]}
  />,
  <SearchInput key="q" source="q" alwaysOn placeholder="Search" />,
];

const Actions = () => (
  <TopToolbar>
    <Button component={Link} to="/CreatePullRequest">
      New PullRequest
    </Button>
  </TopToolbar>
);

export const PullRequestState = ({record: r}: {record: PullRequest}) => (
  <Stack direction="row" spacing={0.5} sx={{flexWrap: 'wrap'}}>
    <Chip size="small" label={r.status} color={r.status === 'Open' ? 'primary' : 'default'} />
    {r.reviewApproved && <Chip size="small" label="Approved" color="success" />}
    {r.isMerged && <Chip size="small" label="Merged" color="secondary" />}
  </Stack>
);

const Empty = () => (
  <Box sx={{p: 3, textAlign: 'center'}}>
    <Typography sx={{mb: 1}}>No pull request available</Typography>
    <Button component={Link} to="/CreatePullRequest" variant="contained">
      New PullRequest
    </Button>
  </Box>
);

/** Change requests (document 002, section 2.17): All / Open / Closed and a search box. */
export const PullRequestList = () => (
  <List
    filters={filters}
    actions={<Actions />}
    sort={{field: 'id', order: 'DESC'}}
    perPage={25}
    title="Pull Requests"
    exporter={false}
    empty={<Empty />}
  >
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="number" label="#" />
      <DataTable.Col label="Brand Name" disableSort render={(r: PullRequest) => r.brandName} />
      <DataTable.Col
        label="Requester Info"
        disableSort
        render={(r: PullRequest) => (
          <Box>
            <Typography variant="body2">{r.createdBy}</Typography>
            <Typography variant="caption" color="text.secondary">
              {displayTime(r.createdAt)}
            </Typography>
          </Box>
        )}
      />
      <DataTable.Col
        label="Additional Info"
        disableSort
        render={(r: PullRequest) => (
          <Box>
            <Typography variant="body2">
              {r.title}: {r.distributorName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              From {displayDay(r.startDate)}
              {r.endDate ? ` to ${displayDay(r.endDate)}` : ''} · {r.commentCount} comments
            </Typography>
          </Box>
        )}
      />
      <DataTable.Col label="Actions" disableSort render={(r: PullRequest) => <PullRequestState record={r} />} />
    </DataTable>
  </List>
);
