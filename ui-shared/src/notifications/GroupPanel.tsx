import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type {NotificationGroupsQuery} from '@voltcheck/api-client';
import {shortDateTime} from '../dates';
import {ContactForm} from './ContactForm';
import {ContactTransfer} from './ContactTransfer';
import {MAIL_KIND_LABELS} from './notificationForms';
import {WithReason} from '../states/WithReason';

export type Group = NotificationGroupsQuery['notificationGroups'][number];

/** One group as an expandable panel: its actions, the two-list transfer and the add-contact form. */
export function GroupPanel(props: {
  group: Group;
  expanded: boolean;
  busy: boolean;
  /** Why the caller may only read: Edit, Delete and the contacts' changes are disabled with it. */
  refusal?: string | null;
  onExpand: (open: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  onAssign: (userIds: string[]) => void;
  onAddContact: (contact: {email: string; phone: string}) => Promise<boolean>;
}) {
  const g = props.group;
  const count = g.notificationGroupUsers.length;
  return (
    <Accordion expanded={props.expanded} onChange={(_e, open) => props.onExpand(open)} disableGutters>
      {/* The actions sit beside the summary, not inside it: the summary is a button. */}
      <Box sx={{display: 'flex', alignItems: 'center', flexWrap: 'wrap', pr: 2}}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`group-${g.id}`} sx={{flex: 1, minWidth: 280}}>
          <Box sx={{display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', width: '100%'}}>
            <Typography variant="h6" component="h2" sx={{fontSize: 17}}>
              {g.groupName}
            </Typography>
            <Chip size="small" label={`${count} contact${count === 1 ? '' : 's'}`} />
            {!g.enabled && <Chip size="small" label="Disabled" color="warning" variant="outlined" />}
            {g.mailKinds.map(kind => (
              <Chip key={kind} size="small" variant="outlined" color="primary" label={MAIL_KIND_LABELS[kind]} />
            ))}
            <Typography variant="body2" color="text.secondary" sx={{flex: 1, minWidth: 160}}>
              {g.description}
            </Typography>
          </Box>
        </AccordionSummary>
        <Box sx={{display: 'flex', gap: 1}}>
          <WithReason reason={props.refusal}>
            <Button size="small" onClick={props.onEdit}>
              Edit
            </Button>
          </WithReason>
          <WithReason reason={props.refusal}>
            <Button size="small" color="error" onClick={props.onDelete}>
              Delete
            </Button>
          </WithReason>
          <Button size="small" variant="outlined" onClick={() => props.onExpand(true)}>
            Manage Members
          </Button>
        </Box>
      </Box>
      <AccordionDetails id={`group-${g.id}`}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{mb: 1.5}}>
          Updated {shortDateTime(g.updatedOn)}
          {g.updatedBy ? ` by ${g.updatedBy}` : ''}
        </Typography>
        <ContactTransfer
          available={g.availableUsers}
          assigned={g.notificationGroupUsers}
          busy={props.busy || !!props.refusal}
          onAssign={props.onAssign}
        />
        {props.refusal ? (
          <Typography variant="body2" color="text.secondary" sx={{mt: 1.5}}>
            {props.refusal}
          </Typography>
        ) : (
          <ContactForm busy={props.busy} onAdd={props.onAddContact} />
        )}
      </AccordionDetails>
    </Accordion>
  );
}
