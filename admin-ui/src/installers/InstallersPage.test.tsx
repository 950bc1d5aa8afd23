import type {AdminInstallersQuery, AdminInstallersQueryVariables} from '@voltcheck/api-client';
import {
  captureDownloads,
  mockGraphql,
  mockGraphqlNetworkError,
  mockRest,
  screen,
  within,
} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderQueryList} from '../testing/renderQueryList';
import {additionalFilterOf, type InstallerFilterState} from './InstallerFilters';
import {InstallersPage} from './InstallersPage';
import {INSTALLER_PAGE_SIZE, INSTALLERS} from './queries';

type Installer = AdminInstallersQuery['installers']['list'][number];

function givenInstaller(installer: Partial<Installer> = {}): Installer {
  return {
    installerId: '11',
    accCode: 'A1234567',
    firstName: 'Sam',
    lastName: 'Sparks',
    accountName: 'Sparks Electrical',
    email: 'sam@sparks.example',
    mobile: '0400 000 000',
    phone: null,
    city: 'Parramatta',
    state: 'NSW',
    postalCode: '2150',
    fullAwardDate: '2020-01-01',
    expiryDate: '2027-01-01',
    status: 'Current',
    sAACode: null,
    sAAAwardDate: null,
    sAAExpiryDate: null,
    sAAStatus: null,
    totalDataPack: 4,
    totalRequest: 10,
    totalFailed: 2,
    ...installer,
  };
}

const noFilter: InstallerFilterState = {search: '', updatedToday: false, type: 0, status: 0};
const variablesOf = (filter: InstallerFilterState, page = 1): AdminInstallersQueryVariables => ({
  filter: filter.search,
  skip: (page - 1) * INSTALLER_PAGE_SIZE,
  first: INSTALLER_PAGE_SIZE,
  additionalFilter: additionalFilterOf(filter),
});

const installers = (list: Installer[], variables = variablesOf(noFilter), installerCount = list.length) =>
  mockGraphql<AdminInstallersQuery, AdminInstallersQueryVariables>(INSTALLERS, variables, {
    installers: {installerCount, installerUpdatedStatus: '2026-11-02T04:05:00.000Z', list},
  });

describe('InstallersPage', () => {
  it('lists the installers with their accreditation, contact and requests', async () => {
    renderQueryList('AdminInstaller', <InstallersPage />, {graphql: [installers([givenInstaller()])]});
    const row = await screen.findByRole('row', {name: /Sam Sparks/});
    expect(row).toHaveTextContent('Parramatta NSW 2150');
    expect(row).toHaveTextContent('A1234567');
    expect(row).toHaveTextContent('01/01/2020 to 01/01/2027');
    expect(within(row).getByText('Current')).toBeInTheDocument();
    expect(row).toHaveTextContent('sam@sparks.example');
    expect(screen.getByText(/Total Records: 1/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows no row and no count while the installers load', async () => {
    renderQueryList('AdminInstaller', <InstallersPage />, {graphql: [{...installers([givenInstaller()]), delay: 200}]});
    expect(await screen.findByText(/Total Records: —/)).toBeInTheDocument();
    expect(screen.queryByRole('row', {name: /Sam Sparks/})).not.toBeInTheDocument();
    expect(await screen.findByRole('row', {name: /Sam Sparks/})).toBeInTheDocument();
  });

  it('asks the server for a search once typing pauses, from the first page', async () => {
    const {user} = renderQueryList('AdminInstaller', <InstallersPage />, {
      graphql: [
        installers([givenInstaller()]),
        installers([givenInstaller({installerId: '14', firstName: 'Ivy'})], variablesOf({...noFilter, search: 'A99'})),
      ],
    });
    await screen.findByRole('row', {name: /Sam Sparks/});
    await user.type(screen.getByRole('textbox', {name: 'Search'}), 'A99');
    expect(await screen.findByRole('row', {name: /Ivy Sparks/})).toBeInTheDocument();
  });

  it('says when no installer matches', async () => {
    renderQueryList('AdminInstaller', <InstallersPage />, {graphql: [installers([])]});
    expect(await screen.findByText('No installer found.')).toBeInTheDocument();
  });

  it('says when the installers cannot be read', async () => {
    renderQueryList('AdminInstaller', <InstallersPage />, {
      graphql: [mockGraphqlNetworkError(INSTALLERS, variablesOf(noFilter))],
    });
    expect(await screen.findByText('Some error occured')).toBeInTheDocument();
  });

  it('asks the server for expired installers only, and for the second hundred', async () => {
    const expired = {...noFilter, status: 1};
    const {user} = renderQueryList('AdminInstaller', <InstallersPage />, {
      graphql: [
        installers([givenInstaller()]),
        installers(
          [givenInstaller({installerId: '12', firstName: 'Ex', status: 'Expired'})],
          variablesOf(expired),
          150,
        ),
        installers([givenInstaller({installerId: '13', firstName: 'Later'})], variablesOf(expired, 2), 150),
      ],
    });
    await screen.findByRole('row', {name: /Sam Sparks/});
    await user.click(screen.getByRole('radio', {name: 'Expired'}));
    expect(await screen.findByRole('row', {name: /Ex Sparks/})).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Go to page 2'}));
    const later = await screen.findByRole('row', {name: /Later Sparks/});
    expect(later).toHaveTextContent(/^101/);
  });

  it('downloads the installers of the filter as installers.csv', async () => {
    const saved = captureDownloads();
    const exported = mockRest('/api/admin/installers/export', 'post', 200, 'accCode\r\nA1234567\r\n');
    const {user} = renderQueryList('AdminInstaller', <InstallersPage />, {graphql: [installers([givenInstaller()])]});
    await screen.findByRole('row', {name: /Sam Sparks/});
    await user.click(screen.getByRole('button', {name: 'Download'}));
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0].fileName).toBe('installers.csv');
    expect(exported.calls[0].url.searchParams.get('additionalFilter')).toBe(additionalFilterOf(noFilter));
  });
});
