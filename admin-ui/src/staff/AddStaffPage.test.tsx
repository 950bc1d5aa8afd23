import {mockRest, screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderInConsole} from '../testing/renderInConsole';
import {AddStaffPage} from './AddStaffPage';

const renderForm = (route = '/addmember/7') =>
  renderInConsole(<AddStaffPage />, {route, path: '/addmember/:manufacturerId'});

async function fill(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByRole('textbox', {name: /User Name/}), 'new.staff');
  await user.type(screen.getByRole('textbox', {name: /First Name/}), 'New');
  await user.type(screen.getByRole('textbox', {name: /Last Name/}), 'Staff');
  await user.type(screen.getByRole('textbox', {name: /Email/}), 'new.staff@demo-energy.example');
  await user.click(screen.getByRole('checkbox', {name: 'Read'}));
  await user.click(screen.getByRole('checkbox', {name: 'Upload'}));
}

describe('AddStaffPage', () => {
  it('asks for a manufacturer when the route names none', async () => {
    renderForm('/addmember/none');
    expect(await screen.findByText('Missing manufacturer information')).toBeInTheDocument();
  });

  it('names each missing field and sends nothing', async () => {
    const add = mockRest('/api/staff/add', 'post', 200, {status: true, message: 'ok'});
    const {user} = renderForm();
    await user.click(screen.getByRole('button', {name: 'Add Member'}));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(add.calls).toHaveLength(0);
  });

  it("adds the member to the route's manufacturer with its permissions", async () => {
    const add = mockRest('/api/staff/add', 'post', 200, {status: true, message: 'ok'});
    const {user} = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', {name: 'Add Member'}));
    expect(await screen.findByText('New user added successfully')).toBeInTheDocument();
    const body = add.calls[0]!.body as FormData;
    expect(body.get('ManufacturerId')).toBe('7');
    expect(body.get('UserName')).toBe('new.staff');
    expect(JSON.parse(String(body.get('SerializedPermissions')))).toEqual([
      {id: 1, checked: true},
      {id: 2, checked: true},
    ]);
    expect(screen.getByRole('textbox', {name: /User Name/})).toHaveValue('');
  });

  it("shows the server's refusal", async () => {
    mockRest('/api/staff/add', 'post', 400, {status: false, message: 'User name already taken'});
    const {user} = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', {name: 'Add Member'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('User name already taken');
  });
});
