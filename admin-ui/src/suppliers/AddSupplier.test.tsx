import {mockRest, screen, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderInConsole} from '../testing/renderInConsole';
import {AddSupplier} from './AddSupplier';

const account = {
  'First name': 'Sue',
  'Last name': 'Supplier',
  Email: 'sue@sunny.example',
  Username: 'sue.sunny',
  Password: 'Supplier@123',
};

function givenImporters() {
  mockRest('/api/brands', 'get', 200, ['Voltix', 'Ampere']);
  return mockRest('/api/importers', 'get', 200, [
    {importerName: 'Sunny Supplies Pty Ltd', importerStatus: 'Approved', importerABN: '12345678901'},
    {importerName: 'No ABN Imports', importerStatus: 'Approved', importerABN: null},
  ]);
}

async function chooseImporter(user: ReturnType<typeof renderInConsole>['user'], importer = 'Sunny Supplies Pty Ltd') {
  await user.click(screen.getByRole('combobox', {name: 'Brand'}));
  await user.click(await screen.findByRole('option', {name: 'Voltix'}));
  await user.click(screen.getByRole('combobox', {name: 'Supplier'}));
  await user.click(await screen.findByRole('option', {name: new RegExp(importer)}));
}

async function fillAccount(user: ReturnType<typeof renderInConsole>['user']) {
  for (const [label, value] of Object.entries(account)) await user.type(screen.getByLabelText(label), value);
}

describe('AddSupplier', () => {
  it("offers a brand's importers only once the brand is chosen", async () => {
    const importers = givenImporters();
    const {user} = renderInConsole(<AddSupplier />);
    expect(screen.getByRole('combobox', {name: 'Supplier'})).toBeDisabled();
    await user.click(screen.getByRole('combobox', {name: 'Brand'}));
    await user.click(await screen.findByRole('option', {name: 'Voltix'}));
    await user.click(screen.getByRole('combobox', {name: 'Supplier'}));
    const option = await screen.findByRole('option', {name: /Sunny Supplies Pty Ltd/});
    expect(option).toHaveTextContent('Approved · ABN 12345678901');
    expect(screen.getByRole('option', {name: /No ABN Imports/})).toHaveTextContent('ABN —');
    expect(importers.calls[0].url.searchParams.get('brand')).toBe('Voltix');
  });

  it('names every missing field and sends nothing', async () => {
    mockRest('/api/brands', 'get', 200, []);
    const {user} = renderInConsole(<AddSupplier />);
    await user.click(screen.getByRole('button', {name: 'Add supplier'}));
    expect(screen.getAllByText('This field is required')).toHaveLength(6);
  });

  it('registers the account for the chosen importer, says so and empties the form', async () => {
    givenImporters();
    const registered = mockRest('/api/admin/suppliers', 'post', 200, {status: true});
    const {user} = renderInConsole(<AddSupplier />);
    await chooseImporter(user);
    await fillAccount(user);
    await user.click(screen.getByRole('button', {name: 'Add supplier'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Supplier added successfully');
    expect(registered.calls[0].body).toEqual({
      Username: 'sue.sunny',
      Password: 'Supplier@123',
      FirstName: 'Sue',
      LastName: 'Supplier',
      Email: 'sue@sunny.example',
      AbnNo: '12345678901',
      Name: 'Sunny Supplies Pty Ltd',
      Type: 'supplier',
    });
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.getByRole('combobox', {name: 'Supplier'})).toHaveValue('');
  });

  it("lists the server's problems, each with its code, and keeps what was typed", async () => {
    givenImporters();
    mockRest('/api/admin/suppliers', 'post', 400, [
      {code: 'DuplicateUserName', description: "Username 'sue.sunny' is already taken."},
      {code: 'PasswordTooWeak', description: 'Passwords must have at least one digit.'},
    ]);
    const {user} = renderInConsole(<AddSupplier />);
    await chooseImporter(user);
    await fillAccount(user);
    await user.click(screen.getByRole('button', {name: 'Add supplier'}));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("DuplicateUserName,Username 'sue.sunny' is already taken.")).toBeInTheDocument();
    expect(within(alert).getByText('PasswordTooWeak,Passwords must have at least one digit.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('sue.sunny');
  });

  it('registers a distributor when the type says so, and names it in the button and the answer', async () => {
    givenImporters();
    const registered = mockRest('/api/admin/suppliers', 'post', 200, {status: true});
    const {user} = renderInConsole(<AddSupplier />);
    expect(screen.getByRole('radio', {name: 'Supplier'})).toBeChecked();
    await user.click(screen.getByRole('radio', {name: 'Distributor'}));
    await chooseImporter(user);
    await fillAccount(user);
    await user.click(screen.getByRole('button', {name: 'Add distributor'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Distributor added successfully');
    expect(registered.calls[0].body).toMatchObject({Type: 'distributor', Username: 'sue.sunny'});
  });
});
