import {mockGraphql, mockGraphqlNetworkError, mockRest, screen, waitFor, within} from '@voltcheck/ui-shared/testing';
import {PROFILE_KEY} from '@voltcheck/api-client';
import {describe, expect, it} from 'vitest';
import {givenProfile, renderPortal} from '../../testing/renderPortal';
import {FAILED_SERIALS} from '../serials/serials.queries';
import {INSTALLATION_STATS, INSTALLATION_SUMMARY, INSTALLATIONS_TAB, INSTALLED_SERIALS} from './dashboard.queries';
import {DashboardPage, NO_LINK_YET, NO_MANUFACTURER} from './DashboardPage';
import {LINKABLE_MANUFACTURERS, MY_LINK_REQUESTS} from '../link-requests/linkRequests.queries';
import {DISTRIBUTOR_NOTE, InstallationsTab} from './InstallationsTab';

const year = new Date().getFullYear();
const stat = (month: number, stateName: string, totalInstallation: number, totalPower: number) => ({
  year,
  month,
  monthName: ['Jan', 'Feb', 'Mar'][month - 1],
  totalPower,
  totalInstallation,
  stateName,
});

/** Every answer the dashboard asks for on opening, for the caller's own manufacturer (or `manufacturerId`). */
function dashboardAnswers(manufacturerId: string | null = null) {
  return [
    mockGraphql(
      INSTALLATION_SUMMARY,
      {manufacturerId},
      {installationSummary: {totalInstallation: 1234, totalPower: 2_500_000, years: [year - 1, year]}},
      {times: 2},
    ),
    mockGraphql(
      INSTALLATION_STATS,
      {year, manufacturerId},
      {installationStats: [stat(1, 'NSW', 30, 120_000), stat(2, 'NSW', 10, 40_000), stat(2, 'VIC', 5, 20_000)]},
      {times: 2},
    ),
    mockGraphql(
      FAILED_SERIALS,
      {manufacturerId, first: 1, skip: 0},
      {FailedProductSerialListing: {count: 0, list: []}},
    ),
    mockGraphql(
      FAILED_SERIALS,
      {filter: null, manufacturerId, first: 100, skip: 0},
      {FailedProductSerialListing: {count: 0, list: []}},
    ),
  ];
}

