import {mockGraphql, mockGraphqlError, mockGraphqlNetworkError, screen, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {givenStaffMember as givenMember} from '../../testing/staff';
import {DELETE_STAFF, STAFF_MEMBERS} from './staff.queries';
import {StaffPage} from './StaffPage';

const own = {manufacturerId: null, distributorId: null};

describe('StaffPage', () => {
  it('shows a loading state, then one card per member with its name, user name and designation', async () => {
    renderPortal(<StaffPage />, {
      graphql: [
        mockGraphql(
          STAFF_MEMBERS,
          own,
          {
            staffMembers: [
              givenMember(),
              givenMember({staffId: '43', fullName: 'Ana Awaiting', emailConfirmed: false}),
            ],
          },
          {delay: 30},
        ),
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const cards = await screen.findAllByTestId('staff-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Sam Staff');
    expect(cards[0]).toHaveTextContent('sam.staff');
    expect(cards[0]).toHaveTextContent('Warehouse lead');
    expect(cards[1]).toHaveTextContent('Awaiting activation');
    expect(screen.getByRole('button', {name: 'Add Members'})).toBeInTheDocument();
  });

  it('says so when no staff member has been added', async () => {
    renderPortal(<StaffPage />, {graphql: [mockGraphql(STAFF_MEMBERS, own, {staffMembers: []})]});
    expect(await screen.findByText('No result found.')).toBeInTheDocument();
    expect(screen.getByText('No staff member has been added yet.')).toBeInTheDocument();
  });

  it('shows the error with a retry when the list cannot load', async () => {
    const {user} = renderPortal(<StaffPage />, {
      graphql: [
        mockGraphqlNetworkError(STAFF_MEMBERS, own),
        mockGraphql(STAFF_MEMBERS, own, {staffMembers: [givenMember()]}),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    await user.click(screen.getByRole('button', {name: /retry/i}));
    expect(await screen.findByText('Sam Staff')).toBeInTheDocument();
  });

  it('hides Add Members and Retry from staff without the Manage Staff permission', async () => {
    renderPortal(<StaffPage />, {
      role: 'mstaff',
      profile: {permissions: [1]},
      graphql: [
        mockGraphqlError(STAFF_MEMBERS, own, 'You do not have permission to manage staff.', {code: 'FORBIDDEN'}),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to manage staff.');
    expect(screen.queryByRole('button', {name: 'Add Members'})).not.toBeInTheDocument();
    expect(screen.queryByRole('button', {name: /retry/i})).not.toBeInTheDocument();
  });

  it('shows a distributor the manufacturers each member is attached to', async () => {
    const mapping = (id: string, name: string, attached: boolean) => ({
      manufacturerId: id,
      displayName: name,
      isManufacturerAttached: attached,
      permissions: [],
    });
    renderPortal(<StaffPage />, {
      role: 'mdistributor',
      graphql: [
        mockGraphql(STAFF_MEMBERS, own, {
          staffMembers: [
            givenMember({manufacturerMapping: [mapping('1', 'Demo Energy', true), mapping('2', 'Sun Co', false)]}),
            givenMember({staffId: '44', fullName: 'Nia None', manufacturerMapping: [mapping('2', 'Sun Co', false)]}),
          ],
        }),
      ],
    });
    const cards = await screen.findAllByTestId('staff-card');
    expect(cards[0]).toHaveTextContent('For : Demo Energy');
    expect(cards[0]).not.toHaveTextContent('Sun Co');
    expect(cards[1]).toHaveTextContent('No manufacturer attached');
  });

  it('asks the administrator which manufacturer, and offers only Reset Password on its cards', async () => {
    const first = renderPortal(<StaffPage />, {role: 'superadmin', route: '/Staff'});
    expect(screen.getByText('Missing manufacturer information')).toBeInTheDocument();
    first.unmount();

    const {user} = renderPortal(<StaffPage />, {
      role: 'superadmin',
      route: '/Staff?manufacturerId=1',
      graphql: [
        mockGraphql(STAFF_MEMBERS, {manufacturerId: '1', distributorId: null}, {staffMembers: [givenMember()]}),
      ],
    });
    await user.click(await screen.findByRole('button', {name: 'Actions for Sam Staff'}));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', {name: 'Reset Password'})).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', {name: 'Delete'})).not.toBeInTheDocument();
  });

  it('deletes a member after confirmation, shows the answer and reloads the list', async () => {
    const {user} = renderPortal(<StaffPage />, {
      graphql: [
        mockGraphql(STAFF_MEMBERS, own, {staffMembers: [givenMember()]}),
        mockGraphql(DELETE_STAFF, {id: '42'}, {deleteStaff: 'Staff member deleted.'}),
        mockGraphql(STAFF_MEMBERS, own, {staffMembers: []}),
      ],
    });
    await user.click(await screen.findByRole('button', {name: 'Actions for Sam Staff'}));
    await user.click(screen.getByRole('menuitem', {name: 'Delete'}));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', {name: /delete|yes|confirm/i}));
    expect(await screen.findByText('Staff member deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No result found.')).toBeInTheDocument();
  });
});
