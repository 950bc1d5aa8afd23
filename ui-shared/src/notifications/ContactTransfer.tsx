import {useState} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {NotificationContactFieldsFragment} from '@voltcheck/api-client';
import {transfer} from './notificationForms';

/** A contact as the transfer lists show it (the NotificationContactFields fragment). */
export type Contact = NotificationContactFieldsFragment;

function ContactList(props: {title: string; contacts: Contact[]; checked: string[]; onToggle: (id: string) => void}) {
  return (
    <Paper variant="outlined" sx={{flex: 1, minWidth: 220}} aria-label={props.title} role="region">
      <Typography variant="subtitle2" sx={{px: 2, pt: 1.5}}>
        {props.title} ({props.contacts.length})
      </Typography>
      <List dense sx={{height: 220, overflow: 'auto'}}>
        {props.contacts.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{px: 2, py: 1}}>
            No contacts
          </Typography>
        )}
        {props.contacts.map(c => (
          <ListItemButton key={c.notificationUserId} onClick={() => props.onToggle(c.notificationUserId)}>
            <ListItemIcon sx={{minWidth: 36}}>
              <Checkbox
                edge="start"
                size="small"
                checked={props.checked.includes(c.notificationUserId)}
                tabIndex={-1}
                slotProps={{input: {'aria-label': c.email}}}
              />
            </ListItemIcon>
            <ListItemText primary={c.email} secondary={c.phone ?? undefined} />
            {c.unsubscribedOn && <Chip size="small" label="Unsubscribed" color="warning" variant="outlined" />}
            {!c.enabled && !c.unsubscribedOn && <Chip size="small" label="Disabled" variant="outlined" />}
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}

/**
 * The two-list transfer of a group (document 002 section 2.16): Available Contacts and Assigned Contacts.
 * Each move saves the whole assigned list at once (`onAssign`).
 */
export function ContactTransfer(props: {
  available: Contact[];
  assigned: Contact[];
  busy: boolean;
  onAssign: (userIds: string[]) => void;
}) {
  const [checked, setChecked] = useState<string[]>([]);
  const assignedIds = props.assigned.map(c => c.notificationUserId);
  const toggle = (id: string) => setChecked(c => (c.includes(id) ? c.filter(x => x !== id) : [...c, id]));
  const move = (ids: string[], toAssigned: boolean) => {
    if (!ids.length) return;
    props.onAssign(transfer(assignedIds, ids, toAssigned));
    setChecked(c => c.filter(id => !ids.includes(id)));
  };
  const checkedOf = (list: Contact[]) => list.map(c => c.notificationUserId).filter(id => checked.includes(id));
  return (
    <Box sx={{display: 'flex', gap: 2, alignItems: 'center', flexWrap: {xs: 'wrap', md: 'nowrap'}}}>
      <ContactList title="Available Contacts" contacts={props.available} checked={checked} onToggle={toggle} />
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          disabled={props.busy || !props.available.length}
          onClick={() =>
            move(
              props.available.map(c => c.notificationUserId),
              true,
            )
          }
          aria-label="Assign all"
        >
          ≫
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={props.busy || !checkedOf(props.available).length}
          onClick={() => move(checkedOf(props.available), true)}
          aria-label="Assign selected"
        >
          &gt;
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={props.busy || !checkedOf(props.assigned).length}
          onClick={() => move(checkedOf(props.assigned), false)}
          aria-label="Remove selected"
        >
          &lt;
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={props.busy || !props.assigned.length}
          onClick={() => move(assignedIds, false)}
          aria-label="Remove all"
        >
          ≪
        </Button>
      </Stack>
      <ContactList title="Assigned Contacts" contacts={props.assigned} checked={checked} onToggle={toggle} />
    </Box>
  );
}
