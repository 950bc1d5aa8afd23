import type {AppProvider} from '@voltcheck/api-client';
import {screen, waitFor, within} from '@voltcheck/ui-shared/testing';
import {type DataProvider, ResourceContextProvider} from 'react-admin';
import {describe, expect, it, vi} from 'vitest';
import {answeringLists} from '../testing/dataProviders';
import {givenAppProvider} from '../testing/records';
import {renderInConsole} from '../testing/renderInConsole';
import {AppProviderList} from './AppProviderList';
import {APP_PROVIDERS} from './resource';

const paused = givenAppProvider({id: '8', name: 'Paused App', clientId: 'paused', enabled: false, contactEmail: null});

function renderProviders(providers: AppProvider[] | Error, update?: DataProvider['update']) {
  const lists = answeringLists({[APP_PROVIDERS]: providers});
  const rendered = renderInConsole(
    <ResourceContextProvider value={APP_PROVIDERS}>
      <AppProviderList />
    </ResourceContextProvider>,
    {dataProvider: {getList: lists.getList, ...(update ? {update} : {})}},
  );
  return {...rendered, calls: lists.calls};
}

/** The data provider's update: saves the change over the provider given, every call remembered. */
const saving = (provider: AppProvider) =>
  vi.fn(async (_resource: string, params: {data: Partial<AppProvider>}) => ({data: {...provider, ...params.data}}));

describe('AppProviderList', () => {
  it('lists the providers by name with their client id, contact and switches', async () => {
    const {calls} = renderProviders([givenAppProvider({testMode: true}), paused]);
    const sunny = await screen.findByRole('row', {name: /Sunny Installer App/});
    expect(sunny).toHaveTextContent('sunny-installer');
    expect(sunny).toHaveTextContent('dev@sunny.example');
    expect(within(sunny).getByRole('switch', {name: 'Disable Sunny Installer App'})).toBeChecked();
    expect(within(sunny).getByRole('switch', {name: 'Test mode for Sunny Installer App'})).toBeChecked();
    const pausedRow = screen.getByRole('row', {name: /Paused App/});
    expect(pausedRow).toHaveTextContent('—');
    expect(within(pausedRow).getByRole('switch', {name: 'Mandatory serial photo for Paused App'})).toBeDisabled();
    expect(calls[0]).toMatchObject({sort: {field: 'name', order: 'ASC'}, pagination: {page: 1, perPage: 25}});
  });

  it('asks before disabling a provider, then saves and says so', async () => {
    const update = saving(givenAppProvider());
    const {user} = renderProviders([givenAppProvider()], update as unknown as DataProvider['update']);
    await user.click(await screen.findByRole('switch', {name: 'Disable Sunny Installer App'}));
    const dialog = await screen.findByRole('dialog', {name: 'Disable Sunny Installer App?'});
    expect(dialog).toHaveTextContent('Apps using it are refused at once');
    expect(update).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', {name: 'Disable'}));
    expect(await screen.findByText('Updated Settings')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(APP_PROVIDERS, expect.objectContaining({id: '7', data: {enabled: false}}));
  });

  it('switches the photo rule at once, and shows a refusal', async () => {
    const update = vi.fn(async () => Promise.reject(new Error('App provider not found')));
    const {user} = renderProviders([givenAppProvider()], update as unknown as DataProvider['update']);
    await user.click(await screen.findByRole('switch', {name: 'Mandatory serial photo for Sunny Installer App'}));
    expect(await screen.findByText('App provider not found')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(APP_PROVIDERS, expect.objectContaining({data: {mandatorySerialPhoto: true}}));
  });

  it('searches the providers on the server', async () => {
    const {user, calls} = renderProviders([givenAppProvider()]);
    await screen.findByRole('row', {name: /Sunny Installer App/});
    await user.type(screen.getByPlaceholderText('Search app providers'), 'sun');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({q: 'sun'}));
  });

  it('says when there is no provider yet', async () => {
    renderProviders([]);
    expect(await screen.findByText(/^No .* yet/)).toBeInTheDocument();
  });

  it("shows react-admin's error when the providers cannot be read", async () => {
    renderProviders(new Error('Administrators only'));
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  });
});