describe('DashboardPage', () => {
  it('shows the totals, the installs per state and the tabs, and refreshes the stored profile', async () => {
    mockRest('/api/profile/profile', 'get', 200, givenProfile('madmin', {firstName: 'Fresh'}));
    renderPortal(<DashboardPage />, {graphql: dashboardAnswers()});
    expect(screen.getByRole('heading', {name: 'Dashboard'})).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toHaveAttribute('data-testid', 'total-installations');
    expect(screen.getByTestId('total-capacity')).toHaveTextContent('2.50');
    const states = screen.getByRole('table', {name: 'Installs per state'});
    await waitFor(() => expect(within(states).getByRole('row', {name: /NSW/})).toHaveTextContent('NSW400.16'));
    expect(within(states).getByRole('row', {name: /VIC/})).toHaveTextContent('VIC50.02');
    expect(screen.getByRole('tab', {name: 'Serials'})).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', {name: 'Models'})).toBeInTheDocument();
    expect(screen.getByRole('tab', {name: 'Installation(verified)'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Flash Data'})).toHaveAttribute('href', '/flash');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(PROFILE_KEY) ?? '{}').firstName).toBe('Fresh'));
  });

  it('shows the error of the installation stats', async () => {
    mockRest('/api/profile/profile', 'get', 200, givenProfile());
    const [, , ...serials] = dashboardAnswers();
    renderPortal(<DashboardPage />, {
      graphql: [
        mockGraphqlNetworkError(INSTALLATION_SUMMARY, {manufacturerId: null}),
        mockGraphqlNetworkError(INSTALLATION_STATS, {year, manufacturerId: null}),
        ...serials,
      ],
    });
    expect(await screen.findByText('Error! Failed to fetch')).toBeInTheDocument();
  });

  it('shows a distributor the figures of its chosen manufacturer', async () => {
    mockRest('/api/profile/profile', 'get', 200, givenProfile('mdistributor'));
    renderPortal(<DashboardPage />, {role: 'mdistributor', graphql: dashboardAnswers('1')});
    expect(await screen.findByText('1,234')).toBeInTheDocument();
  });

  it('tells a distributor’s staff with no manufacturer to contact the distributor', async () => {
    mockRest('/api/profile/profile', 'get', 200, givenProfile('distributor_staff'));
    renderPortal(<DashboardPage />, {role: 'distributor_staff', claims: {ManufacturerIdList: '0'}});
    expect(screen.getByRole('alert')).toHaveTextContent(NO_MANUFACTURER);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('offers a supplier linked to nothing yet the way to request a link, on its first screen', async () => {
    mockRest('/api/profile/profile', 'get', 200, givenProfile('supplier', {manufacturerIds: [], manufacturers: []}));
    renderPortal(<DashboardPage />, {
      role: 'supplier',
      claims: {ManufacturerIdList: ''},
      graphql: [
        mockGraphql(MY_LINK_REQUESTS, {}, {mySupplierLinkRequests: []}),
        mockGraphql(LINKABLE_MANUFACTURERS, {search: null}, {linkableManufacturers: []}),
      ],
    });
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(NO_LINK_YET);
    expect(screen.getByRole('heading', {name: 'Request a link to a manufacturer'})).toBeInTheDocument();
    expect(await screen.findByText('No request yet.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

const installations = (list: Array<{id: string; city: string | null}>, count = list.length) => ({
  installations: {
    count,
    list: list.map(({id, city}) => ({
      productInstallationId: id,
      installationDate: '2026-10-12T00:00:00.000Z',
      productSerialCount: 2,
      address: {city, state: city ? 'NSW' : null, postCode: '2000'},
    })),
  },
});
const firstPage = {manufacturerId: null, filter: null, skip: 0, first: 100};

describe('InstallationsTab', () => {
  it('lists the installations, and their serials in a dialog', async () => {
    const {user} = renderPortal(<InstallationsTab manufacturerId={undefined} />, {
      graphql: [
        mockGraphql(INSTALLATIONS_TAB, firstPage, installations([{id: '71', city: 'Sydney'}]), {delay: 30}),
        mockGraphql(
          INSTALLED_SERIALS,
          {installationId: '71', manufacturerId: null},
          {
            installationSerialDetails: [
              {
                productSerialId: '901',
                serial: 'DE400W-000123',
                brandName: 'Demo Energy',
                model: 'DE-400W',
                ledgerStatus: 'pass',
                ledgerDate: null,
                parentSerial: null,
                system: null,
              },
            ],
          },
        ),
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const row = within(await screen.findByRole('table', {name: 'Installations'})).getAllByRole('row')[1];
    expect(row).toHaveTextContent('71');
    expect(row).toHaveTextContent('Sydney');
    expect(screen.queryByText(DISTRIBUTOR_NOTE)).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', {name: 'View'}));
    const dialog = await screen.findByRole('dialog', {name: 'List of Installed Serials'});
    expect(await within(dialog).findByText('DE400W-000123')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Uploaded');
  });

  it('shows a dash for an unknown city, and the note to a distributor', async () => {
    renderPortal(<InstallationsTab manufacturerId={1} />, {
      role: 'mdistributor',
      graphql: [
        mockGraphql(INSTALLATIONS_TAB, {...firstPage, manufacturerId: '1'}, installations([{id: '72', city: null}])),
      ],
    });
    const row = within(await screen.findByRole('table', {name: 'Installations'})).getAllByRole('row')[1];
    expect(row).toHaveTextContent('—');
    expect(screen.getByText(DISTRIBUTOR_NOTE)).toBeInTheDocument();
  });

  it('says so when no installation matches, and shows errors', async () => {
    const first = renderPortal(<InstallationsTab manufacturerId={undefined} />, {
      graphql: [mockGraphql(INSTALLATIONS_TAB, firstPage, installations([]))],
    });
    expect(await screen.findByText('No result found.')).toBeInTheDocument();
    first.unmount();
    renderPortal(<InstallationsTab manufacturerId={undefined} />, {
      graphql: [mockGraphqlNetworkError(INSTALLATIONS_TAB, firstPage)],
    });
    expect(await screen.findByText('Error! Failed to fetch')).toBeInTheDocument();
  });

  it('searches by postcode or city', async () => {
    const {user} = renderPortal(<InstallationsTab manufacturerId={undefined} />, {
      graphql: [
        mockGraphql(INSTALLATIONS_TAB, firstPage, installations([{id: '71', city: 'Sydney'}])),
        mockGraphql(INSTALLATIONS_TAB, {...firstPage, filter: '3000'}, installations([{id: '73', city: 'Melbourne'}])),
      ],
    });
    await screen.findByText('Sydney');
    await user.type(screen.getByRole('textbox', {name: 'Search by postcode or city'}), '3000');
    expect(await screen.findByText('Melbourne')).toBeInTheDocument();
  });
});
