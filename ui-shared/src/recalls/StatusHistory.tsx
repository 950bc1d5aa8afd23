import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {shortDateTime} from '../dates';
import {useRestQuery} from '../rest/useRestQuery';
import {statusLabel} from './serialStatus.queries';

/** The status changes of one serial, newest first: when, from what to what, why, under which recall, by whom. */
export function StatusHistory({serial}: {serial: string}) {
  const {data, error, loading} = useRestQuery('/api/serials/{serial}/status-history', {
    params: {path: {serial}},
  });
  if (loading && !data) return <Typography variant="body2">Loading status history...</Typography>;
  if (error) return <Typography color="error">The status history could not be loaded.</Typography>;
  if (!data?.length) return null;
  return (
    <List dense aria-label="Status history">
      {data.map(change => (
        <ListItem key={`${change.at}-${change.to}`} disableGutters>
          <ListItemText
            primary={`Status: ${statusLabel(change.from)} → ${statusLabel(change.to)}${change.recallTitle ? ` · ${change.recallTitle}` : ''}`}
            secondary={`${shortDateTime(change.at)}${change.by ? ` · ${change.by}` : ''} · ${change.reason}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
