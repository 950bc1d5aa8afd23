import {
  mockGraphql,
  mockGraphqlError,
  mockGraphqlNetworkError,
  screen,
  waitFor,
  within,
  mockRest,
  givenToken,
} from '@voltcheck/ui-shared/testing';
import {TOKEN_KEY} from '@voltcheck/api-client';
import {describe, expect, it} from 'vitest';
import {givenProfile, renderPortal} from '../../testing/renderPortal';
import {LinkRequestsPage} from './LinkRequestsPage';
import {
  LINKABLE_MANUFACTURERS,
  MY_LINK_REQUESTS,
  REQUEST_SUPPLIER_LINK,
  type LinkableManufacturer,
  type OwnLinkRequest,
} from './linkRequests.queries';

const unlinked = {role: 'supplier' as const, claims: {ManufacturerIdList: ''}};
const maker = (m: Partial<LinkableManufacturer> = {}): LinkableManufacturer => ({
  id: '3',
  name: 'Sunny Cells',
  linked: false,
  hasPortalAccount: true,
  openRequestId: null,
  ...m,
});
const request = (r: Partial<OwnLinkRequest> = {}): OwnLinkRequest => ({
  id: '41',
  number: 41,
  manufacturerId: '3',
  brandName: 'Sunny Cells',
  description: null,
  startDate: '2026-11-28',
  createdAt: '2026-11-28T01:00:00.000Z',
  state: 'Waiting for approval',
  ...r,
});
const makers = (list: LinkableManufacturer[], times = 1, search: string | null = null) =>
  mockGraphql(LINKABLE_MANUFACTURERS, {search}, {linkableManufacturers: list}, {times});
const mine = (list: OwnLinkRequest[], delay?: number) =>
  mockGraphql(MY_LINK_REQUESTS, {}, {mySupplierLinkRequests: list}, {delay});

describe('LinkRequestsPage', () => {
  it('shows a loading state, then says no request has been made yet', async () => {
    renderPortal(<LinkRequestsPage />, {...unlinked, graphql: [mine([], 30), makers([maker()])]});
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading');
    expect(await screen.findByText('No request yet.')).toBeInTheDocument();
  });

  it('lists each request with where it stands', async () => {
    renderPortal(<LinkRequestsPage />, {
      ...unlinked,
      graphql: [
        mine([request(), request({id: '40', number: 40, brandName: 'Old Brand', state: 'Linked'})]),
        makers([]),
      ],
    });
    const table = await screen.findByRole('table', {name: 'Your link requests'});
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Sunny Cells');
    expect(rows[1]).toHaveTextContent('Waiting for approval');
    expect(rows[2]).toHaveTextContent('Linked: you can upload serials for this manufacturer.');
  });

  it('renews the token once a request is linked, so the navigation opens without a new sign-in', async () => {
    const profile = mockRest('/api/profile/profile', 'get', 200, {...givenProfile('supplier'), manufacturerIds: [3]});
    const renewed = givenToken({role: 'supplier', ManufacturerIdList: '3'});
    const renew = mockRest('/api/account/token/renew', 'post', 200, {token: renewed});
    renderPortal(<LinkRequestsPage />, {...unlinked, graphql: [mine([request({state: 'Linked'})]), makers([])]});
    await waitFor(() => expect(renew.calls).toHaveLength(1));
    expect(profile.calls).toHaveLength(1);
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBe(renewed));
  });

  it('shows the error with a retry when the requests cannot load', async () => {
    renderPortal(<LinkRequestsPage />, {
      ...unlinked,
      graphql: [mockGraphqlNetworkError(MY_LINK_REQUESTS, {}), makers([])],
    });
    expect(await screen.findByRole('button', {name: 'Retry'})).toBeInTheDocument();
  });

  it('requests a link to the chosen manufacturer with a message, then shows it waiting', async () => {
    const sent = request({description: 'We import them'});
    const {user} = renderPortal(<LinkRequestsPage />, {
      ...unlinked,
      graphql: [
        mine([]),
        makers([maker()], 2),
        // Choosing fills the search box with the name, which narrows the list to it.
        makers([maker()], 3, 'Sunny Cells'),
        mockGraphql(
          REQUEST_SUPPLIER_LINK,
          {manufacturerId: '3', message: 'We import them'},
          {requestSupplierLink: sent},
        ),
        mine([sent]),
      ],
    });
    expect(screen.getByRole('button', {name: 'Request link'})).toBeDisabled();
    await user.click(await screen.findByRole('combobox', {name: 'Manufacturer'}));
    await user.click(await screen.findByRole('option', {name: 'Sunny Cells'}));
    await user.type(screen.getByLabelText('Message to the manufacturer (optional)'), 'We import them');
    await user.click(screen.getByRole('button', {name: 'Request link'}));
    expect(await screen.findByText(/Your request to work for Sunny Cells is sent/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('table', {name: 'Your link requests'})).toHaveTextContent('Sunny Cells'),
    );
  });

  it('says why a manufacturer cannot be asked for, and when an administrator approves for it', async () => {
    const {user} = renderPortal(<LinkRequestsPage />, {
      ...unlinked,
      graphql: [mine([]), makers([maker({hasPortalAccount: false}), maker({id: '4', name: 'Mine', linked: true})], 3)],
    });
    await user.click(await screen.findByRole('combobox', {name: 'Manufacturer'}));
    await user.click(await screen.findByRole('option', {name: 'Sunny Cells'}));
    expect(screen.getByText(/has no portal account yet: an administrator approves for it/)).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Request link'})).toBeEnabled();
    await user.click(screen.getByRole('combobox', {name: 'Manufacturer'}));
    await user.clear(screen.getByRole('combobox', {name: 'Manufacturer'}));
    await user.click(await screen.findByRole('option', {name: 'Mine'}));
    expect(screen.getByText('Already linked to your account.')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Request link'})).toBeDisabled();
  });

  it('shows the refusal of the server', async () => {
    const {user} = renderPortal(<LinkRequestsPage />, {
      ...unlinked,
      graphql: [
        mine([]),
        makers([maker()], 2),
        mockGraphqlError(
          REQUEST_SUPPLIER_LINK,
          {manufacturerId: '3', message: null},
          'A request to link your account to this manufacturer is already open.',
          {code: 'CONFLICT'},
        ),
      ],
    });
    await user.click(await screen.findByRole('combobox', {name: 'Manufacturer'}));
    await user.click(await screen.findByRole('option', {name: 'Sunny Cells'}));
    await user.click(screen.getByRole('button', {name: 'Request link'}));
    expect(
      await screen.findByText('A request to link your account to this manufacturer is already open.'),
    ).toBeInTheDocument();
  });
});
