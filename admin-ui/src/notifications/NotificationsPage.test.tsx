import type {MockedResponse} from '@apollo/client/testing';
import {NOTIFICATION_GROUPS} from '@voltcheck/ui-shared';
import {
  givenNotificationGroup,
  mockGraphql,
  mockGraphqlNetworkError,
  screen,
  within,
} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {answeringLists} from '../testing/dataProviders';
import {renderInConsole} from '../testing/renderInConsole';
import {NotificationsPage} from './NotificationsPage';

const manufacturers = answeringLists({
  Manufacturers: [
    {id: '3', name: 'Brand Co'},
    {id: '4', name: 'Voltix'},
  ],
});

const groupsOf = (manufacturerId: string, groups = [givenNotificationGroup()]) =>
  mockGraphql(NOTIFICATION_GROUPS, {manufacturerId}, {notificationGroups: groups});

const renderPage = (route: string, graphql: MockedResponse[] = [], adding = false) =>
  renderInConsole(<NotificationsPage adding={adding} />, {
    route,
    graphql,
    dataProvider: {getList: manufacturers.getList},
  });

describe('NotificationsPage', () => {
  it('asks for a manufacturer before it shows any group', async () => {
    renderPage('/Notifications');
    expect(await screen.findByRole('combobox', {name: 'Manufacturer'})).toHaveValue('');
    expect(screen.getByText(/receive the mails each group chooses/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', {name: 'Operations'})).not.toBeInTheDocument();
  });

  it("shows the chosen manufacturer's groups, and another's once it is chosen", async () => {
    const {user} = renderPage('/Notifications?manufacturerId=3', [
      groupsOf('3'),
      groupsOf('4', [givenNotificationGroup({id: '31', groupName: 'Voltix service'})]),
    ]);
    expect(await screen.findByRole('heading', {name: 'Operations'})).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', {name: 'Manufacturer'}));
    await user.click(await screen.findByRole('option', {name: 'Voltix'}));
    expect(await screen.findByRole('heading', {name: 'Voltix service'})).toBeInTheDocument();
    expect(screen.queryByRole('heading', {name: 'Operations'})).not.toBeInTheDocument();
  });

  it('says what to do when the manufacturer has no group yet', async () => {
    renderPage('/Notifications?manufacturerId=3', [groupsOf('3', [])]);
    expect(await screen.findByText('No notification groups yet')).toBeInTheDocument();
  });

  it('shows the error state when the groups cannot load', async () => {
    renderPage('/Notifications?manufacturerId=3', [
      mockGraphqlNetworkError(NOTIFICATION_GROUPS, {manufacturerId: '3'}),
    ]);
    expect(await screen.findByText('OOPS.. Some error has occured, please retry.')).toBeInTheDocument();
  });

  it('opens the Add Group form at /AddGroup', async () => {
    renderPage('/AddGroup?manufacturerId=3', [groupsOf('3')], true);
    const dialog = await screen.findByRole('dialog', {name: 'Add Group'});
    expect(within(dialog).getByLabelText('Group Name')).toHaveValue('');
  });
});
