import {useState} from 'react';
import {describe, expect, it} from 'vitest';
import {
  givenNotificationContact,
  givenNotificationGroup,
  mockGraphql,
  mockGraphqlError,
  mockGraphqlNetworkError,
  renderWithProviders,
  screen,
  within,
} from '../testing';
import {NotificationGroups, type GroupEditing} from './NotificationGroups';
import {ASSIGN_NOTIFICATION_USER, NOTIFICATION_GROUPS, SAVE_GROUP} from './notifications.queries';

const contact = givenNotificationContact;
const givenGroup = givenNotificationGroup;

const variables = {manufacturerId: '3'};

/** The screen as both apps hold it: the editing state lives with the page. */
function Screen({adding = false}: {adding?: boolean}) {
  const [editing, setEditing] = useState<GroupEditing>(adding ? {kind: 'new'} : null);
  return <NotificationGroups manufacturerId="3" editing={editing} onEditing={setEditing} />;
}

describe('NotificationGroups', () => {
  it('shows a loading state while the groups load', async () => {
    renderWithProviders(<Screen />, {
      graphql: [mockGraphql(NOTIFICATION_GROUPS, variables, {notificationGroups: []}, {delay: 50})],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await screen.findByText('No notification groups yet');
  });

  it('says what to do when there is no group yet', async () => {
    renderWithProviders(<Screen />, {graphql: [mockGraphql(NOTIFICATION_GROUPS, variables, {notificationGroups: []})]});
    await screen.findByText('No notification groups yet');
    expect(screen.getByText(/Add a group, then its contacts/)).toBeInTheDocument();
  });

  it('shows the error state with a retry when the groups cannot load', async () => {
    const {user} = renderWithProviders(<Screen />, {
      graphql: [
        mockGraphqlNetworkError(NOTIFICATION_GROUPS, variables),
        mockGraphql(NOTIFICATION_GROUPS, variables, {notificationGroups: [givenGroup()]}),
      ],
    });
    await screen.findByText('OOPS.. Some error has occured, please retry.');
    await user.click(screen.getByRole('button', {name: 'Retry'}));
    await screen.findByRole('heading', {name: 'Operations'});
  });

  it('shows each group with its contacts, kinds of mail and last change', async () => {
    const disabled = givenGroup({
      id: '12',
      groupName: 'Finance',
      enabled: false,
      notificationGroupUsers: [],
      updatedBy: null,
    });
    const {user} = renderWithProviders(<Screen />, {
      graphql: [mockGraphql(NOTIFICATION_GROUPS, variables, {notificationGroups: [givenGroup(), disabled]})],
    });
    await screen.findByRole('heading', {name: 'Operations'});
    expect(screen.getByText('1 contact')).toBeInTheDocument();
    expect(screen.getByText('0 contacts')).toBeInTheDocument();
    expect(screen.getAllByText('Daily digest of failed serials')).toHaveLength(2);
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', {name: 'Manage Members'})[0]);
    expect(await screen.findByText(/by madmin$/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', {name: 'Assigned Contacts'})).getByText('ops@brand.example'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', {name: 'Available Contacts'})).getByText('qa@brand.example'),
    ).toBeVisible();
  });

  it('assigns a contact by saving the whole assigned list, then shows the groups again', async () => {
    const moved = givenGroup({
      notificationGroupUsers: [contact('21', 'ops@brand.example'), contact('22', 'qa@brand.example')],
      availableUsers: [],
    });
    const {user} = renderWithProviders(<Screen />, {
      graphql: [
        mockGraphql(NOTIFICATION_GROUPS, variables, {notificationGroups: [givenGroup()]}),
        mockGraphql(
          ASSIGN_NOTIFICATION_USER,
          {manufacturerId: '3', groupId: '11', userIds: ['21', '22']},
          {assignNotificationUser: {status: true}},
        ),
        mockGraphql(NOTIFICATION_GROUPS, variables, {notificationGroups: [moved]}),
      ],
    });
    await user.click(await screen.findByRole('button', {name: 'Manage Members'}));
    await user.click(screen.getByRole('button', {name: 'Assign all'}));
    await screen.findByText('2 contacts');
  });

  it('checks the Add Group form, saves it and closes it', async () => {
    const saved = {
      id: null,
      groupName: 'Finance',
      description: 'Ledger refusals',
      mailKinds: ['DIGEST', 'OVERDUE', 'LEDGER'] as const,
      enabled: true,
      deleted: false,
      manufacturerId: '3',
    };
    const {user} = renderWithProviders(<Screen adding />, {
      graphql: [
        mockGraphql(NOTIFICATION_GROUPS, variables, {notificationGroups: []}),
        mockGraphql(SAVE_GROUP, {...saved, mailKinds: [...saved.mailKinds]}, {saveGroup: {id: '12'}}),
        mockGraphql(NOTIFICATION_GROUPS, variables, {
          notificationGroups: [givenGroup({id: '12', groupName: 'Finance'})],
        }),
      ],
    });
    const dialog = await screen.findByRole('dialog', {name: 'Add Group'});
    await user.click(within(dialog).getByRole('button', {name: 'Save'}));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Group Name'), 'Finance');
    await user.type(within(dialog).getByLabelText('Description'), 'Ledger refusals');
    await user.click(within(dialog).getByRole('button', {name: 'Save'}));
    await screen.findByRole('heading', {name: 'Finance'});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const {user} = renderWithProviders(<Screen />, {
      graphql: [
        mockGraphql(NOTIFICATION_GROUPS, variables, {notificationGroups: [givenGroup()]}),
        mockGraphqlError(
          SAVE_GROUP,
          {
            id: '11',
            groupName: 'Operations',
            description: 'Failures and reminders',
            mailKinds: ['DIGEST', 'LEDGER'],
            enabled: true,
            deleted: false,
            manufacturerId: '3',
          },
          'Group name already exists',
        ),
      ],
    });
    await user.click(await screen.findByRole('button', {name: 'Edit'}));
    const dialog = screen.getByRole('dialog', {name: 'Edit Group'});
    await user.click(within(dialog).getByRole('button', {name: 'Save'}));
    expect(await within(dialog).findByText('Error :( Group name already exists')).toBeInTheDocument();
  });

  it('deletes a group only once its confirm is answered Yes', async () => {
    const {user} = renderWithProviders(<Screen />, {
      graphql: [
        mockGraphql(NOTIFICATION_GROUPS, variables, {notificationGroups: [givenGroup()]}),
        mockGraphql(SAVE_GROUP, {manufacturerId: '3', id: '11', deleted: true}, {saveGroup: {id: '11'}}),
        mockGraphql(NOTIFICATION_GROUPS, variables, {notificationGroups: []}),
      ],
    });
    await user.click(await screen.findByRole('button', {name: 'Delete'}));
    const confirm = screen.getByRole('dialog', {name: 'Do you want to delete this group?'});
    await user.click(within(confirm).getByRole('button', {name: 'Yes'}));
    await screen.findByText('No notification groups yet');
  });
});
