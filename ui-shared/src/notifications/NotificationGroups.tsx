import {useState} from 'react';
import {useMutation, useQuery} from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import {EmptyState, ErrorState, LoadingState} from '../states/StateViews';
import {WithReason} from '../states/WithReason';
import {GroupDialog, type GroupForm} from './GroupDialog';
import {GroupPanel} from './GroupPanel';
import type {Group} from './GroupPanel';
import {FORM_MESSAGES} from './notificationForms';
import {
  ASSIGN_NOTIFICATION_USER,
  NOTIFICATION_GROUPS,
  SAVE_GROUP,
  SAVE_NOTIFICATION_USER,
} from './notifications.queries';

/** What the group dialog edits: a new group, or one of the list. */
export type GroupEditing = {kind: 'new'} | {kind: 'edit'; group: Group} | null;

const failure = (err: unknown) => `Error :( ${err instanceof Error ? err.message : ''}`.trim();

/**
 * A manufacturer's notification groups (document 002 section 2.16): panels with the transfer lists,
 * Add Group, Edit, Delete with its confirm, and the add-contact form. The portal's /notification page and the
 * console's Notifications screen and manufacturer tab show it. `manufacturerId` null: the caller's own. `refusal`:
 * why the caller may only read (staff without Manage Profile); every change is then disabled with it on hover.
 */
export function NotificationGroups(props: {
  manufacturerId: string | null;
  editing: GroupEditing;
  onEditing: (editing: GroupEditing) => void;
  refusal?: string | null;
}) {
  const variables = {manufacturerId: props.manufacturerId};
  const {data, loading, error, refetch} = useQuery(NOTIFICATION_GROUPS, {variables, fetchPolicy: 'cache-and-network'});
  const refetchQueries = [{query: NOTIFICATION_GROUPS, variables}];
  const [saveGroup, savingGroup] = useMutation(SAVE_GROUP, {refetchQueries, awaitRefetchQueries: true});
  const [saveUser, savingUser] = useMutation(SAVE_NOTIFICATION_USER, {refetchQueries, awaitRefetchQueries: true});
  const [assign, assigning] = useMutation(ASSIGN_NOTIFICATION_USER, {refetchQueries, awaitRefetchQueries: true});
  const [expanded, setExpanded] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const busy = savingGroup.loading || savingUser.loading || assigning.loading;

  const run = async (work: () => Promise<unknown>, onError = setMessage): Promise<boolean> => {
    try {
      await work();
      onError(null);
      return true;
    } catch (err) {
      onError(failure(err));
      return false;
    }
  };
  const saveForm = async (form: GroupForm) => {
    const id = props.editing?.kind === 'edit' ? props.editing.group.id : null;
    const {groupName, description, mailKinds, enabled} = form;
    const ok = await run(
      () => saveGroup({variables: {...variables, id, groupName, description, mailKinds, enabled, deleted: false}}),
      setDialogError,
    );
    if (ok) props.onEditing(null);
  };

  const groups = data?.notificationGroups;
  return (
    <Box>
      <Box sx={{display: 'flex', justifyContent: 'flex-end', mb: 2}}>
        <WithReason reason={props.refusal}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => props.onEditing({kind: 'new'})}>
            Add Group
          </Button>
        </WithReason>
      </Box>
      {message && (
        <Alert severity="error" sx={{mb: 2}} onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      {loading && !groups && <LoadingState />}
      {error && !groups && <ErrorState onRetry={() => void refetch()} />}
      {groups && groups.length === 0 && (
        <EmptyState title="No notification groups yet">
          Add a group, then its contacts: each group receives the mails it chooses, the daily digest of failed serials,
          overdue-upload reminders and ledger failures.
        </EmptyState>
      )}
      <Stack spacing={1}>
        {groups?.map(g => (
          <GroupPanel
            key={g.id}
            group={g}
            busy={busy}
            refusal={props.refusal}
            expanded={expanded === g.id}
            onExpand={open => setExpanded(open ? g.id : null)}
            onEdit={() => props.onEditing({kind: 'edit', group: g})}
            onDelete={() => setDeleting(g)}
            onAssign={userIds => void run(() => assign({variables: {...variables, groupId: g.id, userIds}}))}
            onAddContact={contact =>
              run(() => saveUser({variables: {...variables, ...contact, groupId: g.id, enabled: true, deleted: false}}))
            }
          />
        ))}
      </Stack>
      {props.editing && !props.refusal && (
        <GroupDialog
          initial={props.editing.kind === 'edit' ? props.editing.group : null}
          busy={savingGroup.loading}
          error={dialogError}
          onSave={form => void saveForm(form)}
          onClose={() => {
            setDialogError(null);
            props.onEditing(null);
          }}
        />
      )}
      <Dialog open={!!deleting} onClose={() => setDeleting(null)}>
        <DialogTitle>{FORM_MESSAGES.deleteGroup}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              const group = deleting!;
              setDeleting(null);
              void run(() => saveGroup({variables: {...variables, id: group.id, deleted: true}}));
            }}
          >
            Yes
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
