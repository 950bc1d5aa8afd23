import type {
  AdminDetailLookupsQuery,
  AdminDetailLookupsQueryVariables,
  AdminFilteredInstallationsQuery,
  AdminFilteredInstallationsQueryVariables,
} from '@voltcheck/api-client';
import {captureDownloads, mockGraphql, mockGraphqlError, screen, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {monthBackToToday} from '../reports/dates';
import {SOMETHING_WRONG} from '../reports/errorMessage';
import {answeringLists} from '../testing/dataProviders';
import {renderInConsole} from '../testing/renderInConsole';
import {DetailView} from './DetailView';
import {DETAIL_LOOKUPS, FILTERED_INSTALLATIONS} from './queries';

type Result = AdminFilteredInstallationsQuery['filteredInstallations'];
type Row = Result['list'][number];

const month = monthBackToToday();
const noFilter: AdminFilteredInstallationsQueryVariables = {
  fromDate: month.from,
  toDate: month.to,
  manufacturerId: null,
  stateId: null,
  cityId: null,
  retailerId: null,
  installerId: null,
};

function givenRow(row: Partial<Row> = {}): Row {
  return {
    productInstallationId: '301',
    installationDate: '2026-10-15',
    manufacturerName: 'Voltix Pty Ltd',
    stateName: 'NSW',
    cityName: 'Parramatta',
    postCode: '2150',
    installerName: null,
    installerAccreditationCode: 'A1234567',
    retailerName: 'Sunny Retail',
    totalRatedPower: 13.5,
    ...row,
  };
}

function givenResult(list: Row[], totalInstallations = list.length): Result {
  return {
    fromDate: month.from,
    toDate: month.to,
    totalInstallations,
    listCapped: false,
    perDay: list.length ? [{day: '2026-10-15', totalInstallations}] : [],
    list,
  };
}

const installations = (result: Result, variables = noFilter) =>
  mockGraphql<AdminFilteredInstallationsQuery, AdminFilteredInstallationsQueryVariables>(
    FILTERED_INSTALLATIONS,
    variables,
    {filteredInstallations: result},
  );

const lookups = mockGraphql<AdminDetailLookupsQuery, AdminDetailLookupsQueryVariables>(
  DETAIL_LOOKUPS,
  {},
  {
    states: [{stateId: 4129, stateName: 'VIC'}],
    retailers: [{retailerId: '5', retailerName: 'Sunny Retail'}],
    installerOptions: [{installerId: '9', firstName: 'Sam', lastName: 'Sparks', accCode: 'A1234567'}],
  },
  {times: 5},
);

const manufacturers = answeringLists({Manufacturers: [{id: '7', name: 'Voltix Pty Ltd'}]});
const options = (graphql: ReturnType<typeof installations>[]) => ({
  graphql: [lookups, ...graphql],
  dataProvider: {getList: manufacturers.getList},
});

describe('DetailView', () => {
  it("lists the last month's installations with their total", async () => {
    renderInConsole(<DetailView />, options([installations(givenResult([givenRow()]))]));
    expect(await screen.findByText('1 installations')).toBeInTheDocument();
    const row = within(screen.getByRole('table', {name: 'Filtered installations'})).getByRole('row', {name: /#301/});
    expect(row).toHaveTextContent('15/10/2026');
    expect(row).toHaveTextContent('Parramatta 2150');
    expect(row).toHaveTextContent('A1234567');
    expect(screen.getByRole('button', {name: 'Export CSV'})).toBeEnabled();
  });

  it('says when no installation matches, with nothing to export', async () => {
    renderInConsole(<DetailView />, options([installations(givenResult([]))]));
    expect(await screen.findByText('No installations match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Export CSV'})).toBeDisabled();
  });

  it("shows the server's words when it refuses the filters, and a generic text otherwise", async () => {
    renderInConsole(<DetailView />, {
      ...options([]),
      graphql: [lookups, mockGraphqlError(FILTERED_INSTALLATIONS, noFilter, 'The range may not exceed one year')],
    });
    expect(await screen.findByText('The range may not exceed one year')).toBeInTheDocument();
  });

  it('says something went wrong when the refusal is not about the input', async () => {
    renderInConsole(<DetailView />, {
      ...options([]),
      graphql: [lookups, mockGraphqlError(FILTERED_INSTALLATIONS, noFilter, 'boom', {code: 'INTERNAL_SERVER_ERROR'})],
    });
    expect(await screen.findByText(SOMETHING_WRONG)).toBeInTheDocument();
  });

  it('shows the newest 100 and says the CSV holds every row sent', async () => {
    const rows = Array.from({length: 150}, (_, i) => givenRow({productInstallationId: String(1000 + i)}));
    const saved = captureDownloads();
    const {user} = renderInConsole(<DetailView />, options([installations(givenResult(rows, 2000))]));
    const table = await screen.findByRole('table', {name: 'Filtered installations'});
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(
      screen.getByText('Showing the newest 100 of 2,000 installations. Export CSV downloads the newest 150.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Export CSV'}));
    expect(saved[0].fileName).toBe('installations.csv');
    expect((await saved[0].text()).trim().split('\r\n')).toHaveLength(151);
  });

  it('asks again for one state and one retailer', async () => {
    const {user} = renderInConsole(
      <DetailView />,
      options([
        installations(givenResult([givenRow()])),
        installations(givenResult([givenRow({productInstallationId: '302'})]), {...noFilter, stateId: '4129'}),
        installations(givenResult([givenRow({productInstallationId: '303'})]), {
          ...noFilter,
          stateId: '4129',
          retailerId: '5',
        }),
      ]),
    );
    await screen.findByRole('row', {name: /#301/});
    await user.click(screen.getByRole('combobox', {name: 'State'}));
    await user.click(await screen.findByRole('option', {name: 'VIC'}));
    expect(await screen.findByRole('row', {name: /#302/})).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', {name: 'Retailer'}));
    await user.click(await screen.findByRole('option', {name: 'Sunny Retail'}));
    expect(await screen.findByRole('row', {name: /#303/})).toBeInTheDocument();
  });
});
