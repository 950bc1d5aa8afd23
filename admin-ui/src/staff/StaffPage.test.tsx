import type {MockedResponse} from '@apollo/client/testing';
import type {AdminStaffMembersQueryVariables} from '@voltcheck/api-client';
import {
  mockGraphql,
  mockGraphqlError,
  mockGraphqlNetworkError,
  mockRest,
  screen,
  within,
} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {answeringLists} from '../testing/dataProviders';
import {renderInConsole} from '../testing/renderInConsole';
import {ADMIN_STAFF_MEMBERS, type AdminStaffMember} from './staff.queries';
import {StaffPage} from './StaffPage';
import {StaffTab} from './StaffTab';

function givenMember(member: Partial<AdminStaffMember> = {}): AdminStaffMember {
  return {
    staffId: '42',
    userId: '142',
    fullName: 'Sam Staff',
    userName: 'sam.staff',
    designation: 'Warehouse lead',
    profilePhoto: null,
    emailConfirmed: true,
    manufacturerMapping: [],
    ...member,
  };
}

const ofVoltix: AdminStaffMembersQueryVariables = {manufacturerId: '1', distributorId: null};
const staff = (members: AdminStaffMember[], variables = ofVoltix) =>
  mockGraphql(ADMIN_STAFF_MEMBERS, variables, {staffMembers: members}, {delay: 20});

const manufacturers = answeringLists({
  Manufacturers: [
    {id: '1', name: 'Voltix'},
    {id: '2', name: 'Ampere Co'},
  ],
});

const renderStaff = (route: string, graphql: MockedResponse[] = []) =>
  renderInConsole(<StaffPage />, {route, graphql, dataProvider: {getList: manufacturers.getList}});

describe('StaffPage', () => {
  it('asks for a manufacturer first', async () => {
    renderStaff('/staff');
    expect(await screen.findByText('Missing manufacturer information')).toBeInTheDocument();
    expect(screen.getByRole('combobox', {name: 'Manufacturer'})).toHaveValue('');
  });

  it("shows a loading state, then the chosen manufacturer's staff cards", async () => {
    renderStaff('/staff?manufacturerId=1', [
      staff([givenMember(), givenMember({staffId: '43', fullName: 'Ana Other'})]),
    ]);
    expect(screen.getByRole('progressbar', {name: 'Loading staff'})).toBeInTheDocument();
    const cards = await screen.findAllByTestId('staff-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Sam Staff');
    expect(cards[0]).toHaveTextContent('sam.staff');
    expect(cards[0]).toHaveTextContent('Warehouse lead');
    expect(await screen.findByRole('combobox', {name: 'Manufacturer'})).toHaveValue('Voltix');
  });

  it('switches to another manufacturer chosen in the list', async () => {
    const {user} = renderStaff('/staff?manufacturerId=1', [
      staff([givenMember()]),
      staff([givenMember({staffId: '50', fullName: 'Amy Ampere'})], {manufacturerId: '2', distributorId: null}),
    ]);
    await screen.findByText('Sam Staff');
    await user.click(screen.getByRole('combobox', {name: 'Manufacturer'}));
    await user.click(await screen.findByRole('option', {name: 'Ampere Co'}));
    expect(await screen.findByText('Amy Ampere')).toBeInTheDocument();
    expect(screen.queryByText('Sam Staff')).not.toBeInTheDocument();
  });

  it('says so when the manufacturer has no staff', async () => {
    renderStaff('/staff?manufacturerId=1', [staff([])]);
    expect(await screen.findByText('No result found.')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    renderStaff('/staff?manufacturerId=1', [mockGraphqlError(ADMIN_STAFF_MEMBERS, ofVoltix, 'Manufacturer not found')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Manufacturer not found');
  });

  it('shows the network failure', async () => {
    renderStaff('/staff?manufacturerId=1', [mockGraphqlNetworkError(ADMIN_STAFF_MEMBERS, ofVoltix)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
  });

  it("resets a member's password from its card and says so", async () => {
    const reset = mockRest('/api/staff/resetpassword', 'post', 200, {
      status: true,
      message: 'Account Reset succesfully',
    });
    const {user} = renderStaff('/staff?manufacturerId=1', [staff([givenMember()])]);
    await user.click(await screen.findByRole('button', {name: 'Actions for Sam Staff'}));
    await user.click(await screen.findByRole('menuitem', {name: 'Reset Password'}));
    const drawer = await screen.findByRole('form', {name: 'Reset password'});
    expect(drawer).toHaveTextContent('Sam Staff (sam.staff)');
    await user.type(within(drawer).getByLabelText('Password'), 'Changed@123');
    await user.type(within(drawer).getByLabelText('Confirm Password'), 'Changed@123');
    await user.click(within(drawer).getByRole('button', {name: 'Reset Password'}));
    expect(await screen.findByText('Account Reset succesfully')).toBeInTheDocument();
    expect(reset.calls).toHaveLength(1);
  });
});

describe('StaffTab', () => {
  it('shows which manufacturers each staff member of a distributor is attached to', async () => {
    const mapping = (displayName: string, isManufacturerAttached: boolean) => ({displayName, isManufacturerAttached});
    const ofSupplier = {manufacturerId: null, distributorId: '21'};
    renderInConsole(<StaffTab distributorId="21" />, {
      graphql: [
        staff(
          [
            givenMember({manufacturerMapping: [mapping('Voltix', true), mapping('Ampere Co', false)]}),
            givenMember({staffId: '44', fullName: 'Una Attached', manufacturerMapping: [mapping('Voltix', false)]}),
          ],
          ofSupplier,
        ),
      ],
    });
    const cards = await screen.findAllByTestId('staff-card');
    expect(cards[0]).toHaveTextContent('For : Voltix');
    expect(cards[1]).toHaveTextContent('No manufacturer attached');
  });
});
