import {mockGraphql, mockGraphqlError, mockRest, screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {givenStaffMember} from '../../testing/staff';
import {STAFF_MEMBER, UPDATE_STAFF} from './staff.queries';
import {MISSING_MANUFACTURER} from '@voltcheck/ui-shared';
import {StaffFormPage} from './StaffFormPage';

const member = givenStaffMember({
  permissions: [
    {id: 1, name: 'Read', checked: true},
    {id: 2, name: 'Upload', checked: false},
  ],
});
const edit = {route: '/editstaff/42', path: '/editstaff/:staffId'};

describe('StaffFormPage', () => {
  it('loads the member being edited into the form, with its permissions', async () => {
    renderPortal(<StaffFormPage />, {
      ...edit,
      graphql: [mockGraphql(STAFF_MEMBER, {id: '42'}, {staffMember: member}, {delay: 30})],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('textbox', {name: /First Name/})).toHaveValue('Sam');
    expect(screen.getByRole('textbox', {name: /Designation/})).toHaveValue('Warehouse lead');
    expect(screen.getByRole('checkbox', {name: 'Read'})).toBeChecked();
    expect(screen.getByRole('checkbox', {name: 'Upload'})).not.toBeChecked();
    expect(screen.getByRole('textbox', {name: /User Name/})).toBeDisabled();
    expect(screen.getByRole('link', {name: 'Cancel'})).toHaveAttribute('href', '/Staff');
  });

  it('saves the trimmed details and the checked permissions', async () => {
    const {user} = renderPortal(<StaffFormPage />, {
      ...edit,
      graphql: [
        mockGraphql(STAFF_MEMBER, {id: '42'}, {staffMember: member}),
        mockGraphql(
          UPDATE_STAFF,
          {
            id: '42',
            input: {
              firstName: 'Sam',
              lastName: 'Staff',
              email: 'sam@demo-energy.example',
              phoneNumber: '0412345679',
              designation: 'Site manager',
              permissions: [1, 2],
            },
          },
          {updateStaff: {staffId: '42'}},
        ),
      ],
    });
    const designation = await screen.findByRole('textbox', {name: /Designation/});
    await user.clear(designation);
    await user.type(designation, ' Site manager ');
    await user.click(screen.getByRole('checkbox', {name: 'Upload'}));
    await user.click(screen.getByRole('button', {name: 'Update'}));
    expect(await screen.findByText('Staff member updated successfully')).toBeInTheDocument();
  });

  it('shows the refusal of the server', async () => {
    const {user} = renderPortal(<StaffFormPage />, {
      ...edit,
      graphql: [
        mockGraphql(STAFF_MEMBER, {id: '42'}, {staffMember: member}),
        mockGraphqlError(
          UPDATE_STAFF,
          {
            id: '42',
            input: {
              firstName: 'Sam',
              lastName: 'Staff',
              email: 'sam@demo-energy.example',
              phoneNumber: '0412345679',
              designation: 'Warehouse lead',
              permissions: [1],
            },
          },
          'This email is already used by another account.',
        ),
      ],
    });
    await user.click(await screen.findByRole('button', {name: 'Update'}));
    expect(await screen.findByText('This email is already used by another account.')).toBeInTheDocument();
  });

  it('shows the error when the member cannot be read', async () => {
    renderPortal(<StaffFormPage />, {
      ...edit,
      graphql: [mockGraphqlError(STAFF_MEMBER, {id: '42'}, 'Staff member not found.', {code: 'NOT_FOUND'})],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff member not found.');
  });

  it('requires the fields of a new member before anything is sent', async () => {
    const {user} = renderPortal(<StaffFormPage />, {route: '/addmember', path: '/addmember/:manufacturerId?'});
    expect(screen.getByRole('textbox', {name: /User Name/})).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Add Member'}));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(1);
  });

  it('gives an administrator without a manufacturer the missing-manufacturer notice, and a way back to the console', async () => {
    const {user} = renderPortal(<StaffFormPage />, {
      role: 'superadmin',
      route: '/addmember',
      path: '/addmember/:manufacturerId?',
    });
    const exists = mockRest('/api/account/AccountExist', 'get', 200, {status: false});
    expect(screen.getByRole('link', {name: 'Cancel'}).getAttribute('href')).toMatch(/staff\?manufacturerId=0$/);
    for (const [label, value] of [
      [/User Name/, 'new.staff'],
      [/First Name/, 'New'],
      [/Last Name/, 'Staff'],
      [/Email/, 'new@demo-energy.example'],
      [/Phone/, '0412345670'],
    ] as const)
      await user.type(screen.getByRole('textbox', {name: label}), value);
    await user.click(screen.getByRole('checkbox', {name: 'Read'}));
    await user.click(screen.getByRole('button', {name: 'Add Member'}));
    expect(await screen.findByText(MISSING_MANUFACTURER)).toBeInTheDocument();
    expect(exists.calls.at(-1)?.url.searchParams.get('search')).toBe('new.staff');
  });
});
