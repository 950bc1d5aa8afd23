import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {WithReason} from '@voltcheck/ui-shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {ASSIGN_PAGE_SIZE} from './productLine.queries';

export interface ModelItem {
  productId: string;
  model: string;
  productType: string;
}

/** The pager of document 000 section 9: hidden while everything fits on page 1. */
export function pagerShown(total: number, page: number): boolean {
  return !(page === 1 && total <= ASSIGN_PAGE_SIZE);
}

/** One side of the assign page: search, the all flag, checkboxes, paging, its count and its action. */
export function ModelList(props: {
  title: string;
  allLabel: string;
  actionLabel: string;
  models: ModelItem[];
  total: number;
  page: number;
  search: string;
  selected: Set<string>;
  all: boolean;
  busy: boolean;
  /** Why the action is not offered (staff without Manage Profile), shown on hover. */
  refusal?: string | null;
  onSearch: (text: string) => void;
  onPage: (page: number) => void;
  onToggle: (id: string) => void;
  onAll: (all: boolean) => void;
  onAction: () => void;
}) {
  const {models, total, page, selected, all} = props;
  return (
    <Card sx={{height: '100%'}}>
      <CardContent>
        <Stack direction="row" sx={{justifyContent: 'space-between', alignItems: 'center', mb: 2}}>
          <Typography variant="h6" component="h2">
            {props.title}
          </Typography>
          <Typography color="text.secondary" aria-label={`${props.title} count`}>
            {total} models
          </Typography>
        </Stack>
        <TextField
          fullWidth
          size="small"
          label={`Search ${props.title.toLowerCase()}`}
          value={props.search}
          onChange={e => props.onSearch(e.target.value)}
          sx={{mb: 1}}
        />
        <FormControlLabel
          control={<Checkbox checked={all} onChange={e => props.onAll(e.target.checked)} disabled={!total} />}
          label={props.allLabel}
        />
        {!models.length ? (
          <Typography color="text.secondary" sx={{py: 3, textAlign: 'center'}}>
            No result found.
          </Typography>
        ) : (
          <List dense aria-label={props.title}>
            {models.map(m => (
              <ListItem key={m.productId} disablePadding>
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={all || selected.has(m.productId)}
                    disabled={all}
                    onChange={() => props.onToggle(m.productId)}
                    slotProps={{input: {'aria-label': m.model}}}
                  />
                </ListItemIcon>
                <ListItemText primary={m.model} secondary={m.productType} />
              </ListItem>
            ))}
          </List>
        )}
        <Box sx={{display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 1}}>
          {pagerShown(total, page) ? (
            <Pagination
              size="small"
              count={Math.ceil(total / ASSIGN_PAGE_SIZE)}
              page={page}
              onChange={(_, p) => props.onPage(p)}
            />
          ) : (
            <span />
          )}
          <WithReason reason={props.refusal}>
            <Button variant="contained" disabled={props.busy || (!all && !selected.size)} onClick={props.onAction}>
              {props.actionLabel}
            </Button>
          </WithReason>
        </Box>
      </CardContent>
    </Card>
  );
}
