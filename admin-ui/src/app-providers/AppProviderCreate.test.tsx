import {screen, within} from '@voltcheck/ui-shared/testing';
import {type DataProvider, ResourceContextProvider} from 'react-admin';
import {describe, expect, it, vi} from 'vitest';
import {givenAppProvider} from '../testing/records';
import {renderInConsole} from '../testing/renderInConsole';
import {AppProviderCreate} from './AppProviderCreate';
import {APP_PROVIDERS} from './resource';

function renderCreate(create: DataProvider['create']) {
  return renderInConsole(
    <ResourceContextProvider value={APP_PROVIDERS}>
      <AppProviderCreate />
    </ResourceContextProvider>,
    {dataProvider: {create}},
  );
}

describe('AppProviderCreate', () => {
  it('creates a provider and shows its client id and secret once', async () => {
    const created = givenAppProvider({
      name: 'Bright App',
      clientId: 'bright-app',
      clientSecret: 's3cret',
      enabled: false,
    });
    const create = vi.fn(async () => ({data: created}));
    const {user} = renderCreate(create as unknown as DataProvider['create']);
    expect(await screen.findByRole('switch', {name: 'Mandatory serial photo'})).toBeDisabled();
    await user.type(screen.getByLabelText(/Name/), ' Bright App ');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    const dialog = await screen.findByRole('dialog', {name: 'Bright App: client credentials'});
    expect(within(dialog).getByLabelText('Client ID')).toHaveValue('bright-app');
    expect(within(dialog).getByLabelText('Client secret')).toHaveValue('s3cret');
    expect(dialog).toHaveTextContent('The provider is disabled');
    expect(create).toHaveBeenCalledWith(
      APP_PROVIDERS,
      expect.objectContaining({
        data: {name: 'Bright App', enabled: false, mandatorySerialPhoto: false},
      }),
    );
  });

  it('asks for a name and a valid contact email before saving', async () => {
    const create = vi.fn();
    const {user} = renderCreate(create);
    await user.type(await screen.findByLabelText('Contact email'), 'dev@sunny');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid email address')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    const create = vi.fn(async () => Promise.reject(new Error('An app provider of that name exists')));
    const {user} = renderCreate(create as unknown as DataProvider['create']);
    await user.type(await screen.findByLabelText(/Name/), 'Sunny Installer App');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(await screen.findByText('An app provider of that name exists')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
