import type {BatterySystemsQuery, BatterySystemsQueryVariables} from '@voltcheck/api-client';
import {captureDownloads, mockGraphql, mockGraphqlError, screen, waitFor, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderQueryList} from '../testing/renderQueryList';
import {MODULES_EXPORT_MAX} from './modulesExport';
import {ModuleList} from './ModuleList';
import {BATTERY_SYSTEMS} from './queries';

type Unit = BatterySystemsQuery['batterySystems']['list'][number];

function givenUnit(unit: Partial<Unit> = {}): Unit {
  return {
    unitId: '11',
    serial: 'DESTACK-000001',
    brand: 'Demo Energy',
    model: 'DE-STACK',
    manufacturerName: 'Demo Energy Pty Ltd',
    state: 'available',
    installationId: null,
    nmi: null,
    moduleCount: 2,
    nominalKWh: 10,
    usableKWh: 9.2,
    modules: [
      {serial: 'DEM5-000001', model: 'DE-M5', state: 'available'},
      {serial: 'DEM5-000002', model: 'DE-M5', state: 'available'},
    ],
    ...unit,
  };
}

const firstPage: BatterySystemsQueryVariables = {search: null, manufacturerId: null, state: null, first: 9, skip: 0};
const manufacturers = [
  {id: '3', name: 'Demo Energy Pty Ltd'},
  {id: '4', name: 'BYD Australia'},
];
const units = (list: Unit[], variables = firstPage, count = list.length) =>
  mockGraphql<BatterySystemsQuery, BatterySystemsQueryVariables>(BATTERY_SYSTEMS, variables, {
    batterySystems: {count, list, manufacturers},
  });

describe('ModuleList', () => {
  it('shows the thin progress bar while the list loads, and takes it away with the answer', async () => {
    renderQueryList('Module', <ModuleList />, {graphql: [{...units([givenUnit()]), delay: 200}]});
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await screen.findByRole('row', {name: /DESTACK-000001/});
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lists each unit with its modules, their count and capacity', async () => {
    renderQueryList('Module', <ModuleList />, {graphql: [units([givenUnit()])]});
    const table = await screen.findByRole('table', {name: 'Battery systems'});
    const row = within(table).getByRole('row', {name: /DESTACK-000001/});
    expect(row).toHaveTextContent('Demo Energy · DE-STACK');
    expect(row).toHaveTextContent('Demo Energy Pty Ltd');
    expect(row).toHaveTextContent('10 kWh');
    expect(row).toHaveTextContent('9.2 kWh usable');
    expect(within(row).getByText('DEM5-000001 · DE-M5')).toBeInTheDocument();
    expect(within(row).getByText('DEM5-000002 · DE-M5')).toBeInTheDocument();
  });

  it('shows where an installed unit is (installation and NMI)', async () => {
    renderQueryList('Module', <ModuleList />, {
      graphql: [units([givenUnit({state: 'installed', installationId: '42', nmi: '20019857328'})])],
    });
    expect(await screen.findByText('#42 · NMI 20019857328')).toBeInTheDocument();
  });

  it('says when no unit matches', async () => {
    renderQueryList('Module', <ModuleList />, {graphql: [units([])]});
    expect(
      await screen.findByText('No battery system matches: units appear when manufacturers upload modular batteries.'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    renderQueryList('Module', <ModuleList />, {
      graphql: [mockGraphqlError(BATTERY_SYSTEMS, firstPage, 'Administrators only')],
    });
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  });

  it('searches by a module serial and filters by manufacturer and state', async () => {
    const bySearch = {...firstPage, search: 'DEM5-000006'};
    const byMaker = {...bySearch, manufacturerId: '4'};
    const {user} = renderQueryList('Module', <ModuleList />, {
      graphql: [
        units([givenUnit()]),
        units([givenUnit({unitId: '12', serial: 'DESTACK-000002'})], bySearch),
        units([givenUnit({unitId: '13', serial: 'BYD-BCU-1'})], byMaker),
        units([givenUnit({unitId: '14', serial: 'BYD-BCU-2', state: 'installed'})], {...byMaker, state: 'installed'}),
      ],
    });
    await screen.findByRole('row', {name: /DESTACK-000001/});
    await user.type(screen.getByRole('textbox', {name: 'Search'}), 'DEM5-000006');
    expect(await screen.findByRole('row', {name: /DESTACK-000002/})).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', {name: 'Manufacturer'}));
    await user.click(screen.getByRole('option', {name: 'BYD Australia'}));
    expect(await screen.findByRole('row', {name: /BYD-BCU-1/})).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', {name: 'State'}));
    await user.click(screen.getByRole('option', {name: 'Installed'}));
    expect(await screen.findByRole('row', {name: /BYD-BCU-2/})).toBeInTheDocument();
  });

  it('pages 9 units at a time', async () => {
    const {user} = renderQueryList('Module', <ModuleList />, {
      graphql: [
        units([givenUnit()], firstPage, 20),
        units([givenUnit({unitId: '20', serial: 'DESTACK-000010'})], {...firstPage, skip: 9}, 20),
      ],
    });
    await screen.findByRole('row', {name: /DESTACK-000001/});
    expect(screen.getByText('1–9 of 20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Go to next page'}));
    expect(await screen.findByRole('row', {name: /DESTACK-000010/})).toBeInTheDocument();
  });

  it("exports the units as CSV, as many as the server's largest page, modules in one cell", async () => {
    const files = captureDownloads();
    const {user} = renderQueryList('Module', <ModuleList />, {
      graphql: [
        units([givenUnit()]),
        units([givenUnit({state: 'installed', installationId: '42', nmi: '20019857328'})], {
          ...firstPage,
          first: MODULES_EXPORT_MAX,
        }),
      ],
    });
    await screen.findByRole('row', {name: /DESTACK-000001/});
    await user.click(screen.getByRole('button', {name: 'Export'}));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].fileName).toBe('battery-systems.csv');
    const [header, row] = (await files[0].text()).split('\r\n');
    expect(header).toBe(
      'Unit serial,Brand,Model,Manufacturer,State,Installation ID,NMI,Modules,Nominal kWh,Usable kWh,Module serials',
    );
    expect(row).toBe(
      'DESTACK-000001,Demo Energy,DE-STACK,Demo Energy Pty Ltd,installed,42,20019857328,2,10,9.2,' +
        '"DEM5-000001 (DE-M5, available) DEM5-000002 (DE-M5, available)"',
    );
  });
});
