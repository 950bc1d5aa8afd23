import {mockGraphql, screen, within} from '@voltcheck/ui-shared/testing';
import {NOTIFICATION_GROUPS} from '@voltcheck/ui-shared';
import {Route, Routes} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {NotificationPage} from './NotificationPage';

/** The caller's own groups: the portal sends no manufacturer. */
const own = {manufacturerId: null};
const group = {
  id: '11',
  groupName: 'Operations',
  description: 'Failures and reminders',
  enabled: true,
  mailKinds: ['DIGEST' as const],
  updatedOn: '2026-11-02T04:05:00.000Z',
  updatedBy: 'maker',
  notificationGroupUsers: [],
  availableUsers: [],
};

const App = () => (
  <Routes>
    <Route path="/notification" element={<NotificationPage />} />
    <Route path="/AddGroup" element={<NotificationPage adding />} />
  </Routes>
);

describe('NotificationPage', () => {
  it('explains the mails and lists the manufacturer’s own groups', async () => {
    renderPortal(<App />, {
      route: '/notification',
      graphql: [mockGraphql(NOTIFICATION_GROUPS, own, {notificationGroups: [group]})],
    });
    expect(screen.getByRole('heading', {name: 'Notifications', level: 1})).toBeInTheDocument();
    expect(screen.getByText(/Each mail has its own unsubscribe link/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', {name: 'Operations'})).toBeInTheDocument();
  });

  it('says what to do when there is no group yet', async () => {
    renderPortal(<App />, {
      route: '/notification',
      graphql: [mockGraphql(NOTIFICATION_GROUPS, own, {notificationGroups: []})],
    });
    expect(await screen.findByText('No notification groups yet')).toBeInTheDocument();
  });

  it('opens the Add Group form on /AddGroup and goes back to /notification when it closes', async () => {
    const {user} = renderPortal(<App />, {
      route: '/AddGroup',
      graphql: [mockGraphql(NOTIFICATION_GROUPS, own, {notificationGroups: []}, {times: 2})],
    });
    const dialog = await screen.findByRole('dialog', {name: 'Add Group'});
    await user.click(within(dialog).getByRole('button', {name: 'Cancel'}));
    expect(await screen.findByText('No notification groups yet')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
