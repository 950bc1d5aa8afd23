import type {AdminInstallationsQuery, AdminInstallationsQueryVariables} from '@voltcheck/api-client';
import {captureDownloads, mockGraphql, mockGraphqlError, screen, waitFor, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {EXPORT_MAX} from '../resources/csvExporter';
import {renderQueryList} from '../testing/renderQueryList';
import {InstallationList} from './InstallationList';
import {ADMIN_INSTALLATIONS} from './queries';

type Installation = AdminInstallationsQuery['adminInstallations']['list'][number];

function givenInstallation(installation: Partial<Installation> = {}): Installation {
  return {
    productInstallationId: '301',
    installationDate: '2026-10-15',
    manufacturerName: 'Voltix Pty Ltd',
    stateName: 'NSW',
    cityName: 'Parramatta',
    postCode: '2150',
    installerName: 'Sam Sparks',
    installerAccreditationCode: 'A1234567',
    retailerName: 'Sunny Retail',
    totalRatedPower: 13.5,
    appProviderName: 'SolarCheck',
    serials: [{serial: 'SN-0001', brand: 'Voltix', model: 'VX-10'}],
    ...installation,
  };
}

const firstPage: AdminInstallationsQueryVariables = {
  search: null,
  stateId: null,
  fromDate: null,
  toDate: null,
  first: 25,
  skip: 0,
};

const installations = (list: Installation[], variables = firstPage, count = list.length, countCapped = false) =>
  mockGraphql<AdminInstallationsQuery, AdminInstallationsQueryVariables>(ADMIN_INSTALLATIONS, variables, {
    adminInstallations: {count, countCapped, list},
  });

describe('InstallationList', () => {
  it('shows the thin progress bar while the list loads, and takes it away with the answer', async () => {
    renderQueryList('Installations', <InstallationList />, {
      graphql: [{...installations([givenInstallation()]), delay: 200}],
    });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await screen.findByRole('row', {name: /#301/});
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lists the installations with their address, installer and installed serials', async () => {
    renderQueryList('Installations', <InstallationList />, {graphql: [installations([givenInstallation()])]});
    const table = await screen.findByRole('table', {name: 'Installations'});
    const row = within(table).getByRole('row', {name: /#301/});
    expect(row).toHaveTextContent('15/10/2026');
    expect(row).toHaveTextContent('Parramatta, NSW, 2150');
    expect(row).toHaveTextContent('Sam Sparks');
    expect(row).toHaveTextContent('13.5');
    expect(within(row).getByText('SN-0001 · VX-10')).toBeInTheDocument();
  });

  it('names the installer by accreditation when the name is unknown, and marks what is missing', async () => {
    renderQueryList('Installations', <InstallationList />, {
      graphql: [installations([givenInstallation({installerName: null, retailerName: null, serials: []})])],
    });
    const row = await screen.findByRole('row', {name: /#301/});
    expect(row).toHaveTextContent('A1234567');
    expect(within(row).getAllByText('—')).toHaveLength(2);
  });

  it('says when there is no installation', async () => {
    renderQueryList('Installations', <InstallationList />, {graphql: [installations([])]});
    expect(
      await screen.findByText('No installations yet match: installations appear when installer apps verify them.'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    renderQueryList('Installations', <InstallationList />, {
      graphql: [mockGraphqlError(ADMIN_INSTALLATIONS, firstPage, 'Administrators only')],
    });
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  });

  it('asks the server for one state and a date range', async () => {
    const inVic = {...firstPage, stateId: '4129'};
    const {user} = renderQueryList('Installations', <InstallationList />, {
      graphql: [
        installations([givenInstallation()]),
        installations([givenInstallation({productInstallationId: '302', stateName: 'VIC'})], inVic),
        installations([givenInstallation({productInstallationId: '303', stateName: 'VIC'})], {
          ...inVic,
          fromDate: '2026-10-01',
        }),
      ],
    });
    await screen.findByRole('row', {name: /#301/});
    await user.click(screen.getByRole('combobox', {name: 'State'}));
    await user.click(screen.getByRole('option', {name: 'VIC'}));
    expect(await screen.findByRole('row', {name: /#302/})).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', {name: 'From'}), '01/10/2026');
    expect(await screen.findByRole('row', {name: /#303/})).toBeInTheDocument();
  });

  it('pages through a large count the server stopped counting', async () => {
    const {user} = renderQueryList('Installations', <InstallationList />, {
      graphql: [
        installations([givenInstallation()], firstPage, 10000, true),
        installations([givenInstallation({productInstallationId: '326'})], {...firstPage, skip: 25}, 10000, true),
      ],
    });
    await screen.findByRole('row', {name: /#301/});
    await user.click(screen.getByRole('button', {name: 'Go to next page'}));
    expect(await screen.findByRole('row', {name: /#326/})).toBeInTheDocument();
  });

  it('exports the installations as CSV, each with its installed serials in one cell', async () => {
    const files = captureDownloads();
    const two = [
      givenInstallation({
        serials: [
          {serial: 'SN-0001', brand: 'Voltix', model: 'VX-10'},
          {serial: '@SN-2', brand: 'Voltix', model: 'VX-10'},
        ],
      }),
      givenInstallation({
        productInstallationId: '302',
        retailerName: '+Sunny',
        installerName: null,
        totalRatedPower: -1,
      }),
    ];
    const {user} = renderQueryList('Installations', <InstallationList />, {
      graphql: [installations([givenInstallation()]), installations(two, {...firstPage, first: EXPORT_MAX})],
    });
    await screen.findByRole('row', {name: /#301/});
    await user.click(screen.getByRole('button', {name: 'Export'}));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].fileName).toBe('installations.csv');
    expect((await files[0].text()).split('\r\n')).toEqual([
      'Installation ID,Date,Manufacturer,City,State,Postcode,Installer,Accreditation code,Retailer,App,Rated power (kW),Installed serials',
      '301,2026-10-15,Voltix Pty Ltd,Parramatta,NSW,2150,Sam Sparks,A1234567,Sunny Retail,SolarCheck,13.5,' +
        'SN-0001 (Voltix VX-10) @SN-2 (Voltix VX-10)',
      "302,2026-10-15,Voltix Pty Ltd,Parramatta,NSW,2150,,A1234567,'+Sunny,SolarCheck,-1,SN-0001 (Voltix VX-10)",
      '',
    ]);
  });
});
