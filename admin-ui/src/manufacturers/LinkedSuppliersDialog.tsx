import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type {SupplierLinksQuery} from '@voltcheck/api-client';
import {Link} from 'react-router-dom';
import {SUPPLIER_LINKS} from './queries';
import {displayDay} from '../reports/dates';
import {useConsoleQuery} from '../graphql';

type By = {manufacturerId: string} | {distributorId: string};

/** The suppliers linked to a manufacturer, or the manufacturers linked to a supplier, with their dates. */
export const LinkedSuppliersDialog = ({by, title, onClose}: {by: By; title: string; onClose: () => void}) => {
  const {data, loading, error} = useConsoleQuery<SupplierLinksQuery>(SUPPLIER_LINKS, by);
  const ofSupplier = 'distributorId' in by;
  const links = data?.supplierLinks ?? [];
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {error && <Typography color="error">Some error occured</Typography>}
        {!loading && !error && !links.length && (
          <Typography color="text.secondary">
            {ofSupplier ? 'No manufacturer linked.' : 'Self Supplier: no supplier linked.'}
          </Typography>
        )}
        <List dense>
          {links.map(l => (
            <ListItem key={`${l.distributorId}-${l.manufacturerId}`}>
              <ListItemText
                primary={ofSupplier ? l.manufacturerName : l.distributorName}
                secondary={`From ${displayDay(l.startDate)}${l.endDate ? ` to ${displayDay(l.endDate)}` : ''}`}
              />
              <Chip
                size="small"
                label={l.current ? 'Current' : 'Not current'}
                color={l.current ? 'success' : 'default'}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        {!ofSupplier && (
          <Button component={Link} to={`/CreatePullRequest/${by.manufacturerId}`} onClick={onClose}>
            Link a supplier
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
