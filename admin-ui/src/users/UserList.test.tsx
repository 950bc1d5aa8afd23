import type {
  AddAdminUserMutation,
  AddAdminUserMutationVariables,
  AdminChangePasswordMutation,
  AdminChangePasswordMutationVariables,
  HasConfigAccessQuery,
  HasConfigAccessQueryVariables,
  User,
} from '@voltcheck/api-client';
import {mockGraphql, mockGraphqlError, screen, waitFor, within} from '@voltcheck/ui-shared/testing';
import type {MockedResponse} from '@apollo/client/testing';
import {type DataProvider, ResourceContextProvider} from 'react-admin';
import {describe, expect, it, vi} from 'vitest';
import {answeringLists} from '../testing/dataProviders';
import {givenUser} from '../testing/records';
import {renderInConsole} from '../testing/renderInConsole';
import {ADD_ADMIN_USER, CHANGE_PASSWORD, HAS_CONFIG_ACCESS} from './adminAccountQueries';
import {UserList} from './UserList';

const configAccess = (allowed: boolean) =>
  mockGraphql<HasConfigAccessQuery, HasConfigAccessQueryVariables>(
    HAS_CONFIG_ACCESS,
    {},
    {hasConfigAccess: allowed},
    {times: 20},
  );

const sam = givenUser({
  id: '32',
  username: 'sam.maker',
  firstName: 'Sam',
  lastName: 'Maker',
  email: 'sam@voltix.example',
  role: 'madmin',
  companyName: 'Voltix',
  manufacturerId: '1',
  locked: true,
  emailConfirmed: false,
});

function renderUsers(
  users: User[] | Error,
  {
    allowed = true,
    graphql = [],
    update,
  }: {allowed?: boolean; graphql?: MockedResponse[]; update?: DataProvider['update']} = {},
) {
  const lists = answeringLists({Users: users});
  const rendered = renderInConsole(
    <ResourceContextProvider value="Users">
      <UserList />
    </ResourceContextProvider>,
    {dataProvider: {getList: lists.getList, ...(update ? {update} : {})}, graphql: [configAccess(allowed), ...graphql]},
  );
  return {...rendered, calls: lists.calls};
}

describe('UserList', () => {
  it('lists the accounts by user name with their role, company and state', async () => {
    const {calls} = renderUsers([givenUser({id: '1'}), sam]);
    const row = await screen.findByRole('row', {name: /sam\.maker/});
    expect(row).toHaveTextContent('Sam Maker');
    expect(row).toHaveTextContent('Manufacturer admin');
    expect(row).toHaveTextContent('Voltix');
    expect(within(row).getByText('Locked')).toBeInTheDocument();
    expect(within(row).getByText('Not activated')).toBeInTheDocument();
    expect(within(screen.getByRole('row', {name: /ada@voltcheck/})).getByText('OK')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({sort: {field: 'username', order: 'ASC'}, pagination: {page: 1, perPage: 25}});
  });

  it("keeps an administrator from deactivating their own account, not others'", async () => {
    renderUsers([givenUser({id: '1'}), sam]);
    await waitFor(() => expect(screen.getByRole('switch', {name: 'Deactivate ada'})).toBeDisabled());
    expect(screen.getByRole('switch', {name: 'Deactivate sam.maker'})).toBeEnabled();
  });

  it('deactivates an account at once and says so', async () => {
    const update = vi.fn(async (_resource: string, params: {data: Partial<User>}) => ({
      data: {...sam, ...params.data},
    }));
    const {user} = renderUsers([sam], {update: update as unknown as DataProvider['update']});
    await user.click(await screen.findByRole('switch', {name: 'Deactivate sam.maker'}));
    expect(await screen.findByText('User deactivated successfully')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('Users', expect.objectContaining({id: '32', data: {isActive: false}}));
  });

  it('says why an account could not be deactivated', async () => {
    const update = vi.fn(async () => Promise.reject(new Error('The last administrator stays active')));
    const {user} = renderUsers([sam], {update: update as unknown as DataProvider['update']});
    await user.click(await screen.findByRole('switch', {name: 'Deactivate sam.maker'}));
    expect(
      await screen.findByText('Failed to deactivate user: The last administrator stays active'),
    ).toBeInTheDocument();
  });

  it('searches the accounts on the server', async () => {
    const {user, calls} = renderUsers([sam]);
    await screen.findByRole('row', {name: /sam\.maker/});
    await user.type(screen.getByPlaceholderText('Search users'), 'sam');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({q: 'sam'}));
  });

  it('says when there is no account', async () => {
    renderUsers([]);
    expect(await screen.findByText(/^No Users? yet/i)).toBeInTheDocument();
  });

  it("shows react-admin's error when the accounts cannot be read", async () => {
    renderUsers(new Error('Administrators only'));
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  });

  it('keeps Add admin user and Change password off for administrators outside the settings allow-list', async () => {
    renderUsers([sam], {allowed: false});
    const row = await screen.findByRole('row', {name: /sam\.maker/});
    expect(within(row).getByRole('button', {name: 'Change password'})).toBeDisabled();
    expect(screen.getByRole('button', {name: 'Add admin user'})).toBeDisabled();
  });

  it("changes an account's password once both entries match", async () => {
    const change = mockGraphql<AdminChangePasswordMutation, AdminChangePasswordMutationVariables>(
      CHANGE_PASSWORD,
      {userId: '32', newPassword: 'Changed@123'},
      {adminMutation: {changePassword: true}},
    );
    const {user} = renderUsers([sam], {graphql: [change]});
    const row = await screen.findByRole('row', {name: /sam\.maker/});
    await waitFor(() => expect(within(row).getByRole('button', {name: 'Change password'})).toBeEnabled());
    await user.click(within(row).getByRole('button', {name: 'Change password'}));
    const dialog = await screen.findByRole('dialog', {name: 'Change password: sam.maker'});
    await user.type(within(dialog).getByLabelText('New password'), 'Changed@123');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'Changed@12');
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', {name: 'Save'})).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Confirm password'), '3');
    await user.click(within(dialog).getByRole('button', {name: 'Save'}));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
  });

  it('adds an administrator, and says when the server refuses one', async () => {
    const input = {
      userName: 'bo',
      email: 'bo@voltcheck.example',
      firstName: 'Bo',
      lastName: 'Boss',
      password: 'Admin@123',
    };
    const add = mockGraphqlError<AddAdminUserMutation, AddAdminUserMutationVariables>(
      ADD_ADMIN_USER,
      input,
      'Username already taken',
    );
    const {user} = renderUsers([sam], {graphql: [add]});
    await waitFor(() => expect(screen.getByRole('button', {name: 'Add admin user'})).toBeEnabled());
    await user.click(screen.getByRole('button', {name: 'Add admin user'}));
    const dialog = await screen.findByRole('dialog', {name: 'Add admin user'});
    await user.type(within(dialog).getByLabelText('Username'), input.userName);
    await user.type(within(dialog).getByLabelText('Email'), input.email);
    await user.type(within(dialog).getByLabelText('First name'), input.firstName);
    await user.type(within(dialog).getByLabelText('Last name'), input.lastName);
    await user.type(within(dialog).getByLabelText('Password'), input.password);
    await user.type(within(dialog).getByLabelText('Confirm password'), input.password);
    await user.click(within(dialog).getByRole('button', {name: 'Add'}));
    expect(await screen.findByText('Failed to add user')).toBeInTheDocument();
    expect(screen.getByRole('dialog', {name: 'Add admin user'})).toBeInTheDocument();
  });
});
